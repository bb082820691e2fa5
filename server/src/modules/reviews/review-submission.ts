/**
 * The rules a storefront review must pass before anything is written (the review form's rules,
 * tightened on the server): every broken rule becomes a message under its field, so one 400
 * answer lists them all. Pure: the caller passes "now" (the request's instant) and gets either the
 * cleaned draft to store or the field errors.
 */
import {
  isAlgerianMobile,
  isValidEmail,
  normalizeAlgerianPhone,
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  shopDayOf,
} from '@tijara/schema';
import type { FieldErrors } from '../../core/errors';
import { isUuid } from '../../core/ids';

import { isBlankHtml, sanitizeReviewText } from './review-text';

export const REVIEW_NAME_MIN = 2;
export const REVIEW_NAME_MAX = 60;
export const REVIEW_TEXT_MIN = 3;
export const REVIEW_TEXT_MAX = 5000;
export const REVIEW_EMAIL_MAX = 254;
/** Purchases before this date are not plausible for a shop opened this century. */
export const EARLIEST_PURCHASE_DATE = '2000-01-01';
/** Algeria keeps UTC+1 all year: "today" for the purchase date is the shopper's calendar day. */

/** The form as sent: every value a string, absent ones undefined. */
export type ReviewSubmissionFields = Readonly<
  Partial<
    Record<
      | 'productUuid'
      | 'name'
      | 'email'
      | 'phone'
      | 'purchaseDate'
      | 'rating'
      | 'text'
      | 'boughtHere'
      | 'acceptedPolicy',
      string
    >
  >
>;

export interface ReviewDraft {
  /** Lowercase. */
  readonly productUuid: string;
  /** Trimmed, inner runs of white space collapsed. */
  readonly authorName: string;
  /** Trimmed and lowercased: duplicates are found by it. */
  readonly email: string;
  /** National form, 10 digits (`normalizeAlgerianPhone` of @tijara/schema). */
  readonly phone: string;
  /** YYYY-MM-DD. */
  readonly purchaseDate: string;
  readonly rating: number;
  /** Sanitised HTML (see review-text.ts). */
  readonly textHtml: string;
}

export type ReviewCheck =
  { readonly ok: true; readonly draft: ReviewDraft } | { readonly ok: false; readonly errors: FieldErrors };

const TICKED = new Set(['true', '1', 'on']);

/** The checkbox values a browser or a script sends for "ticked". */
export function isTicked(value: string | undefined): boolean {
  return value !== undefined && TICKED.has(value.trim().toLowerCase());
}

/** Length in characters as a reader counts them (an emoji or an Arabic letter is one). */
function charCount(value: string): number {
  return [...value].length;
}

/** Today's date in Algiers, YYYY-MM-DD. */
export function algiersDate(now: Date): string {
  return shopDayOf(now);
}

/** A calendar date that exists (no 2025-02-30), written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

function purchaseDateErrors(value: string, now: Date): string[] {
  if (value === '') return ['is required'];
  if (!isCalendarDate(value)) return ['must be a real date written YYYY-MM-DD'];
  if (value > algiersDate(now)) return ['cannot be in the future'];
  if (value < EARLIEST_PURCHASE_DATE) return [`cannot be before ${EARLIEST_PURCHASE_DATE}`];
  return [];
}

function ratingErrors(value: string): string[] {
  const range = `must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}`;
  if (value === '') return ['is required'];
  if (!/^\d{1,3}$/.test(value)) return [range];
  const rating = Number(value);
  return rating < REVIEW_RATING_MIN || rating > REVIEW_RATING_MAX ? [range] : [];
}

function lengthErrors(value: string, min: number, max: number): string[] {
  if (value === '') return ['is required'];
  const length = charCount(value);
  return length < min || length > max ? [`must be ${min} to ${max} characters long`] : [];
}

function emailErrors(value: string): string[] {
  if (value === '') return ['is required'];
  if (charCount(value) > REVIEW_EMAIL_MAX) return [`must be at most ${REVIEW_EMAIL_MAX} characters long`];
  return isValidEmail(value) ? [] : ['must be an email address'];
}

function phoneErrors(raw: string, normalised: string): string[] {
  if (raw === '') return ['is required'];
  return isAlgerianMobile(normalised) ? [] : ['must be a mobile number: 05, 06 or 07 and 8 more digits'];
}

function productUuidErrors(value: string): string[] {
  if (value === '') return ['is required'];
  return isUuid(value) ? [] : ['must be a product uuid'];
}

function textErrors(raw: string, html: string): string[] {
  const errors = lengthErrors(raw, REVIEW_TEXT_MIN, REVIEW_TEXT_MAX);
  if (errors.length === 0 && isBlankHtml(html)) return ['has no words left once markup is removed'];
  return errors;
}

/** Checks every rule and answers the draft, or every field at fault with its messages. */
export function checkReviewSubmission(fields: ReviewSubmissionFields, now: Date): ReviewCheck {
  const text = (name: keyof ReviewSubmissionFields) => (fields[name] ?? '').trim();
  const authorName = text('name').replace(/\s+/g, ' ');
  const email = text('email').toLowerCase();
  const phone = normalizeAlgerianPhone(text('phone'));
  const textHtml = sanitizeReviewText(text('text'));
  const found: Record<string, string[]> = {
    productUuid: productUuidErrors(text('productUuid')),
    name: lengthErrors(authorName, REVIEW_NAME_MIN, REVIEW_NAME_MAX),
    email: emailErrors(email),
    phone: phoneErrors(text('phone'), phone),
    purchaseDate: purchaseDateErrors(text('purchaseDate'), now),
    rating: ratingErrors(text('rating')),
    text: textErrors(text('text'), textHtml),
    boughtHere: isTicked(fields.boughtHere) ? [] : ['must be ticked'],
    acceptedPolicy: isTicked(fields.acceptedPolicy) ? [] : ['must be ticked'],
  };
  const errors = Object.fromEntries(Object.entries(found).filter(([, messages]) => messages.length > 0));
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const draft: ReviewDraft = {
    productUuid: text('productUuid').toLowerCase(),
    authorName,
    email,
    phone,
    purchaseDate: text('purchaseDate'),
    rating: Number(text('rating')),
    textHtml,
  };
  return { ok: true, draft };
}
