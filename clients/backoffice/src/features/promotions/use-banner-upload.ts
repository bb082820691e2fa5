/**
 * The banner image upload: multipart POST /dashboard/api/promotions/{id}/banner, field `file`, with
 * the session cookie and its CSRF token in X-CSRF-Token, asked of the server just before (Query.me:
 * the session it holds now is the one whose token it checks). XMLHttpRequest rather than fetch
 * because only it reports upload progress. The server checks the image by its content; the checks
 * here (an image, 2 MB at most, MAX_UPLOAD_BYTES) only spare a pointless upload.
 */
import { useCallback, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { MAX_UPLOAD_BYTES } from '@tijara/schema';
import {
  errorCodeOfStatus,
  errorMessages,
  messageByCode,
  reportNetworkFailure,
  reportNetworkSuccess,
  sendMultipart,
  serverVerdict,
} from '@tijara/shared';
import { fetchCsrfToken } from '../../components/csrf-token';
import { messages } from './messages';

const GATEWAY_ERRORS = [502, 503, 504];

export const bannerPath = (promotionId: number) => `/dashboard/api/promotions/${promotionId}/banner`;

export type UploadState =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly percent: number }
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly message: MessageDescriptor };

/** Sends the file; resolves with the HTTP status and JSON body, rejects when no answer came at all. */
export function sendBanner(url: string, file: File, token: string, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('file', file);
  return sendMultipart(url, form, {
    headers: { 'X-CSRF-Token': token },
    withCredentials: true,
    onProgress: (fraction) => onProgress(Math.round(fraction * 100)),
  });
}

/** Statuses that refuse the image itself: the screen says what an image must be. */
const IMAGE_REFUSED = [400, 413, 415, 422];

/** A refused upload: the image's own text, else its status's code told by the shared table. */
function uploadRefusal(status: number): MessageDescriptor {
  if (IMAGE_REFUSED.includes(status)) return messages.bannerRefused;
  const code = errorCodeOfStatus(status);
  return code ? messageByCode[code] : messages.bannerFailed;
}

function thumbOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { success, bannerThumbUrl } = body as { success?: unknown; bannerThumbUrl?: unknown };
  return success === true && typeof bannerThumbUrl === 'string' ? bannerThumbUrl : null;
}

/** upload(file) answers true once the server holds the image; the state drives the progress bar. */
export function useBannerUpload(promotionId: number) {
  const client = useApolloClient();
  const [state, setState] = useState<UploadState>({ status: 'idle' });

  const upload = useCallback(
    async (file: File): Promise<boolean> => {
      const fail = (message: MessageDescriptor) => {
        setState({ status: 'failed', message });
        return false;
      };
      if (!file.type.startsWith('image/')) return fail(messages.bannerNotImage);
      if (file.size > MAX_UPLOAD_BYTES) return fail(messages.bannerTooBig);
      setState({ status: 'uploading', percent: 0 });
      try {
        const token = await fetchCsrfToken(client);
        if (!token) return fail(errorMessages.UNAUTHENTICATED);
        const answer = await sendBanner(bannerPath(promotionId), file, token, (percent) =>
          setState({ status: 'uploading', percent }),
        );
        // A gateway error means the proxy answered but the server did not: as good as offline.
        if (GATEWAY_ERRORS.includes(answer.status)) {
          reportNetworkFailure();
          return fail(errorMessages.unreachable);
        }
        reportNetworkSuccess();
        const thumb = answer.status === 200 ? thumbOf(answer.body) : null;
        if (!thumb) return fail(uploadRefusal(answer.status));
        // The answer carries only the URL: every screen showing the promotion gets it from the cache.
        client.cache.modify({
          id: client.cache.identify({ __typename: 'Promotion', id: promotionId }),
          fields: { bannerThumbUrl: () => thumb },
        });
        setState({ status: 'done' });
        return true;
      } catch (error) {
        if (serverVerdict(error)) return fail(messages.bannerFailed);
        reportNetworkFailure();
        return fail(errorMessages.unreachable);
      }
    },
    [client, promotionId],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, upload, reset };
}
