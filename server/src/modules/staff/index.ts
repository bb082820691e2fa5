/** Staff: back-office accounts. The module's only public face. */
import { Staff } from './staff.entity';

export { Staff };
export { STAFF_ROLES } from './staff.entity';
export type { StaffRole } from './staff.entity';
export { ensureAdmin } from './staff.service';
export type { AdminCredentials, EnsureAdminResult } from './staff.service';
export { hashPassword, verifyPassword } from './password';

export const staffEntities = [Staff];
