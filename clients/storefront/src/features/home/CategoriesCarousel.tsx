/**
 * The categories_carousel module: the shop's top-level categories that have products, each a link to
 * its page with its picture (or its initial), 8/6/4 per view + peek. Reads the same device-mirrored
 * menu as the header (one request for both). Nothing when there is no category.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Carousel } from '../carousel';
import { menuTree, useStorefrontMenu } from '../shell';
import { ModuleHeading } from './ModuleHeading';
import { messages } from './messages';
import { itemLimit } from './module-fields';
import type { ModuleFields } from './module-fields';

/** Drawn size of a category picture, in CSS px (home.css keeps the box square). */
const PICTURE_SIZE = 96;

export function CategoriesCarousel(props: ModuleFields) {
  const intl = useIntl();
  const fields = { ...props, publicTitle: props.publicTitle || intl.formatMessage(messages.categories) };
  const { data, loading } = useStorefrontMenu();
  const categories = menuTree(data?.storefrontMenu.categories ?? [])
    .map((entry) => entry.category)
    .filter((category) => category.productCount > 0)
    .slice(0, itemLimit(fields.number, Number.MAX_SAFE_INTEGER));
  if (categories.length === 0) {
    return loading ? <div className="home-module home-module--waiting-tiles" aria-hidden="true" /> : null;
  }
  return (
    <div className="home-module">
      <Carousel
        kind="categories"
        label={fields.publicTitle}
        perView={fields.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {categories.map((category) => (
          <Link key={category.id} className="home-tile" to={paths.category(category.slug)}>
            {category.imageUrl ? (
              <img
                className="home-tile__picture"
                src={category.imageUrl}
                alt=""
                width={PICTURE_SIZE}
                height={PICTURE_SIZE}
                loading="lazy"
                decoding="async"
              />
            ) : (
              <span className="home-tile__picture home-tile__picture--initial" aria-hidden="true">
                {category.name.trim().charAt(0)}
              </span>
            )}
            <span className="home-tile__name">{category.name}</span>
          </Link>
        ))}
      </Carousel>
    </div>
  );
}
