import { OrderSortField, OrderStatus, OrderType, SalesChannel, SortDirection } from '@tijara/schema';
import { BadUserInputError } from '../../../core/errors';
import { parseOrderListQuery } from './order-list-query';

const NOW = new Date('2026-11-25T10:00:00Z');

function problemsOf(query: Record<string, unknown>): Record<string, readonly string[]> {
  try {
    parseOrderListQuery(query, NOW);
  } catch (error) {
    if (error instanceof BadUserInputError) return error.fieldErrors;
    throw error;
  }
  return {};
}

describe('the orders list query string', () => {
  it('reads enum names, repeated keys and ids into the GraphQL filter', () => {
    const { filter, sort, direction, lang } = parseOrderListQuery(
      {
        status: ['PENDING', 'CONFIRMED', 'PENDING'],
        channel: 'ECOMMERCE',
        type: 'PHYSICAL_SHOP',
        wilaya: '16',
        transporter: '3',
        customer: '42',
        review: 'PENDING',
        q: '  Kaci ',
        sort: 'TOTAL',
        dir: 'ASC',
        lang: 'ar',
      },
      NOW,
    );
    expect(filter).toMatchObject({
      status: [OrderStatus.PENDING, OrderStatus.CONFIRMED],
      channel: [SalesChannel.ECOMMERCE],
      orderType: [OrderType.PHYSICAL_SHOP],
      wilayaId: 16,
      transporterId: 3,
      customerId: 42,
      reviewStatus: 'pending',
      search: 'Kaci',
      autoCancelBefore: null,
    });
    expect([sort, direction, lang]).toEqual([OrderSortField.TOTAL, SortDirection.ASC, 'ar']);
  });

  it('makes local dates in Algiers whole days, both included, and "expiring" the next 48 hours', () => {
    const { filter } = parseOrderListQuery({ from: '2026-11-25', to: '2026-11-25', expiring: '1' }, NOW);
    expect(filter.createdFrom?.toISOString()).toBe('2026-11-24T23:00:00.000Z');
    expect(filter.createdTo?.toISOString()).toBe('2026-11-25T23:00:00.000Z');
    expect(filter.autoCancelBefore?.toISOString()).toBe('2026-11-27T10:00:00.000Z');
  });

  it('defaults to the newest first, and takes blank values as absent', () => {
    const { filter, sort, direction, lang } = parseOrderListQuery({ status: '', q: ' ', expiring: '0' }, NOW);
    expect(filter.status).toEqual([]);
    expect(filter.search).toBeNull();
    expect(filter.autoCancelBefore).toBeNull();
    expect([sort, direction, lang]).toEqual([OrderSortField.CREATED_AT, SortDirection.DESC, null]);
  });

  it('names every bad value at once, under its own key', () => {
    expect(
      Object.keys(
        problemsOf({
          status: ['PENDING', 'pending'],
          payment: 'cash',
          from: '2026-02-30',
          to: '25/11/2026',
          wilaya: '0',
          customer: '99999999999',
          expiring: 'yes',
          sort: 'PRICE',
          dir: 'up',
          lang: 'de',
          q: 'x'.repeat(101),
        }),
      ).sort(),
    ).toEqual([
      'customer',
      'dir',
      'expiring',
      'from',
      'lang',
      'payment',
      'q',
      'sort',
      'status',
      'to',
      'wilaya',
    ]);
    expect(Object.keys(problemsOf({ from: '2026-11-26', to: '2026-11-25' }))).toEqual(['to']);
    expect(problemsOf({ status: 'constructor' })).toHaveProperty('status');
  });
});
