/**
 * The review form's values and rules (spec section 5): name, email, phone and text not blank, a
 * purchase date, both boxes ticked, a rating of 1 to 5 whole stars (5 to start with), an optional
 * photo that must be an image. The keys are the multipart fields the server reads
 * (server/src/modules/reviews/rest/web-review.route.ts), photo under `image`.
 */
import { MAX_UPLOAD_BYTES } from '@tijara/schema';

export const RATING_DEFAULT = 5;
export const RATINGS = [1, 2, 3, 4, 5] as const;

export interface ReviewFormValues {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** YYYY-MM-DD, as the date input gives it; '' while not set. */
  readonly purchaseDate: string;
  readonly rating: number;
  readonly text: string;
  readonly boughtHere: boolean;
  readonly acceptedPolicy: boolean;
  readonly image: File | null;
}

export type ReviewField = keyof ReviewFormValues;

export const EMPTY_REVIEW: ReviewFormValues = {
  name: '',
  email: '',
  phone: '',
  purchaseDate: '',
  rating: RATING_DEFAULT,
  text: '',
  boughtHere: false,
  acceptedPolicy: false,
  image: null,
};

/** The fields the spec requires that are still missing, in form order. */
export function missingFields(values: ReviewFormValues): ReviewField[] {
  const blank = (text: string) => text.trim() === '';
  const missing: ReviewField[] = [];
  if (blank(values.name)) missing.push('name');
  if (blank(values.email)) missing.push('email');
  if (blank(values.phone)) missing.push('phone');
  if (values.purchaseDate === '') missing.push('purchaseDate');
  if (blank(values.text)) missing.push('text');
  if (!values.boughtHere) missing.push('boughtHere');
  if (!values.acceptedPolicy) missing.push('acceptedPolicy');
  return missing;
}

export type PhotoProblem = 'notImage' | 'tooLarge';

/** Why a chosen file cannot be the review's photo; null when it can. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_UPLOAD_BYTES) return 'tooLarge';
  return null;
}

/** The multipart body: the spec's keys, ticks as "true", the photo only when there is one. */
export function reviewFormData(productUuid: string, values: ReviewFormValues): FormData {
  const form = new FormData();
  form.append('productUuid', productUuid);
  form.append('name', values.name.trim());
  form.append('email', values.email.trim());
  form.append('phone', values.phone.trim());
  form.append('purchaseDate', values.purchaseDate);
  form.append('rating', String(values.rating));
  form.append('text', values.text.trim());
  form.append('boughtHere', String(values.boughtHere));
  form.append('acceptedPolicy', String(values.acceptedPolicy));
  if (values.image) form.append('image', values.image, values.image.name);
  return form;
}

/** Today in the shopper's calendar, YYYY-MM-DD: the latest purchase date the input offers. */
export function today(now: Date = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
