/**
 * The refusals of staff administration: the form's field errors, each with the message key the back
 * office translates (extensions.messageKeys, field -> key), collected so one answer names every field
 * at fault; and the rules about admins, refused as CONFLICT with their own key.
 */
import { ErrorCode } from '@tijara/schema';
import { RuleError } from '../../../core/errors';

/** Keys the back office translates (extensions.messageKey, and messageKeys per field). */
export const StaffMessageKey = {
  FORM_INVALID: 'staff_form_invalid',
  EMAIL_INVALID: 'email_invalid',
  EMAIL_TAKEN: 'email_taken',
  DISPLAY_NAME_LENGTH: 'display_name_length',
  PASSWORD_LENGTH: 'password_length',
  ROLES_REQUIRED: 'roles_required',
  UNKNOWN_SHOPS: 'unknown_shops',
  UNKNOWN_WAREHOUSES: 'unknown_warehouses',
  /** An admin removing their own ADMIN role. */
  OWN_ADMIN_ROLE: 'own_admin_role',
  /** An admin deactivating, or resetting the password of, their own account. */
  OWN_ACCOUNT: 'own_account',
  /** The change would leave no active admin. */
  LAST_ADMIN: 'last_admin',
  /** Someone else saved the account meanwhile (the version moved on). */
  STAFF_CHANGED: 'staff_changed',
} as const;
export type StaffMessageKey = (typeof StaffMessageKey)[keyof typeof StaffMessageKey];

export class StaffProblems {
  private readonly messages: Record<string, string[]> = {};
  private readonly keys: Record<string, StaffMessageKey> = {};

  add(field: string, key: StaffMessageKey, message: string): void {
    (this.messages[field] ??= []).push(message);
    this.keys[field] ??= key;
  }

  get any(): boolean {
    return Object.keys(this.messages).length > 0;
  }

  /** BAD_USER_INPUT naming every field at fault; nothing is written. */
  assertNone(): void {
    if (!this.any) return;
    throw new RuleError(
      ErrorCode.BAD_USER_INPUT,
      StaffMessageKey.FORM_INVALID,
      'The staff account is not valid',
      this.messages,
      { messageKeys: this.keys },
    );
  }
}

export function ownAdminRoleError(): RuleError {
  const message = 'You cannot remove your own ADMIN role: ask another administrator';
  return new RuleError(ErrorCode.CONFLICT, StaffMessageKey.OWN_ADMIN_ROLE, message, { roles: [message] });
}

export function ownAccountError(what: 'deactivate' | 'reset the password of'): RuleError {
  return new RuleError(
    ErrorCode.CONFLICT,
    StaffMessageKey.OWN_ACCOUNT,
    `You cannot ${what} your own account: ask another administrator`,
  );
}

export function lastAdminError(): RuleError {
  return new RuleError(
    ErrorCode.CONFLICT,
    StaffMessageKey.LAST_ADMIN,
    'This is the last active administrator: make someone else an administrator first',
  );
}

export function staffChangedError(): RuleError {
  return new RuleError(
    ErrorCode.CONFLICT,
    StaffMessageKey.STAFF_CHANGED,
    'Someone else saved this account meanwhile: reload it and try again',
  );
}
