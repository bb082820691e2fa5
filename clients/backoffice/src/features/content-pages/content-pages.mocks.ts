/** Server answers for the page and block editor's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type {
  ContentBlockFieldsFragment,
  ContentPageDetailFieldsFragment,
  ContentPageRowFragment,
} from '../../__generated__/content-pages/graphql';
import {
  BlockBlogCategoryChoicesDocument,
  BlockBlogPostChoicesDocument,
  BlockBrandChoicesDocument,
  BlockBrandLineChoicesDocument,
  BlockCategoryChoicesDocument,
  BlockCollectionChoicesDocument,
  BlockTagChoicesDocument,
  ContentPageEditorDocument,
  ContentPageListDocument,
  ContentPagesShopDocument,
} from '../../__generated__/content-pages/graphql';

export const SHOP = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0001';
export const HOME_ID = 1;

/** Answered as often as it is asked (lists a picker loads each time it is shown). */
export const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

const text = (publicTitle: string | null, html: string | null = null, items: string[] = []) => ({
  __typename: 'BlockText' as const,
  publicTitle,
  html,
  items,
});

type Block = ContentBlockFieldsFragment & { __typename: 'ContentBlock' };

export function block(fields: Partial<Block> = {}): Block {
  return {
    __typename: 'ContentBlock',
    id: 11,
    pageId: HOME_ID,
    position: 0,
    type: 'products_carousel',
    knownType: true,
    active: true,
    visibleFrom: null,
    visibleUntil: null,
    size: 'full',
    containerClass: '',
    wrapperCssClass: '',
    bgColor: '',
    showTitle: true,
    link: null,
    number: null,
    responsiveNumber: null,
    responsiveNumberParsed: null,
    source: 'FEATURED',
    target: {
      __typename: 'BlockTarget',
      categoryId: null,
      brandId: null,
      brandLineId: null,
      collectionId: null,
      tagId: null,
      blogCategoryId: null,
      blogPostId: null,
      ids: [],
    },
    texts: {
      __typename: 'BlockTexts',
      fr: text('Nos meilleures ventes'),
      en: text(null),
      ar: text(null),
    },
    images: [],
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...fields,
  } as Block;
}

export const bannerCarousel = block({
  id: 12,
  position: 1,
  type: 'banner_carousel',
  source: null,
  texts: { __typename: 'BlockTexts', fr: text('Soldes d’hiver'), en: text(null), ar: text(null) },
  images: [
    {
      __typename: 'ContentBlockImage',
      mediaKey: 'content/shop/abc',
      url: '/media/content/shop/abc/grid.webp',
      width: 1200,
      height: 400,
      link: '/catalog/category/soldes',
      alt: { __typename: 'PartialLabels', fr: 'Soldes', en: null, ar: null },
    },
  ],
} as unknown as Partial<Block>);

export function homePage(blocks: Block[] = [block(), bannerCarousel]): ContentPageDetailFieldsFragment {
  return {
    __typename: 'ContentPageDetail',
    id: HOME_ID,
    slug: null,
    title: { __typename: 'Labels', fr: 'Accueil', en: null, ar: null },
    published: true,
    blockCount: blocks.length,
    updatedAt: '2026-11-20T10:00:00.000Z',
    blocks: blocks.map((item, position) => ({ ...item, position })),
  } as ContentPageDetailFieldsFragment;
}

export const shopMock = always({
  request: { query: ContentPagesShopDocument },
  result: { data: { shop: { __typename: 'Shop', uuid: SHOP } } },
});

export const pageMock = (page = homePage()) =>
  always({
    request: { query: ContentPageEditorDocument, variables: { id: page.id } },
    result: { data: { contentPage: page } },
  });

type PageRow = ContentPageRowFragment & { __typename: 'ContentPage'; title: { __typename: 'Labels' } };

export const homeRow: PageRow = {
  __typename: 'ContentPage',
  id: HOME_ID,
  slug: null,
  title: { __typename: 'Labels', fr: 'Accueil', en: null, ar: null },
  published: true,
  blockCount: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

export const ramadanRow: PageRow = {
  __typename: 'ContentPage',
  id: 2,
  slug: 'ramadan',
  title: { __typename: 'Labels', fr: 'Ramadan', en: 'Ramadan', ar: 'رمضان' },
  published: false,
  blockCount: 0,
  updatedAt: '2026-11-21T10:00:00.000Z',
};

/** The pages list answering these rows. */
export const listMockOf = (contentPages: readonly PageRow[]) =>
  always({
    request: { query: ContentPageListDocument, variables: { shopUuid: SHOP } },
    result: { data: { contentPages } },
  });

export const listMock = listMockOf([homeRow, ramadanRow]);

const named = (typename: string, id: number, name: string, active = true) => ({
  __typename: typename,
  id,
  name,
  active,
});

export const choiceMocks: MockedResponse[] = [
  always({
    request: { query: BlockCategoryChoicesDocument },
    result: {
      data: {
        categories: [
          { ...named('Category', 1, 'Maison'), parentId: null },
          { ...named('Category', 2, 'Cuisine'), parentId: 1 },
          { ...named('Category', 3, 'Archives', false), parentId: null },
        ],
      },
    },
  }),
  always({
    request: { query: BlockBrandChoicesDocument },
    result: { data: { brands: [named('Brand', 5, 'Candia'), named('Brand', 6, 'Ifri')] } },
  }),
  always({
    request: { query: BlockBrandLineChoicesDocument },
    result: {
      data: {
        brandLines: [
          { ...named('BrandLine', 8, 'Lait'), brand: { __typename: 'Brand', id: 5, name: 'Candia' } },
        ],
      },
    },
  }),
  always({
    request: { query: BlockCollectionChoicesDocument },
    result: { data: { collections: [named('Collection', 9, 'Été')] } },
  }),
  always({
    request: { query: BlockTagChoicesDocument },
    result: { data: { tags: [{ __typename: 'Tag', id: 4, name: 'Bio' }] } },
  }),
  always({
    request: { query: BlockBlogCategoryChoicesDocument, variables: { shopUuid: SHOP } },
    result: {
      data: {
        blogCategories: [
          {
            __typename: 'BlogCategoryDetail',
            id: 3,
            name: { __typename: 'Labels', fr: 'Recettes' },
            active: true,
          },
        ],
      },
    },
  }),
  always({
    request: { query: BlockBlogPostChoicesDocument, variables: { shopUuid: SHOP, search: null } },
    result: {
      data: {
        blogPosts: {
          __typename: 'BlogPostPage',
          totalCount: 1,
          items: [
            {
              __typename: 'BlogPostSummary',
              id: 7,
              title: { __typename: 'Labels', fr: 'Bien choisir son couscous' },
              published: true,
            },
          ],
        },
      },
    },
  }),
];
