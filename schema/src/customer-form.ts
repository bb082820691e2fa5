/**
 * The customer form rules of the checkout, the quick order, the POS and the staff order form, one
 * implementation for the server and the apps so a phone number a
 * shopper types is stored, deduplicated and cooled down the same everywhere.
 *
 * Phone numbers: the shopper may type spaces, dashes, dots, +213 or 00213 and Arabic-Indic digits;
 * the stored form is the national one, 10 digits starting 05, 06 or 07.
 */
import { normaliseDigits } from './digits.js';
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from './limits.js';

const INTERNATIONAL_PREFIXES = ['+213', '00213'] as const;
const MOBILE_PATTERN = /^0[567]\d{8}$/;
/** Letters of any script (with their combining marks: Arabic vowels, accents), spaces between. */
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** Something@domain.tld with a TLD of 2 or more characters. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;
/** What the checkout's e-mail input keeps while typing. */
const EMAIL_TYPING_STRIP = /[^\p{L}\p{N}@._%+-]/gu;

/** The message keys of the customer form (the apps translate them). */
export const CustomerFormMessageKey = {
  FIRSTNAME: 'form.validation.firstname',
  LASTNAME: 'form.validation.lastname',
  PHONE: 'form.validation.phone',
  EMAIL: 'form.validation.email',
  MISSING_MANDATORY: 'form.missingMandatoryInfo',
  WAIT_SECONDS: 'form.waitSeconds',
  EMPTY_CART: 'cart.your_cart_is_empty',
} as const;
export type CustomerFormMessageKey = (typeof CustomerFormMessageKey)[keyof typeof CustomerFormMessageKey];

/**
 * The national form of what was typed: characters other than digits and `+` are dropped, the
 * international prefix removed, and a leading 0 added to 9 digits starting 5, 6 or 7. Whatever
 * comes out still has to pass `isAlgerianMobile`.
 */
export function normalizeAlgerianPhone(raw: string): string {
  let phone = normaliseDigits(raw).replace(/[^\d+]/g, '');
  const prefix = INTERNATIONAL_PREFIXES.find((p) => phone.startsWith(p));
  if (prefix) phone = phone.slice(prefix.length);
  if (/^[567]\d{8}$/.test(phone)) phone = `0${phone}`;
  return phone;
}

/** True for a normalised mobile number: 0, then 5, 6 or 7, then 8 digits. */
export function isAlgerianMobile(phone: string): boolean {
  return MOBILE_PATTERN.test(phone);
}

/** Trimmed, NFC, runs of white space made one space: the form a name is checked and stored in. */
export function normalizePersonName(raw: string): string {
  return raw.normalize('NFC').trim().replace(/\s+/g, ' ');
}

/** Length as a reader counts it: an Arabic letter with its vowel mark, or an accented letter, is one. */
function letterCount(name: string): number {
  return name.replace(/\p{M}/gu, '').length;
}

/** A normalised first or last name: letters of any script and spaces, 3 to 20 letters. */
export function isValidPersonName(name: string): boolean {
  const length = letterCount(name);
  return PERSON_NAME_PATTERN.test(name) && length >= NAME_MIN_LENGTH && length <= NAME_MAX_LENGTH;
}

/** What the e-mail input keeps while the shopper types (anything else is stripped as typed). */
export function stripEmailTyping(raw: string): string {
  return raw.replace(EMAIL_TYPING_STRIP, '');
}

/** Trimmed and lower-cased; '' stands for "no e-mail" (it is optional). */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email);
}

export interface CustomerFormFields {
  readonly firstname: string;
  readonly lastname: string;
  readonly phone: string;
  /** Optional: '' for none. */
  readonly email: string;
}

export interface CheckedCustomer {
  /** The normalised values (what is stored and what the idempotency payload carries). */
  readonly values: CustomerFormFields;
  /** Field name to its message key; empty when every field passes. */
  readonly errors: Readonly<Partial<Record<keyof CustomerFormFields, CustomerFormMessageKey>>>;
}

/** Normalises and checks the four customer fields at once, as both the apps and the server do. */
export function checkCustomerForm(raw: CustomerFormFields): CheckedCustomer {
  const values = {
    firstname: normalizePersonName(raw.firstname),
    lastname: normalizePersonName(raw.lastname),
    phone: normalizeAlgerianPhone(raw.phone),
    email: normalizeEmail(raw.email),
  };
  const errors: Partial<Record<keyof CustomerFormFields, CustomerFormMessageKey>> = {};
  if (!isValidPersonName(values.firstname)) errors.firstname = CustomerFormMessageKey.FIRSTNAME;
  if (!isValidPersonName(values.lastname)) errors.lastname = CustomerFormMessageKey.LASTNAME;
  if (!isAlgerianMobile(values.phone)) errors.phone = CustomerFormMessageKey.PHONE;
  if (values.email !== '' && !isValidEmail(values.email)) errors.email = CustomerFormMessageKey.EMAIL;
  return { values, errors };
}
