/**
 * The shared customer form rules (@tijara/schema `checkCustomerForm`) as the server's refusals: an
 * English sentence per field for developers, the message key per field for the apps to translate.
 */
import { checkCustomerForm } from '@tijara/schema';
import type { CustomerFormFields } from '@tijara/schema';

const FIELD_MESSAGES: Readonly<Record<keyof CustomerFormFields, string>> = {
  firstname: 'Letters only, 3 to 20',
  lastname: 'Letters only, 3 to 20',
  phone: 'A mobile number: 05, 06 or 07 and 8 more digits',
  email: 'Not an e-mail address',
};

export interface CustomerFormProblem {
  readonly field: keyof CustomerFormFields;
  readonly message: string;
  readonly messageKey: string;
}

/** The normalised fields, and what is wrong with them (empty when nothing is). */
export function customerFormProblems(raw: CustomerFormFields): {
  values: CustomerFormFields;
  problems: CustomerFormProblem[];
} {
  const checked = checkCustomerForm(raw);
  const problems = Object.entries(checked.errors).map(([field, messageKey]) => ({
    field: field as keyof CustomerFormFields,
    message: FIELD_MESSAGES[field as keyof CustomerFormFields],
    messageKey,
  }));
  return { values: checked.values, problems };
}
