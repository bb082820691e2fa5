/**
 * The brands_carousel module: the shop's active brands, each a link to its page showing its logo (its
 * name when it has none), 8/6/4 per view + peek. Reads the device-mirrored menu the header reads.
 * Nothing when there is no brand.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Carousel } from '../carousel';
import { useStorefrontMenu } from '../shell';
import { ModuleHeading } from './ModuleHeading';
import { messages } from './messages';
import { itemLimit } from './module-fields';
import type { ModuleFields } from './module-fields';

/** Drawn size of a logo box, in CSS px; the logo fits inside it whatever its shape. */
const LOGO_WIDTH = 120;
const LOGO_HEIGHT = 60;

export function BrandsCarousel(props: ModuleFields) {
  const intl = useIntl();
  const fields = { ...props, publicTitle: props.publicTitle || intl.formatMessage(messages.brands) };
  const { data, loading } = useStorefrontMenu();
  const brands = (data?.storefrontMenu.brands ?? []).slice(
    0,
    itemLimit(fields.number, Number.MAX_SAFE_INTEGER),
  );
  if (brands.length === 0) {
    return loading ? <div className="home-module home-module--waiting-tiles" aria-hidden="true" /> : null;
  }
  return (
    <div className="home-module">
      <Carousel
        kind="brands"
        label={fields.publicTitle}
        perView={fields.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {brands.map((brand) => (
          <Link key={brand.id} className="home-tile home-tile--brand" to={paths.brand(brand.slug)}>
            {brand.logoUrl ? (
              <img
                className="home-tile__logo"
                src={brand.logoUrl}
                alt={brand.name}
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="home-tile__name">{brand.name}</span>
            )}
          </Link>
        ))}
      </Carousel>
    </div>
  );
}
