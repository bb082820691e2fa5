/**
 * Server answers for the order form's tests, in the contract's shapes: the shop, Alger and its
 * communes, two carriers of Bab Ezzouar, a customer, a dress with two combinations and a bag, and a
 * quote worked out from whatever lines are asked (19 % tax, 10 % off the bag on the phone channel),
 * as the server would answer them.
 */
import type { MockedResponse } from '@apollo/client/testing';
import {
  CreateStaffOrderDocument,
  StaffOrderCombinationsDocument,
  StaffOrderCommunesDocument,
  StaffOrderCustomersDocument,
  StaffOrderProductsDocument,
  StaffOrderQuoteDocument,
  StaffOrderShopDocument,
  StaffOrderTransportersDocument,
  StaffOrderWilayasDocument,
} from '../../__generated__/staff-order/graphql';
import type { StaffOrderInput } from '../../__generated__/staff-order/graphql';

export const SHOP_UUID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
export const ORDER_UUID = '0b8f7e6d-5c4b-4a39-8281-706f5e4d3c2b';
export const ALGER = 16;
export const BAB_EZZOUAR = 1621;
export const SAHEL = 3;
export const DRESS = 7;
export const DRESS_RED = 71;
export const BAG = 9;

const forever = { maxUsageCount: Number.POSITIVE_INFINITY };

export const placesMocks: MockedResponse[] = [
  {
    request: { query: StaffOrderShopDocument },
    result: { data: { shop: { __typename: 'Shop', uuid: SHOP_UUID } } },
    ...forever,
  },
  {
    request: { query: StaffOrderWilayasDocument },
    result: {
      data: {
        wilayas: [
          { __typename: 'Wilaya', id: ALGER, code: '16', name: 'Alger', nameAr: 'الجزائر' },
          { __typename: 'Wilaya', id: 31, code: '31', name: 'Oran', nameAr: 'وهران' },
        ],
      },
    },
    ...forever,
  },
  {
    request: { query: StaffOrderCommunesDocument, variables: { wilayaId: ALGER } },
    result: {
      data: {
        communes: [
          { __typename: 'Commune', id: 1601, name: 'Alger Centre', nameAr: 'الجزائر الوسطى' },
          { __typename: 'Commune', id: BAB_EZZOUAR, name: 'Bab Ezzouar', nameAr: 'باب الزوار' },
        ],
      },
    },
    ...forever,
  },
  {
    request: { query: StaffOrderTransportersDocument, variables: { communeId: BAB_EZZOUAR } },
    result: {
      data: {
        transporters: [
          { __typename: 'Transporter', id: SAHEL, name: 'Sahel Express', price: 40_000 },
          { __typename: 'Transporter', id: 4, name: 'Tell Rapide', price: 0 },
        ],
      },
    },
    ...forever,
  },
];

export const catalogueMocks: MockedResponse[] = [
  {
    request: { query: StaffOrderCustomersDocument, variables: { shopUuid: SHOP_UUID, search: 'Cher' } },
    result: {
      data: {
        deskCustomers: [
          { __typename: 'DeskCustomer', id: 12, firstname: 'Nadia', lastname: 'Cherif', phone: '0550123499' },
        ],
      },
    },
    ...forever,
  },
  {
    request: { query: StaffOrderProductsDocument, variables: { search: 'Rob' } },
    result: {
      data: {
        adminProductList: {
          __typename: 'AdminProductListPage',
          rows: [
            {
              __typename: 'AdminProductRow',
              id: DRESS,
              name: 'Robe kabyle',
              priceTtc: 249_900,
              combinationCount: 2,
            },
          ],
        },
      },
    },
    ...forever,
  },
  {
    request: { query: StaffOrderProductsDocument, variables: { search: 'Sac' } },
    result: {
      data: {
        adminProductList: {
          __typename: 'AdminProductListPage',
          rows: [
            {
              __typename: 'AdminProductRow',
              id: BAG,
              name: 'Sac cuir',
              priceTtc: 119_000,
              combinationCount: 0,
            },
          ],
        },
      },
    },
    ...forever,
  },
  {
    request: { query: StaffOrderCombinationsDocument, variables: { productId: DRESS } },
    result: {
      data: {
        product: {
          __typename: 'Product',
          id: DRESS,
          combinations: [
            { __typename: 'Combination', id: DRESS_RED, name: 'Rouge - M', active: true, priceTtc: 249_900 },
            { __typename: 'Combination', id: 72, name: 'Bleu - L', active: true, priceTtc: 261_800 },
          ],
        },
      },
    },
    ...forever,
  },
];

/** HT unit prices (19 % tax), and the stock of each line. */
const CATALOGUE: Readonly<Record<string, { priceHt: number; available: number }>> = {
  [`${DRESS}:${DRESS_RED}`]: { priceHt: 210_000, available: 20 },
  [`${BAG}:0`]: { priceHt: 100_000, available: 3 },
};

const ttc = (ht: number) => Math.round((ht * 119) / 100);

/** The quote the server gives for these lines: 10 % off the bag on the phone channel. */
export function quoteOf(input: StaffOrderInput) {
  const lines = input.lines.map((line, position) => {
    const facts = CATALOGUE[`${line.productId}:${line.combinationId ?? 0}`] ?? { priceHt: 0, available: 0 };
    const promoted = line.productId === BAG && input.channel === 'PHONE';
    const off = promoted ? facts.priceHt / 10 : 0;
    return {
      __typename: 'StaffOrderQuoteLine' as const,
      position,
      productId: line.productId,
      combinationId: line.combinationId ?? null,
      quantity: line.quantity,
      unitPriceTtc: ttc(facts.priceHt),
      unitPriceAfterTtc: ttc(facts.priceHt - off),
      totalTtc: ttc((facts.priceHt - off) * line.quantity),
      available: facts.available,
      promotions: promoted
        ? [
            {
              __typename: 'StaffOrderQuotePromotion' as const,
              promotionId: 5,
              title: 'Soldes d’hiver',
              amount: off * line.quantity,
            },
          ]
        : [],
    };
  });
  const deliveryPrice = input.delivery ? 40_000 : 0;
  const short = lines.find((line) => line.available < line.quantity);
  return {
    __typename: 'StaffOrderQuote' as const,
    lines,
    deliveryPrice,
    deliveryDiscount: 0,
    total: lines.reduce((sum, line) => sum + line.totalTtc, deliveryPrice),
    customerId: input.customer?.phone === '0550123499' ? 12 : null,
    refusal: short
      ? {
          __typename: 'StaffOrderRefusal' as const,
          code: 'CONFLICT',
          messageKey: 'order.out_of_stock',
          fieldErrors: [
            {
              __typename: 'StaffOrderFieldError' as const,
              field: `lines.${short.position}.quantity`,
              messages: [`Only ${short.available} available, ${short.quantity} asked`],
            },
          ],
        }
      : null,
  };
}

/** Every quote asked, answered from its lines; `asked` collects the inputs. */
export function quoteMock(asked: StaffOrderInput[] = []): MockedResponse {
  return {
    request: { query: StaffOrderQuoteDocument, variables: () => true },
    result: (variables: { input: StaffOrderInput }) => {
      asked.push(variables.input);
      return { data: { staffOrderQuote: quoteOf(variables.input) } };
    },
    ...forever,
  };
}

/** createStaffOrder, answering the order made; `sent` collects the inputs. */
export function createMock(sent: StaffOrderInput[] = []): MockedResponse {
  return {
    request: { query: CreateStaffOrderDocument, variables: () => true },
    result: (variables: { input: StaffOrderInput }) => {
      sent.push(variables.input);
      return {
        data: {
          createStaffOrder: {
            __typename: 'OrderDetail',
            uuid: ORDER_UUID,
            reference: 'CMD-000042',
            total: 0,
          },
        },
      };
    },
    delay: 20,
    ...forever,
  };
}
