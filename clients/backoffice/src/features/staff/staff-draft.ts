/**
 * The staff forms as typed, and the checks made before anything is sent, by the server's rules
 * (server/src/modules/staff/admin/staff-form.ts): an e-mail, a display name of 1 to 60 characters, a
 * password of 8 to 128 characters for a new account, at least one role. What is left to the server
 * (an e-mail already taken, a shop gone meanwhile) comes back as field errors under the same fields.
 */
import type { MessageDescriptor } from 'react-intl';
import {
  STAFF_DISPLAY_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  isValidEmail,
  normalizeEmail,
} from '@tijara/schema';
import type { StaffRole } from '@tijara/schema';
import type {
  NewStaffMemberInput,
  StaffAccountInput,
  StaffAffectationInput,
  StaffMemberFieldsFragment,
} from '../../__generated__/staff/graphql';
import { messages } from './messages';
import { STAFF_ROLES } from './labels';

export interface AccountDraft {
  readonly displayName: string;
  readonly roles: readonly StaffRole[];
}

export interface AffectationDraft {
  readonly shops: readonly string[];
  readonly warehouses: readonly string[];
}

export interface NewMemberDraft extends AccountDraft, AffectationDraft {
  readonly email: string;
  readonly password: string;
}

export const EMPTY_MEMBER: NewMemberDraft = {
  email: '',
  displayName: '',
  password: '',
  roles: [],
  shops: [],
  warehouses: [],
};

export type Problems = Readonly<Record<string, readonly MessageDescriptor[]>>;
export type Checked<T> =
  { readonly ok: true; readonly input: T } | { readonly ok: false; readonly problems: Problems };

export function accountDraftOf(member: StaffMemberFieldsFragment): AccountDraft {
  return { displayName: member.displayName, roles: member.roles };
}

export function affectationDraftOf(member: StaffMemberFieldsFragment): AffectationDraft {
  return { shops: member.shopIds, warehouses: member.warehouseIds };
}

/** The list with `value` in or out, in a stable order for roles (the enum's). */
export function toggled<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  const rest = list.filter((item) => item !== value);
  return on ? [...rest, value] : rest;
}

function rolesInOrder(roles: readonly StaffRole[]): StaffRole[] {
  return STAFF_ROLES.filter((role) => roles.includes(role));
}

function accountProblems(draft: AccountDraft, problems: Record<string, MessageDescriptor[]>): void {
  const name = draft.displayName.trim();
  if (name.length === 0 || name.length > STAFF_DISPLAY_NAME_MAX_LENGTH) {
    problems['displayName'] = [messages.keyDisplayNameLength];
  }
  if (draft.roles.length === 0) problems['roles'] = [messages.keyRolesRequired];
}

export function checkAccount(draft: AccountDraft): Checked<StaffAccountInput> {
  const problems: Record<string, MessageDescriptor[]> = {};
  accountProblems(draft, problems);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, input: { displayName: draft.displayName.trim(), roles: rolesInOrder(draft.roles) } };
}

export function affectationInput(draft: AffectationDraft): StaffAffectationInput {
  return { shops: [...draft.shops], warehouses: [...draft.warehouses] };
}

export function checkNewMember(draft: NewMemberDraft): Checked<NewStaffMemberInput> {
  const problems: Record<string, MessageDescriptor[]> = {};
  const email = normalizeEmail(draft.email);
  if (!isValidEmail(email)) problems['email'] = [messages.keyEmailInvalid];
  const length = [...draft.password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH || length > STAFF_PASSWORD_MAX_LENGTH) {
    problems['password'] = [messages.keyPasswordLength];
  }
  accountProblems(draft, problems);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    input: {
      email,
      displayName: draft.displayName.trim(),
      password: draft.password,
      roles: rolesInOrder(draft.roles),
      ...affectationInput(draft),
    },
  };
}
