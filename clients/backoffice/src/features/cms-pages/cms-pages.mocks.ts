/** Server answers for the CMS page screens' tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type { CmsPageFieldsFragment } from '../../__generated__/cms-pages/graphql';
import {
  CmsPageFormDocument,
  CmsPageListDocument,
  CmsPagesShopDocument,
} from '../../__generated__/cms-pages/graphql';

export const SHOP = '5f0c7c1e-4b7a-4a57-9d0e-2f4f3c2a0001';

const always = (mock: MockedResponse): MockedResponse => ({
  ...mock,
  maxUsageCount: Number.POSITIVE_INFINITY,
});

export function cmsPage(fields: Partial<CmsPageFieldsFragment> = {}): CmsPageFieldsFragment {
  return {
    __typename: 'CmsPageDetail',
    id: 4,
    slug: 'livraison',
    published: true,
    updatedAt: '2026-11-20T10:00:00.000Z',
    title: { __typename: 'Labels', fr: 'Livraison', en: 'Delivery', ar: 'التوصيل' },
    html: { __typename: 'PartialLabels', fr: '<p>Partout en Algérie sous 48 h.</p>', en: null, ar: null },
    ...fields,
  } as CmsPageFieldsFragment;
}

export const shopMock = always({
  request: { query: CmsPagesShopDocument },
  result: { data: { shop: { __typename: 'Shop', uuid: SHOP } } },
});

export const detailMock = (page = cmsPage()) =>
  always({
    request: { query: CmsPageFormDocument, variables: { id: page.id } },
    result: { data: { cmsPageDetail: page } },
  });

export const listMock = always({
  request: { query: CmsPageListDocument, variables: { shopUuid: SHOP } },
  result: {
    data: {
      cmsPages: [
        { ...cmsPage(), __typename: 'CmsPageSummary', html: undefined },
        {
          ...cmsPage({ id: 5, slug: 'conditions-generales-de-vente', published: false }),
          __typename: 'CmsPageSummary',
          title: { __typename: 'Labels', fr: 'Conditions générales de vente', en: null, ar: null },
          html: undefined,
        },
      ],
    },
  },
});
