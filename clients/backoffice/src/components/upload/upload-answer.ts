/**
 * Reading what an upload address answered. The server answers a stored product image batch with an
 * array of {id, name, size, removeUrl, path, alt}, other uploads with the generic form shape
 * {success, message, data, errors}, and a refusal with {success: false, message, code, errors} and
 * the status its code maps to. A refusal is read into the same ServerVerdict a GraphQL error gives,
 * so screens say it with the shared code table.
 */
import { isErrorCode } from '@tijara/schema';
import type { ErrorCode } from '@tijara/schema';
import { errorCodeOfStatus, fieldErrorsOf } from '@tijara/shared';
import type { ServerVerdict } from '@tijara/shared';

/** One stored image, as the upload answer lists it. */
export interface UploadedImage {
  readonly id: number;
  readonly name: string;
  /** Bytes of the file sent. */
  readonly size: number;
  readonly removeUrl: string;
  /** The image to show (the product page's large variant). */
  readonly path: string;
  readonly alt: string;
}

type Json = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function uploadedImageOf(value: unknown): UploadedImage | null {
  if (!isObject(value)) return null;
  const { id, name, size, removeUrl, path, alt } = value;
  if (typeof id !== 'number' || typeof name !== 'string' || typeof size !== 'number') return null;
  if (typeof removeUrl !== 'string' || typeof path !== 'string') return null;
  return { id, name, size, removeUrl, path, alt: typeof alt === 'string' ? alt : '' };
}

/** The images an answer lists: [] when it is not the image array (a banner's or a form's answer). */
export function uploadedImagesOf(body: unknown): UploadedImage[] {
  if (!Array.isArray(body)) return [];
  return body.map(uploadedImageOf).filter((image): image is UploadedImage => image !== null);
}

/** The generic form answer's `data` (null when the body has none). */
export function formDataOf(body: unknown): unknown {
  return isObject(body) && 'data' in body ? body['data'] : null;
}

/** A 2xx whose body does not say otherwise: a form answer may refuse with success:false and a 200. */
export function isAccepted(status: number, body: unknown): boolean {
  if (status < 200 || status > 299) return false;
  return !(isObject(body) && body['success'] === false);
}

/** The server's own code, else the one its status stands for; an unknown status is the server's fault. */
function codeOf(status: number, body: Json | null): ErrorCode {
  const stated = body?.['code'];
  if (isErrorCode(stated)) return stated;
  if (status >= 200 && status < 300) return 'BAD_USER_INPUT';
  return errorCodeOfStatus(status) ?? (status < 500 ? 'BAD_USER_INPUT' : 'INTERNAL_SERVER_ERROR');
}

/** A refused upload's verdict: code, the server's sentence, field errors (errors.file...), rule key. */
export function refusalVerdictOf(status: number, body: unknown): ServerVerdict {
  const json = isObject(body) ? body : null;
  const code = codeOf(status, json);
  const message = json?.['message'];
  const messageKey = json?.['messageKey'];
  return {
    code,
    message: typeof message === 'string' ? message : code,
    extensions: json ?? {},
    fieldErrors: fieldErrorsOf(json?.['errors']),
    messageKey: typeof messageKey === 'string' ? messageKey : null,
    status,
  };
}
