/**
 * The brand_lines_carousel module: the brand lines a composed block brings, each a link to its page
 * with its brand's logo (or the line's name), 5/3/2 per view + peek. Nothing when there is none.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Carousel } from '../carousel';
import { LOGO_HEIGHT, LOGO_WIDTH } from './BrandsCarousel';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { laterMessages } from './later-messages';
import { limited } from './module-fields';
import type { HomeModuleData } from './modules';

export function BrandLinesCarousel(module: HomeModuleData) {
  const intl = useIntl();
  const lines = limited(module.content?.brandLines, module.number);
  if (lines.length === 0) return null;
  const fields = {
    ...module,
    publicTitle: module.publicTitle || intl.formatMessage(laterMessages.brandLines),
  };
  return (
    <ModuleFrame fields={fields}>
      <Carousel
        kind="brandLines"
        label={fields.publicTitle}
        perView={fields.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {lines.map((line) => (
          <Link key={line.id} className="home-tile home-tile--brand" to={paths.brandLine(line.slug)}>
            {line.logoUrl ? (
              <img
                className="home-tile__logo"
                src={line.logoUrl}
                alt=""
                width={LOGO_WIDTH}
                height={LOGO_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span className="home-tile__name">
              {line.name}
              <small className="home-tile__brand">{line.brandName}</small>
            </span>
          </Link>
        ))}
      </Carousel>
    </ModuleFrame>
  );
}
