/** Staff: back-office accounts, roles and affectation. The module's only public face. */
import { Staff } from './staff.entity';
import { StaffResolver } from './staff.resolver';

export { Staff, StaffResolver };
export { ensureAdmin, StaffService } from './staff.service';
export type { AdminCredentials, EnsureAdminResult } from './staff.service';
export { hashPassword, verifyPassword } from './password';
export { rolesFromStored, storedRole } from './roles';
export { profileOf, staffAccessOf } from './staff-profile';
export type { StaffAccess } from './staff-profile';
export { StaffProfile } from './staff.results';
export { staffModule } from './staff.module';
