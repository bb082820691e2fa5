/**
 * The brands_carousel module: brands, each a link to its page showing its logo (its name when it has
 * none), 8/6/4 per view + peek. A composed block brings the ones staff chose (or the server's first
 * ones); the default module shows the shop's active brands from the device-mirrored menu the header
 * reads. Nothing when there is no brand.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Carousel } from '../carousel';
import { useStorefrontMenu } from '../shell';
import type { MenuBrand } from '../shell';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { messages } from './messages';
import { limited } from './module-fields';
import type { HomeModuleData } from './modules';

/** Drawn size of a logo box, in CSS px; the logo fits inside it whatever its shape. */
export const LOGO_WIDTH = 120;
export const LOGO_HEIGHT = 60;

export function BrandsCarousel(module: HomeModuleData) {
  const given = module.content?.brands;
  return module.content ? (
    <BrandTiles module={module} brands={given ?? []} />
  ) : (
    <MenuBrands module={module} />
  );
}

function MenuBrands({ module }: { readonly module: HomeModuleData }) {
  const { data, loading } = useStorefrontMenu();
  const brands = data?.storefrontMenu.brands ?? [];
  if (brands.length === 0 && loading) {
    return <div className="home-module home-module--waiting-tiles" aria-hidden="true" />;
  }
  return <BrandTiles module={module} brands={brands} />;
}

function BrandTiles({
  module,
  brands,
}: {
  readonly module: HomeModuleData;
  readonly brands: readonly MenuBrand[];
}) {
  const intl = useIntl();
  const shown = limited(brands, module.number);
  if (shown.length === 0) return null;
  const fields = { ...module, publicTitle: module.publicTitle || intl.formatMessage(messages.brands) };
  return (
    <ModuleFrame fields={fields}>
      <Carousel
        kind="brands"
        label={fields.publicTitle}
        perView={fields.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {shown.map((brand) => (
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
    </ModuleFrame>
  );
}
