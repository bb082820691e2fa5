/** From a Staff row with its shops and warehouses loaded to what guards and the API need. */
import { permissionsOf } from '@tijara/schema';
import { rolesFromStored } from './roles';
import type { Staff } from './staff.entity';
import type { StaffProfile } from './staff.results';
import type { StaffAccess } from '../../core/request-context';

export type { StaffAccess };

/** Needs `shops` and `warehouses` populated. Ids are sorted so answers are stable. */
export function staffAccessOf(staff: Staff): StaffAccess {
  const roles = rolesFromStored(staff.roles);
  return {
    staffId: staff.id,
    email: staff.email,
    displayName: staff.displayName,
    roles,
    permissions: new Set(permissionsOf(roles)),
    shopIds: staff.shops
      .getItems()
      .map((s) => s.uuid)
      .sort(),
    warehouseIds: staff.warehouses
      .getItems()
      .map((w) => w.id)
      .sort(),
  };
}

export function profileOf(access: StaffAccess): StaffProfile {
  return {
    id: access.staffId,
    email: access.email,
    displayName: access.displayName,
    roles: [...access.roles],
    permissions: permissionsOf(access.roles),
    shopIds: [...access.shopIds],
    warehouseIds: [...access.warehouseIds],
  };
}
