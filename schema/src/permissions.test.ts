import { Permission, PERMISSIONS, permissionsOf, StaffRole } from './permissions';

describe('the permission table', () => {
  it('gives the admin every permission and the manager all but staff administration', () => {
    expect(permissionsOf([StaffRole.ADMIN])).toEqual(PERMISSIONS);
    expect(permissionsOf([StaffRole.MANAGER])).toEqual(PERMISSIONS.filter((p) => p !== 'STAFF_ADMIN'));
  });

  it('grants the union of several roles, in table order, without repeats', () => {
    expect(permissionsOf([StaffRole.ORDER_AGENT, StaffRole.CASHIER])).toEqual([
      Permission.TRANSPORTER_PAYMENTS,
      Permission.CUSTOMERS,
      Permission.ORDERS,
      Permission.POS_SALE,
    ]);
  });

  it('keeps the order screens from the cashier, who reaches only the till’s own sales', () => {
    expect(permissionsOf([StaffRole.CASHIER])).toEqual([Permission.CUSTOMERS, Permission.POS_SALE]);
  });

  it('leaves the shop-wide settings to the people who run the shop', () => {
    const holders: readonly StaffRole[] = [StaffRole.ADMIN, StaffRole.MANAGER];
    for (const role of Object.values(StaffRole)) {
      expect(permissionsOf([role]).includes(Permission.SHOP_SETTINGS)).toBe(holders.includes(role));
    }
  });

  it('grants nothing without a role', () => {
    expect(permissionsOf([])).toEqual([]);
  });

  it('lets the till find and register customers without the promotions and their segments', () => {
    for (const role of [StaffRole.CASHIER, StaffRole.ORDER_AGENT]) {
      expect(permissionsOf([role])).toContain(Permission.CUSTOMERS);
      expect(permissionsOf([role])).not.toContain(Permission.PROMOTIONS);
    }
  });
});
