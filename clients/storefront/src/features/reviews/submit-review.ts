/**
 * Sends a review: POST /web/api/product/submit/review, multipart, with the shop's public storefront
 * token as Bearer. XMLHttpRequest rather than fetch because it is the only way to report the upload's
 * progress (a photo on 3G takes seconds). The server answers {success:true, ...} or, refusing,
 * {success:false, message, code, errors:{field:[...]}}; anything else (no answer, a proxy's page)
 * is a failure without field errors.
 */

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

function fieldErrorsOf(body: unknown): FieldErrors {
  if (typeof body !== 'object' || body === null) return {};
  const errors = (body as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null) return {};
  return Object.fromEntries(
    Object.entries(errors).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((text) => typeof text === 'string'),
    ),
  );
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function resultOf(xhr: XMLHttpRequest): ReviewSubmitResult {
  const body = parse(xhr.responseText);
  const success = typeof body === 'object' && body !== null && (body as { success?: unknown }).success;
  if (xhr.status >= 200 && xhr.status < 300 && success === true) return { ok: true };
  return { ok: false, status: xhr.status, fieldErrors: fieldErrorsOf(body) };
}

export function submitReview(
  body: FormData,
  { token, onProgress }: SubmitOptions,
): Promise<ReviewSubmitResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const failed = () => resolve({ ok: false, status: 0, fieldErrors: {} });
    xhr.open('POST', REVIEW_SUBMIT_PATH);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = REVIEW_SUBMIT_TIMEOUT_MS;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onload = () => resolve(resultOf(xhr));
    xhr.onerror = failed;
    xhr.ontimeout = failed;
    xhr.onabort = failed;
    xhr.send(body);
  });
}
