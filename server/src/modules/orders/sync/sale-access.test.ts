import { Permission, StaffRole } from '@tijara/schema';
import type { Actor } from '../../../core/request-context';
import { saleCashier } from './sale-access';

const SHOP = '11111111-2222-4333-8444-555555555555';

function actor(roles: StaffRole[], permissions: Permission[], shopIds: string[]): Actor {
  return {
    staffId: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    email: 'c@example.dz',
    displayName: 'c',
    roles,
    permissions: new Set(permissions),
    shopIds,
    warehouseIds: [],
    session: { id: 'h', csrfToken: 't', expiresAt: new Date(0) },
  };
}

const COLLEAGUE = '00000000-bbbb-4ccc-8ddd-eeeeeeeeeeee';
const NOT_VOUCHED = { fromShopTill: false, colleagues: new Map() };
const FROM_TILL = {
  fromShopTill: true,
  colleagues: new Map([[COLLEAGUE, { roles: [StaffRole.CASHIER], shopIds: [SHOP] }]]),
};

const refusal = (result: ReturnType<typeof saleCashier>) =>
  'refusal' in result ? [result.refusal.code, result.refusal.field] : result.cashierId;

describe('saleCashier', () => {
  const cashier = actor([StaffRole.CASHIER], [Permission.POS_SALE, Permission.CUSTOMERS], [SHOP]);

  it('makes the signed-in cashier of the shop the sale cashier when none or they are named', () => {
    expect(refusal(saleCashier(cashier, SHOP, null, NOT_VOUCHED))).toBe(cashier.staffId);
    expect(refusal(saleCashier(cashier, SHOP, cashier.staffId.toUpperCase(), NOT_VOUCHED))).toBe(
      cashier.staffId,
    );
  });

  it('refuses no session as UNAUTHENTICATED; no POS_SALE, another shop and another cashier as FORBIDDEN', () => {
    expect(refusal(saleCashier(null, SHOP, null, NOT_VOUCHED))).toEqual(['UNAUTHENTICATED', null]);
    const agent = actor([StaffRole.ORDER_AGENT], [Permission.ORDERS], [SHOP]);
    expect(refusal(saleCashier(agent, SHOP, null, NOT_VOUCHED))).toEqual(['FORBIDDEN', null]);
    expect(refusal(saleCashier(cashier, '99999999-2222-4333-8444-555555555555', null, NOT_VOUCHED))).toEqual([
      'FORBIDDEN',
      'sale.shopUuid',
    ]);
    expect(refusal(saleCashier(cashier, SHOP, '00000000-bbbb-4ccc-8ddd-eeeeeeeeeeee', NOT_VOUCHED))).toEqual([
      'FORBIDDEN',
      'cashierId',
    ]);
  });

  it("records a colleague's sale sent from one of the shop's tills under that colleague", () => {
    expect(refusal(saleCashier(cashier, SHOP, COLLEAGUE.toUpperCase(), FROM_TILL))).toBe(COLLEAGUE);
  });

  it('refuses a colleague who is no member of staff, or works in another shop, even from a till', () => {
    const unknown = '00000000-bbbb-4ccc-8ddd-ffffffffffff';
    expect(refusal(saleCashier(cashier, SHOP, unknown, FROM_TILL))).toEqual(['FORBIDDEN', 'cashierId']);
    const elsewhere = {
      fromShopTill: true,
      colleagues: new Map([
        [COLLEAGUE, { roles: [StaffRole.CASHIER], shopIds: ['99999999-2222-4333-8444-555555555555'] }],
      ]),
    };
    expect(refusal(saleCashier(cashier, SHOP, COLLEAGUE, elsewhere))).toEqual(['FORBIDDEN', 'cashierId']);
  });

  it('lets an admin sell in any shop', () => {
    const admin = actor([StaffRole.ADMIN], [Permission.POS_SALE], []);
    expect(refusal(saleCashier(admin, SHOP, null, NOT_VOUCHED))).toBe(admin.staffId);
  });
});
