/**
 * The blog modules of a composed page. blog_posts_carousel: the newest posts (of a category, when
 * the block names one) in a carousel, 3/2/1 per view + peek. blog_post_card: one post, wide.
 * blog_categories_carousel: the blog's categories, at most 4 per view (2 on a tablet), each with its
 * description cut at 100 characters (spec §9). Each renders nothing without posts or categories.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { BlogCategoryCardFieldsFragment } from '../../__generated__/graphql';
import { paths } from '../../app/paths';
import { BlogPostTile } from '../blog';
import { Carousel } from '../carousel';
import type { SlidesPerView } from '../carousel';
import { ModuleFrame } from './ModuleFrame';
import { ModuleHeading } from './ModuleHeading';
import { laterMessages } from './later-messages';
import { limited } from './module-fields';
import type { ResponsiveNumber } from './module-fields';
import type { HomeModuleData } from './modules';

/** A blog category's description in a tile: at most this many characters (spec §9). */
export const DESCRIPTION_MAX = 100;

/** `text` cut to `max` characters at most, an ellipsis ending what was cut. */
export function truncated(text: string, max = DESCRIPTION_MAX): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

export function BlogPostsCarousel(module: HomeModuleData) {
  const intl = useIntl();
  const posts = limited(module.content?.blogPosts, module.number);
  if (posts.length === 0) return null;
  const fields = {
    ...module,
    publicTitle: module.publicTitle || intl.formatMessage(laterMessages.blogPosts),
  };
  return (
    <ModuleFrame fields={fields}>
      <Carousel
        kind="blogPosts"
        label={fields.publicTitle}
        perView={fields.responsiveNumber}
        header={<ModuleHeading {...fields} />}
      >
        {posts.map((post, index) => (
          <BlogPostTile key={post.slug} post={post} priority={module.priority === true && index === 0} />
        ))}
      </Carousel>
    </ModuleFrame>
  );
}

export function BlogPostCardModule(module: HomeModuleData) {
  const [post] = module.content?.blogPosts ?? [];
  if (!post) return null;
  return (
    <ModuleFrame fields={module}>
      <ModuleHeading {...module} />
      <BlogPostTile
        post={post}
        wide
        priority={module.priority === true}
        titleAs={module.publicTitle ? 'h3' : 'h2'}
      />
    </ModuleFrame>
  );
}

/** Blog categories: 4 per view at most on a desktop, 2 on a tablet, 1 on a phone unless the block says. */
function categoriesPerView(responsive: ResponsiveNumber | null | undefined): SlidesPerView {
  const count = (value: number | undefined, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
  return {
    mobile: Math.min(count(responsive?.mobile, 1), 2),
    tablet: Math.min(count(responsive?.tablet, 2), 2),
    desktop: Math.min(count(responsive?.desktop, 4), 4),
  };
}

export function BlogCategoriesCarousel(module: HomeModuleData) {
  const intl = useIntl();
  const categories = limited(module.content?.blogCategories, module.number);
  if (categories.length === 0) return null;
  const fields = {
    ...module,
    publicTitle: module.publicTitle || intl.formatMessage(laterMessages.blogCategories),
  };
  return (
    <ModuleFrame fields={fields}>
      <Carousel
        kind="blogPosts"
        label={fields.publicTitle}
        perView={categoriesPerView(module.responsiveNumber)}
        header={<ModuleHeading {...fields} />}
      >
        {categories.map((category) => (
          <BlogCategoryTile key={category.id} category={category} />
        ))}
      </Carousel>
    </ModuleFrame>
  );
}

function BlogCategoryTile({ category }: { readonly category: BlogCategoryCardFieldsFragment }) {
  const description = category.description ? truncated(category.description) : '';
  return (
    <Link className="home-blog-category" to={paths.blogCategory(category.slug)}>
      {category.thumbnailUrl ? (
        <img
          className="home-blog-category__picture"
          src={category.thumbnailUrl}
          alt=""
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <span className="home-blog-category__text">
        <strong className="home-blog-category__name">{category.name}</strong>
        {description ? <span className="home-blog-category__description">{description}</span> : null}
      </span>
    </Link>
  );
}
