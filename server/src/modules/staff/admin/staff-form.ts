/**
 * The account form's rules, pure: e-mail (trimmed, lowercase, one address), display name (1 to 60
 * characters once trimmed), password (the rule ADMIN_PASSWORD follows: at least 8 characters, kept as
 * typed, spaces included; at most 128, so hashing stays cheap) and at least one role. Every problem is
 * collected with its message key, so one answer names them all.
 */
import {
  STAFF_DISPLAY_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  isStaffRole,
  isValidEmail,
  normalizeEmail,
} from '@tijara/schema';
import type { StaffRole } from '@tijara/schema';
import { StaffMessageKey } from './staff-problems';
import type { StaffProblems } from './staff-problems';

const EMAIL_MAX_LENGTH = 254;

/** The normalised e-mail, or null (with its problem added) when it is not one. */
export function checkEmail(problems: StaffProblems, raw: string): string | null {
  const email = normalizeEmail(raw);
  if (email.length > EMAIL_MAX_LENGTH || !isValidEmail(email)) {
    problems.add('email', StaffMessageKey.EMAIL_INVALID, 'Not an e-mail address');
    return null;
  }
  return email;
}

export function checkDisplayName(problems: StaffProblems, raw: string): string {
  const name = raw.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (name.length === 0 || name.length > STAFF_DISPLAY_NAME_MAX_LENGTH) {
    problems.add(
      'displayName',
      StaffMessageKey.DISPLAY_NAME_LENGTH,
      `Must be 1 to ${STAFF_DISPLAY_NAME_MAX_LENGTH} characters`,
    );
  }
  return name;
}

export function checkPassword(problems: StaffProblems, password: string): void {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH || [...password].length > STAFF_PASSWORD_MAX_LENGTH) {
    problems.add(
      'password',
      StaffMessageKey.PASSWORD_LENGTH,
      `Must be ${STAFF_PASSWORD_MIN_LENGTH} to ${STAFF_PASSWORD_MAX_LENGTH} characters`,
    );
  }
}

/** Distinct roles in the order of the enum; none is a problem (an account with no role does nothing). */
export function checkRoles(problems: StaffProblems, roles: readonly string[]): StaffRole[] {
  const known = [...new Set(roles)].filter(isStaffRole);
  if (known.length === 0) problems.add('roles', StaffMessageKey.ROLES_REQUIRED, 'Choose at least one role');
  return known;
}
