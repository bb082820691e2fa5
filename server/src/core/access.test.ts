import { Permission, StaffRole } from '@tijara/schema';
import { assertCanActInShop, assertCanActInWarehouse, assertPermission } from './access';
import type { Actor } from './request-context';

function actor(roles: StaffRole[], permissions: Permission[], shopIds: string[] = []): { actor: Actor } {
  return {
    actor: {
      staffId: 's1',
      email: 'a@example.dz',
      displayName: 'a',
      roles,
      permissions: new Set(permissions),
      shopIds,
      warehouseIds: ['w1'],
      session: { id: 'h', csrfToken: 'c', expiresAt: new Date(0) },
    },
  };
}

describe('access checks', () => {
  it('tells a missing session (UNAUTHENTICATED) from a missing permission (FORBIDDEN)', () => {
    expect(() => assertPermission({ actor: null }, Permission.STOCK)).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    const cashier = actor([StaffRole.CASHIER], [Permission.POS_SALE]);
    expect(() => assertPermission(cashier, Permission.STOCK)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(assertPermission(cashier, Permission.POS_SALE)).toBe(cashier.actor);
  });

  it('lets a cashier act only in the shops assigned to them', () => {
    const cashier = actor([StaffRole.CASHIER], [Permission.POS_SALE], ['shop-a']);
    expect(assertCanActInShop(cashier, 'shop-a')).toBe(cashier.actor);
    expect(() => assertCanActInShop(cashier, 'shop-b')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
    expect(() => assertCanActInShop({ actor: null }, 'shop-a')).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
  });

  it('lets an admin act in every shop and warehouse, assigned or not', () => {
    const admin = actor([StaffRole.ADMIN], []);
    expect(assertCanActInShop(admin, 'any')).toBe(admin.actor);
    expect(assertCanActInWarehouse(admin, 'any')).toBe(admin.actor);
    const clerk = actor([StaffRole.STOCK_CLERK], [Permission.STOCK]);
    expect(assertCanActInWarehouse(clerk, 'w1')).toBe(clerk.actor);
    expect(() => assertCanActInWarehouse(clerk, 'w2')).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});
