/** Server answers for the blog screens' tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  BlogCategoryFieldsFragment,
  BlogPostFieldsFragment,
} from '../../__generated__/blog-editor/graphql';
import {
  BlogCategoryListDocument,
  BlogEditorShopDocument,
  BlogPostFormDocument,
  BlogPostListDocument,
} from '../../__generated__/blog-editor/graphql';

export const SHOP = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0001';

const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function category(fields: Partial<BlogCategoryFieldsFragment> = {}): BlogCategoryFieldsFragment {
  return {
    __typename: 'BlogCategoryDetail',
    id: 3,
    slug: 'recettes',
    active: true,
    position: 0,
    postCount: 2,
    thumbnailKey: null,
    thumbnailUrl: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
    name: { __typename: 'Labels', fr: 'Recettes', en: 'Recipes', ar: 'وصفات' },
    description: { __typename: 'PartialLabels', fr: 'Nos recettes du terroir.', en: null, ar: null },
    ...fields,
  } as BlogCategoryFieldsFragment;
}

export function post(fields: Partial<BlogPostFieldsFragment> = {}): BlogPostFieldsFragment {
  return {
    __typename: 'BlogPostDetail',
    id: 7,
    slug: 'bien-choisir-son-couscous',
    published: true,
    createdAt: '2026-10-02T09:00:00.000Z',
    updatedAt: '2026-10-02T09:00:00.000Z',
    thumbnailKey: null,
    thumbnailUrl: null,
    categoryIds: [3],
    title: { __typename: 'Labels', fr: 'Bien choisir son couscous', en: null, ar: null },
    html: { __typename: 'PartialLabels', fr: '<p>Fin, moyen ou gros ?</p>', en: null, ar: null },
    ...fields,
  } as BlogPostFieldsFragment;
}

export const shopMock = always({
  request: { query: BlogEditorShopDocument },
  result: { data: { shop: { __typename: 'Shop', uuid: SHOP } } },
});

export const categoriesMock = (
  categories = [
    category(),
    category({
      id: 4,
      slug: 'conseils',
      name: { __typename: 'Labels', fr: 'Conseils', en: null, ar: null },
    } as Partial<BlogCategoryFieldsFragment>),
  ],
) =>
  always({
    request: { query: BlogCategoryListDocument, variables: { shopUuid: SHOP } },
    result: { data: { blogCategories: categories } },
  });

export const postMock = (answer = post()) =>
  always({
    request: { query: BlogPostFormDocument, variables: { id: answer.id } },
    result: { data: { blogPostDetail: answer } },
  });

export function postsPageMock(
  search: string | null,
  page: number,
  items: BlogPostFieldsFragment[],
  totalCount: number,
) {
  return always({
    request: { query: BlogPostListDocument, variables: { shopUuid: SHOP, page, pageSize: 24, search } },
    result: {
      data: {
        blogPosts: {
          __typename: 'BlogPostPage',
          page,
          pageSize: 24,
          totalCount,
          items: items.map((item) => ({ ...item, __typename: 'BlogPostSummary', html: undefined })),
        },
      },
    },
  });
}
