/**
 * The roles and permissions in words: each role's name, and what it lets a person do, read from the
 * one table of @tijara/schema (ROLE_PERMISSIONS), so the screen cannot drift from what the server
 * enforces. A role holding every permission, or all but a few, is said that way rather than as a list.
 */
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { PERMISSIONS, ROLE_PERMISSIONS, STAFF_ROLES } from '@tijara/schema';
import type { Permission, StaffRole } from '@tijara/schema';
import { vocabularyMessages as words } from './vocabulary-messages';

export { STAFF_ROLES };

export const ROLE_LABELS: Readonly<Record<StaffRole, MessageDescriptor>> = {
  ADMIN: words.roleAdmin,
  MANAGER: words.roleManager,
  CASHIER: words.roleCashier,
  STOCK_CLERK: words.roleStockClerk,
  ORDER_AGENT: words.roleOrderAgent,
  CATALOG_EDITOR: words.roleCatalogEditor,
};

export const PERMISSION_LABELS: Readonly<Record<Permission, MessageDescriptor>> = {
  CATALOG_WRITE: words.mayCatalogWrite,
  PRICES: words.mayPrices,
  STOCK: words.mayStock,
  EXPEDITIONS: words.mayExpeditions,
  TRANSPORTER_PAYMENTS: words.mayTransporterPayments,
  PROMOTIONS: words.mayPromotions,
  CONTENT: words.mayContent,
  CUSTOMERS: words.mayCustomers,
  ORDERS: words.mayOrders,
  POS_SALE: words.mayPosSale,
  STAFF_ADMIN: words.mayStaffAdmin,
  SHOP_SETTINGS: words.mayShopSettings,
};

/** Up to this many permissions missing, a role is said as "everything except ...". */
const FEW_MISSING = 2;

/** What the role lets a person do, one line per thing (a single line for "everything"). */
export function roleAbilities(intl: IntlShape, role: StaffRole): string[] {
  const held = ROLE_PERMISSIONS[role];
  const missing = PERMISSIONS.filter((permission) => !held.includes(permission));
  if (missing.length === 0) return [intl.formatMessage(words.mayEverything)];
  if (missing.length <= FEW_MISSING && held.length > missing.length) {
    const list = intl.formatList(
      missing.map((permission) => intl.formatMessage(PERMISSION_LABELS[permission])),
    );
    return [intl.formatMessage(words.mayEverythingBut, { list })];
  }
  return held.map((permission) => intl.formatMessage(PERMISSION_LABELS[permission]));
}
