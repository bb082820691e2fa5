/** Server answers for the promotion screens' tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type { PromotionFieldsFragment } from '../../__generated__/promotions/graphql';
import {
  PromotionBrandLinesDocument,
  PromotionBrandsDocument,
  PromotionCategoriesDocument,
  PromotionCollectionsDocument,
  PromotionDetailDocument,
  PromotionSegmentsDocument,
  PromotionShopDocument,
} from '../../__generated__/promotions/graphql';

export const SHOP = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0001';

type Texts = PromotionFieldsFragment['translations'][number] & { __typename: 'PromotionTexts' };
type Target = PromotionFieldsFragment['targets'][number] & { __typename: 'PromotionTarget' };
type Promotion = Omit<PromotionFieldsFragment, 'translations' | 'targets'> & {
  __typename: 'Promotion';
  translations: Texts[];
  targets: Target[];
};

export const target = (id: number, name: string): Target => ({ __typename: 'PromotionTarget', id, name });

export function promotion(fields: Partial<Promotion> = {}): Promotion {
  return {
    __typename: 'Promotion',
    id: 7,
    uuid: '0c1e7a52-1f7b-4f0e-9a43-6d3b2a7c0007',
    shopUuid: SHOP,
    name: 'Soldes d’hiver',
    startsAt: '2026-12-01T08:00:00.000Z',
    endsAt: '2027-01-01T00:00:00.000Z',
    translations: [
      {
        __typename: 'PromotionTexts',
        locale: 'fr',
        title: 'Soldes',
        subtitle: '',
        slogan: '',
        bannerHtml: '',
      },
    ],
    bannerThumbUrl: null,
    scope: 'PRODUCT',
    targets: [target(31, 'Lait Candia 1 L')],
    paymentMethods: [],
    priority: 0,
    active: true,
    featured: false,
    couponCode: null,
    singleUse: false,
    discountType: 'PERCENTAGE',
    value: 12.5,
    combinability: 'STACKABLE',
    channels: ['ECOMMERCE'],
    minimumSubtotal: null,
    status: 'RUNNING',
    redemptionCount: 0,
    version: 3,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    ...fields,
  };
}

/** Answered as often as it is asked (lists a picker loads each time it is shown). */
const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export const shopMock = always({
  request: { query: PromotionShopDocument },
  result: { data: { shop: { __typename: 'Shop', uuid: SHOP } } },
});

const option = (typename: string, id: number, name: string) => ({ __typename: typename, id, name });

export const pickerMocks: MockedResponse[] = [
  always({
    request: { query: PromotionCategoriesDocument },
    result: {
      data: {
        categories: [
          { ...option('Category', 1, 'Maison'), parent: null },
          { ...option('Category', 2, 'Cuisine'), parent: { __typename: 'Category', id: 1 } },
        ],
      },
    },
  }),
  always({
    request: { query: PromotionBrandsDocument },
    result: { data: { brands: [option('Brand', 4, 'Candia'), option('Brand', 5, 'Ifri')] } },
  }),
  always({
    request: { query: PromotionBrandLinesDocument },
    result: {
      data: {
        brandLines: [{ ...option('BrandLine', 8, 'Silhouette'), brand: option('Brand', 4, 'Candia') }],
      },
    },
  }),
  always({
    request: { query: PromotionCollectionsDocument },
    result: { data: { collections: [option('Collection', 9, 'Rentrée')] } },
  }),
  always({
    request: { query: PromotionSegmentsDocument },
    result: {
      data: { customerSegments: [{ ...option('CustomerSegment', 11, 'Clients fidèles'), kind: 'RULE' }] },
    },
  }),
];

export function detailMock(answer: Promotion): MockedResponse {
  return {
    request: { query: PromotionDetailDocument, variables: { id: answer.id } },
    result: { data: { promotion: answer } },
  };
}
