/**
 * Stored roles are lowercase words ('admin', 'stock_clerk'); the contract's StaffRole is the GraphQL
 * enum value ('ADMIN', 'STOCK_CLERK'). Unknown stored words are ignored, never trusted.
 */
import { isStaffRole } from '@tijara/schema';
import type { StaffRole } from '@tijara/schema';

export function storedRole(role: StaffRole): string {
  return role.toLowerCase();
}

export function rolesFromStored(stored: readonly string[]): StaffRole[] {
  return stored.map((word) => word.toUpperCase()).filter(isStaffRole);
}
