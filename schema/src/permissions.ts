/**
 * Staff roles and permissions: the one table deciding which role may do what. The server checks it
 * (resolver and REST guards) and the apps read it to hide what a member of staff may not use. Role
 * names here are the GraphQL enum values; the database stores them lowercase ('admin', ...).
 *
 * Why this table:
 * - ADMIN holds everything, including STAFF_ADMIN (accounts, roles, affectations).
 * - MANAGER runs the shop day to day: everything but staff administration, so a manager cannot
 *   grant themselves or anyone else a role.
 * - CASHIER sells at the counter (POS_SALE) and finds or registers the customer of a sale at the till
 *   (CUSTOMERS). Not ORDERS: the back office's order screens (every channel's orders, their
 *   customers' addresses and payments) are the order agents'; the till asks only for its own sales
 *   (`orderByClientId` needs POS_SALE).
 * - STOCK_CLERK receives and counts stock (STOCK) and prepares parcels (EXPEDITIONS).
 * - ORDER_AGENT confirms orders by phone (ORDERS), finds or registers the caller (CUSTOMERS), and
 *   settles what carriers collected (TRANSPORTER_PAYMENTS), the two halves of cash-on-delivery
 *   follow-up.
 * - CUSTOMERS is only the look-up and quick registration a sale needs (names and phone): whole
 *   customer lists, their spending and segments stay with PROMOTIONS.
 * - CATALOG_EDITOR writes product texts, translations and photos and moderates reviews
 *   (CATALOG_WRITE) and the home page blocks (CONTENT), but never touches prices (no PRICES): shops
 *   give this to the person who photographs and describes products, not to whoever sets margins.
 * - SHOP_SETTINGS changes how the whole shop behaves for every agent and shopper (e.g. after how many
 *   days an unconfirmed web order is cancelled and its stock released): the people who run the shop
 *   (ADMIN, MANAGER) decide it, not the agents who work the orders it affects.
 * A member of staff holds the union of their roles' permissions.
 */
export const StaffRole = {
  ADMIN: 'ADMIN',
  MANAGER: 'MANAGER',
  CASHIER: 'CASHIER',
  STOCK_CLERK: 'STOCK_CLERK',
  ORDER_AGENT: 'ORDER_AGENT',
  CATALOG_EDITOR: 'CATALOG_EDITOR',
} as const;

export type StaffRole = (typeof StaffRole)[keyof typeof StaffRole];

export const STAFF_ROLES: readonly StaffRole[] = Object.values(StaffRole);

export const Permission = {
  CATALOG_WRITE: 'CATALOG_WRITE',
  PRICES: 'PRICES',
  STOCK: 'STOCK',
  EXPEDITIONS: 'EXPEDITIONS',
  TRANSPORTER_PAYMENTS: 'TRANSPORTER_PAYMENTS',
  PROMOTIONS: 'PROMOTIONS',
  CONTENT: 'CONTENT',
  CUSTOMERS: 'CUSTOMERS',
  ORDERS: 'ORDERS',
  POS_SALE: 'POS_SALE',
  STAFF_ADMIN: 'STAFF_ADMIN',
  SHOP_SETTINGS: 'SHOP_SETTINGS',
} as const;

export type Permission = (typeof Permission)[keyof typeof Permission];

export const PERMISSIONS: readonly Permission[] = Object.values(Permission);

export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  ADMIN: PERMISSIONS,
  MANAGER: PERMISSIONS.filter((p) => p !== Permission.STAFF_ADMIN),
  CASHIER: [Permission.POS_SALE, Permission.CUSTOMERS],
  STOCK_CLERK: [Permission.STOCK, Permission.EXPEDITIONS],
  ORDER_AGENT: [Permission.ORDERS, Permission.TRANSPORTER_PAYMENTS, Permission.CUSTOMERS],
  CATALOG_EDITOR: [Permission.CATALOG_WRITE, Permission.CONTENT],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** The union of the roles' permissions, in the order of PERMISSIONS (stable for display and tests). */
export function permissionsOf(roles: Iterable<StaffRole>): Permission[] {
  const granted = new Set<Permission>();
  for (const role of roles) for (const permission of ROLE_PERMISSIONS[role]) granted.add(permission);
  return PERMISSIONS.filter((p) => granted.has(p));
}
