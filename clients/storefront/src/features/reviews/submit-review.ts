/**
 * Sends a review: POST /web/api/product/submit/review, multipart, with the shop's public storefront
 * token as Bearer, through the shared sendMultipart (it reports the upload's progress: a photo on 3G
 * takes seconds). The server answers {success:true, ...} or, refusing,
 * {success:false, message, code, errors:{field:[...]}}; anything else (no answer, a proxy's page)
 * is a failure without field errors.
 */
import { fieldErrorsOf, sendMultipart } from '@tijara/shared';

export const REVIEW_SUBMIT_PATH = '/web/api/product/submit/review';
/** A photo of 2 MB over a slow 3G link can take a minute; past two, the connection is gone. */
export const REVIEW_SUBMIT_TIMEOUT_MS = 120_000;

export type FieldErrors = Readonly<Record<string, readonly string[]>>;

export type ReviewSubmitResult =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** 0 when no answer came. */
      readonly status: number;
      readonly fieldErrors: FieldErrors;
    };

export interface SubmitOptions {
  readonly token: string;
  /** From 0 to 1, while the body goes up. */
  readonly onProgress?: (fraction: number) => void;
}

export async function submitReview(
  body: FormData,
  { token, onProgress }: SubmitOptions,
): Promise<ReviewSubmitResult> {
  try {
    const answer = await sendMultipart(REVIEW_SUBMIT_PATH, body, {
      headers: { Authorization: `Bearer ${token}` },
      onProgress,
      timeoutMs: REVIEW_SUBMIT_TIMEOUT_MS,
    });
    const content = answer.body as { success?: unknown; errors?: unknown } | null;
    if (answer.status >= 200 && answer.status < 300 && content?.success === true) return { ok: true };
    return { ok: false, status: answer.status, fieldErrors: fieldErrorsOf(content?.errors) };
  } catch {
    return { ok: false, status: 0, fieldErrors: {} };
  }
}
