/**
 * What the staff screens say when a check or the server refuses. Field errors show under their
 * fields, in this screen's words when the server gives the field's key (extensions.messageKeys),
 * else in the server's own line; a refusal about admins (own_admin_role, own_account, last_admin)
 * has its sentence; a stale version (staff_changed) offers a reload; anything else is the shared
 * text of its error code.
 */
import {
  STAFF_DISPLAY_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@tijara/schema';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { errorMessage, serverVerdict } from '@tijara/shared';
import { errorsByField } from '../../components/field-errors';
import type { FieldErrors } from '../../components/field-errors';
import type { FormOutcome } from '../../components/OutcomeLine';
import { messages } from './messages';

import type { Problems } from './staff-draft';

/** The numbers some messages name, by field. */
const VALUES: Readonly<Record<string, Record<string, number>>> = {
  displayName: { max: STAFF_DISPLAY_NAME_MAX_LENGTH },
  password: { min: STAFF_PASSWORD_MIN_LENGTH, max: STAFF_PASSWORD_MAX_LENGTH },
};

const FIELD_KEYS: Readonly<Record<string, MessageDescriptor>> = {
  email_invalid: messages.keyEmailInvalid,
  email_taken: messages.keyEmailTaken,
  display_name_length: messages.keyDisplayNameLength,
  password_length: messages.keyPasswordLength,
  roles_required: messages.keyRolesRequired,
  unknown_shops: messages.keyUnknownShops,
  unknown_warehouses: messages.keyUnknownWarehouses,
  own_admin_role: messages.ownAdminRole,
};

const RULE_KEYS: Readonly<Record<string, MessageDescriptor>> = {
  own_admin_role: messages.ownAdminRole,
  own_account: messages.ownAccount,
  last_admin: messages.keyLastAdmin,
};

export interface StaffRefusal {
  readonly fieldErrors: FieldErrors;
  readonly outcome: FormOutcome;
}

/** The client's own checks, as the lines under each field. */
export function translatedProblems(intl: IntlShape, problems: Problems): FieldErrors {
  return Object.fromEntries(
    Object.entries(problems).map(([field, list]) => [
      field,
      list.map((descriptor) => intl.formatMessage(descriptor, VALUES[field])),
    ]),
  );
}

function keysOf(value: unknown): Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** The server's refusal (or no answer at all) as field errors and the form's outcome line. */
export function staffRefusalOf(intl: IntlShape, error: unknown): StaffRefusal {
  const verdict = serverVerdict(error);
  const keys = keysOf(verdict?.extensions['messageKeys']);
  const fieldErrors = Object.fromEntries(
    Object.entries(errorsByField(verdict?.fieldErrors ?? {})).map(([field, lines]) => {
      const key = keys[field];
      const known = typeof key === 'string' ? FIELD_KEYS[key] : undefined;
      return [field, known ? [intl.formatMessage(known, VALUES[field])] : lines];
    }),
  );
  if (verdict?.messageKey === 'staff_changed') return { fieldErrors, outcome: { kind: 'stale' } };
  const rule = verdict?.messageKey ? RULE_KEYS[verdict.messageKey] : undefined;
  return { fieldErrors, outcome: { kind: 'failed', message: rule ?? errorMessage(verdict) } };
}

/** A refusal in one sentence, for an action outside a form (a dialog's confirmation). */
export function refusalText(intl: IntlShape, refusal: StaffRefusal): string {
  const descriptor: MessageDescriptor =
    refusal.outcome.kind === 'failed' ? refusal.outcome.message : messages.stale;
  return intl.formatMessage(descriptor);
}
