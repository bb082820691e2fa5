/** Answers of the blog's operations (BlogPost, BlogCategory), for its tests and the app's. */
import type {
  BlogCategoryQuery,
  BlogPostCardFieldsFragment,
  BlogPostQuery,
} from '../../__generated__/graphql';

export const adviceCategory = {
  id: 3,
  slug: 'conseils',
  name: 'Conseils',
  description: 'Nos conseils pour bien équiper la maison.',
  thumbnailUrl: '/media/conseils-480.webp',
};

export function postCardOf(index: number): BlogPostCardFieldsFragment {
  return {
    slug: `article-${index}`,
    title: `Article ${index}`,
    thumbnailUrl: index % 2 === 0 ? null : `/media/article-${index}-480.webp`,
    createdAt: new Date(Date.UTC(2026, 2, 30 - index, 9)).toISOString(),
    categories: ['Conseils'],
  };
}

export function blogPostAnswer(
  overrides: Partial<NonNullable<BlogPostQuery['blogPost']>> = {},
): BlogPostQuery {
  return {
    blogPost: {
      slug: 'bien-choisir-son-frigo',
      title: 'Bien choisir son frigo',
      html: '<h2>La taille</h2><p>Mesurez la place. <a href="/catalog/category/refrigerateurs">Nos réfrigérateurs</a></p>',
      thumbnailUrl: '/media/frigo-1200.webp',
      createdAt: '2026-03-10T09:00:00.000Z',
      categories: [adviceCategory],
      ...overrides,
    },
  };
}

/** Page `page` of a category holding `total` posts, 12 a page. */
export function blogCategoryAnswer(page: number, total: number): BlogCategoryQuery {
  const first = (page - 1) * 12 + 1;
  const count = Math.max(0, Math.min(12, total - first + 1));
  return {
    blogCategory: {
      category: adviceCategory,
      posts: Array.from({ length: count }, (_, index) => postCardOf(first + index)),
      total,
      page,
      pageSize: 12,
    },
  };
}
