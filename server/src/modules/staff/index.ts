/** Staff: back-office accounts, roles and affectation. The module's only public face. */
import { StaffAdminResolver } from './admin/staff-admin.resolver';
import { Staff } from './staff.entity';

export { Staff, StaffAdminResolver };
export { ensureAdmin } from './staff.service';
export type { AdminCredentials, EnsureAdminResult } from './staff.service';
export { hashPassword, verifyPassword } from './password';
export { rolesFromStored, storedRole } from './roles';
export { profileOf, staffAccessOf } from './staff-profile';
export type { StaffAccess } from './staff-profile';
export { StaffProfile } from './staff.results';
export { staffModule } from './staff.module';
export { staffShopsOf, worksInShop } from './staff-shops.sql';
export type { StaffShops } from './staff-shops.sql';
