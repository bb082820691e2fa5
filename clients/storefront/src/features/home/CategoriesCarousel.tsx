/**
 * The categories_carousel module: categories, each a link to its page with its picture (or its
 * initial), 8/6/4 per view + peek. A composed block brings the ones staff chose (or the server's
 * first ones); the default module shows the top-level categories that have products, from the
 * device-mirrored menu the header reads (one request for both). Nothing when there is no category.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import { Carousel } from '../carousel';
import { menuTree, useStorefrontMenu } from '../shell';
import type { MenuCategory } from '../shell';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { messages } from './messages';
import { limited } from './module-fields';
import type { HomeModuleData } from './modules';

/** Drawn size of a category picture, in CSS px (home.css keeps the box square). */
const PICTURE_SIZE = 96;

export function CategoriesCarousel(module: HomeModuleData) {
  const given = module.content?.categories;
  return module.content ? (
    <CategoryTiles module={module} categories={given ?? []} />
  ) : (
    <MenuCategories module={module} />
  );
}

function MenuCategories({ module }: { readonly module: HomeModuleData }) {
  const { data, loading } = useStorefrontMenu();
  const categories = menuTree(data?.storefrontMenu.categories ?? [])
    .map((entry) => entry.category)
    .filter((category) => category.productCount > 0);
  if (categories.length === 0 && loading) {
    return <div className="home-module home-module--waiting-tiles" aria-hidden="true" />;
  }
  return <CategoryTiles module={module} categories={categories} />;
}

interface TilesProps {
  readonly module: HomeModuleData;
  readonly categories: readonly MenuCategory[];
}

function CategoryTiles({ module, categories }: TilesProps) {
  const intl = useIntl();
  const shown = limited(categories, module.number);
  if (shown.length === 0) return null;
  const fields = { ...module, publicTitle: module.publicTitle || intl.formatMessage(messages.categories) };
  return (
    <ModuleFrame fields={fields}>
      <Carousel
        kind="categories"
        label={fields.publicTitle}
        perView={fields.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {shown.map((category) => (
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
    </ModuleFrame>
  );
}
