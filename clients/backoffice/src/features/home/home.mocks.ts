/** Server answers for the home's tests, in the contract's shapes. */
import type { MockedResponse } from '@apollo/client/testing';
import type { SalesChannel } from '../../__generated__/home/graphql';
import { BackofficeDashboardDocument, BackofficeShopDocument } from '../../__generated__/home/graphql';

export const TODAY = '2026-11-25';
export const DEPOT = '4b1c3c55-0000-4000-8000-000000000001';

/** The 30 days ending on TODAY, oldest first. */
export const DAYS = Array.from({ length: 30 }, (_, index) =>
  new Date(Date.UTC(2026, 10, 25 - 29 + index)).toISOString().slice(0, 10),
);

const zeros = () => DAYS.map(() => 0);

function series(channel: SalesChannel, last: { count: number; total: number }, earlier?: number) {
  const counts = zeros();
  const totals = zeros();
  counts[29] = last.count;
  totals[29] = last.total;
  if (earlier !== undefined) {
    counts[10] = 1;
    totals[10] = earlier;
  }
  return { __typename: 'ChannelDailySales' as const, channel, counts, totals };
}

const channelSales = (channel: SalesChannel, count: number, total: number) => ({
  __typename: 'ChannelSales' as const,
  channel,
  count,
  total,
});

export const dashboard = {
  __typename: 'Dashboard',
  sales: {
    __typename: 'DashboardSales',
    today: TODAY,
    todayCount: 3,
    todayTotal: 850_050,
    todayByChannel: [
      channelSales('ECOMMERCE', 1, 500_000),
      channelSales('WHOLESALE', 0, 0),
      channelSales('POS', 2, 350_050),
      channelSales('PHONE', 0, 0),
      channelSales('INSTALLMENT', 0, 0),
    ],
    days: DAYS,
    daily: [
      series('ECOMMERCE', { count: 1, total: 500_000 }, 1_200_000),
      series('WHOLESALE', { count: 0, total: 0 }),
      series('POS', { count: 2, total: 350_050 }),
      series('PHONE', { count: 0, total: 0 }),
      series('INSTALLMENT', { count: 0, total: 0 }),
    ],
  },
  orders: {
    __typename: 'DashboardOrders',
    waiting: [
      { __typename: 'DashboardStatusCount', status: 'PENDING', count: 2 },
      { __typename: 'DashboardStatusCount', status: 'CONFIRMED', count: 1 },
      { __typename: 'DashboardStatusCount', status: 'SHIPPED', count: 1 },
    ],
    posToReview: 3,
  },
  stock: {
    __typename: 'DashboardStock',
    threshold: 5,
    warehouses: [
      {
        __typename: 'WarehouseLowStock',
        warehouseId: DEPOT,
        name: 'Dépôt Tlemcen',
        count: 7,
        lines: [
          {
            __typename: 'LowStockLine',
            productId: 12,
            combinationId: null,
            productName: 'Tajine Nedroma',
            combinationName: null,
            available: -1,
          },
          {
            __typename: 'LowStockLine',
            productId: 14,
            combinationId: 40,
            productName: 'Burnous laine',
            combinationName: 'Taille L',
            available: 1,
          },
        ],
      },
      {
        __typename: 'WarehouseLowStock',
        warehouseId: '4b1c3c55-0000-4000-8000-000000000002',
        name: 'Réserve Tlemcen',
        count: 0,
        lines: [],
      },
    ],
  },
  carriers: [
    { __typename: 'CarrierHolding', transporterId: 2, name: 'Sahel Express', count: 4, total: 1_840_000 },
    { __typename: 'CarrierHolding', transporterId: 3, name: 'Tell Rapide', count: 1, total: 45_000 },
  ],
};

/** The answer as the server sends it (with __typename, which the generated types leave out). */
export function dashboardMock(answer: object = dashboard): MockedResponse {
  return { request: { query: BackofficeDashboardDocument }, result: { data: { dashboard: answer } } };
}

export const failingDashboard: MockedResponse = {
  request: { query: BackofficeDashboardDocument },
  error: new TypeError('Failed to fetch'),
};

export const shopMock: MockedResponse = {
  request: { query: BackofficeShopDocument },
  result: {
    data: {
      shop: {
        __typename: 'Shop',
        uuid: '9a1c3c55-0000-4000-8000-00000000000a',
        name: 'Tijara Alger',
        activeAddToCart: true,
      },
    },
  },
};
