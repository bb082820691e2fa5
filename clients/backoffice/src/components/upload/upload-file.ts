/**
 * One file to one upload address: multipart POST, the file in `field` ('file' by default), with the
 * session cookie and its CSRF token in X-CSRF-Token, asked of the server just before (csrf-token.ts).
 * XMLHttpRequest (sendMultipart) rather than fetch because only it reports upload progress. Never
 * rejects: the result says accepted (the answer read), refused (the server's verdict and what it said
 * about the file) or no answer at all (verdict null), and the shared network status hears of it.
 */
import type { ApolloClient } from '@apollo/client';
import { reportNetworkFailure, reportNetworkSuccess, sendMultipart, serverVerdict } from '@tijara/shared';
import type { ServerVerdict } from '@tijara/shared';
import { fetchCsrfToken } from '../csrf-token';
import { formDataOf, isAccepted, refusalVerdictOf, uploadedImagesOf } from './upload-answer';
import type { UploadedImage } from './upload-answer';

/** A gateway error means the proxy answered but the server did not: as good as no answer. */
const GATEWAY_ERRORS = [502, 503, 504];
/** 2 MB at 256 kbit/s takes about a minute: past two, the link is gone and the slot is freed. */
export const UPLOAD_TIMEOUT_MS = 120_000;

export interface UploadFileOptions {
  /** Asks the CSRF token of the session (Query.me) just before sending. */
  readonly client: ApolloClient;
  readonly url: string;
  readonly file: File;
  /** The multipart field name; the server reads `file`. */
  readonly field?: string;
  /** 0 to 100 while the body goes up; 100 before the server has answered (it still stores it). */
  readonly onProgress?: (percent: number) => void;
}

export interface UploadAnswer {
  readonly status: number;
  /** The JSON answer as it came (null when it was not JSON). */
  readonly body: unknown;
  /** The stored images when the answer is the image array, else []. */
  readonly images: readonly UploadedImage[];
  /** The generic form answer's data, else null. */
  readonly data: unknown;
}

export interface UploadProblem {
  /** The server's refusal; null when no answer came (offline, timeout, a gateway's 502-504). */
  readonly verdict: ServerVerdict | null;
  /** What the server said about the file itself (errors[field]), shown as it came. */
  readonly fileErrors: readonly string[];
}

export type UploadResult =
  ({ readonly ok: true } & UploadAnswer) | { readonly ok: false; readonly problem: UploadProblem };

const noAnswer: UploadResult = { ok: false, problem: { verdict: null, fileErrors: [] } };

const refused = (verdict: ServerVerdict, field: string): UploadResult => ({
  ok: false,
  problem: { verdict, fileErrors: verdict.fieldErrors[field] ?? [] },
});

/** A session the server no longer holds: the same verdict a refused GraphQL call would give. */
const noSession: ServerVerdict = {
  code: 'UNAUTHENTICATED',
  message: 'No session',
  extensions: {},
  fieldErrors: {},
  messageKey: null,
};

async function sessionToken(client: ApolloClient): Promise<{ token: string } | UploadResult> {
  try {
    const token = await fetchCsrfToken(client);
    return token ? { token } : { ok: false, problem: { verdict: noSession, fileErrors: [] } };
  } catch (error) {
    // The Apollo link has already told the network status about a request that got no answer.
    const verdict = serverVerdict(error);
    return verdict ? { ok: false, problem: { verdict, fileErrors: [] } } : noAnswer;
  }
}

export async function uploadFile({
  client,
  url,
  file,
  field = 'file',
  onProgress,
}: UploadFileOptions): Promise<UploadResult> {
  const session = await sessionToken(client);
  if (!('token' in session)) return session;
  const form = new FormData();
  form.append(field, file);
  let answer;
  try {
    answer = await sendMultipart(url, form, {
      headers: { 'X-CSRF-Token': session.token },
      withCredentials: true,
      timeoutMs: UPLOAD_TIMEOUT_MS,
      onProgress: onProgress && ((fraction) => onProgress(Math.round(fraction * 100))),
    });
  } catch {
    reportNetworkFailure();
    return noAnswer;
  }
  if (GATEWAY_ERRORS.includes(answer.status)) {
    reportNetworkFailure();
    return noAnswer;
  }
  reportNetworkSuccess();
  const { status, body } = answer;
  if (!isAccepted(status, body)) return refused(refusalVerdictOf(status, body), field);
  return { ok: true, status, body, images: uploadedImagesOf(body), data: formDataOf(body) };
}
