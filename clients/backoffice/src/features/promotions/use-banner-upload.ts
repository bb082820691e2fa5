/**
 * The banner image upload: POST /dashboard/api/promotions/{id}/banner through the back office's one
 * upload path (components/upload: field `file`, the session's CSRF token asked just before, progress
 * from XMLHttpRequest). The server checks the image by its content; the checks here (an image, 2 MB
 * at most) only spare a pointless upload. The answer carries the new thumbnail's URL, written into
 * the Apollo cache so every screen showing the promotion gets it.
 */
import { useCallback, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useApolloClient } from '@apollo/client/react';
import { errorMessage } from '@tijara/shared';
import { checkImageFiles, uploadFile } from '../../components/upload';
import type { UploadProblem } from '../../components/upload';
import { messages } from './messages';

export const bannerPath = (promotionId: number) => `/dashboard/api/promotions/${promotionId}/banner`;

export type UploadState =
  | { readonly status: 'idle' }
  | { readonly status: 'uploading'; readonly percent: number }
  | { readonly status: 'done' }
  | { readonly status: 'failed'; readonly message: MessageDescriptor };

/** Statuses that refuse the image itself: the screen says what an image must be. */
const IMAGE_REFUSED = [400, 413, 415, 422];

/** A refused upload: the image's own text, else its code's, else that no answer came. */
function uploadRefusal({ verdict }: UploadProblem): MessageDescriptor {
  if (verdict?.status !== undefined && IMAGE_REFUSED.includes(verdict.status)) return messages.bannerRefused;
  return errorMessage(verdict);
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
      const refusal = checkImageFiles([file]).refused[0];
      if (refusal)
        return fail(refusal.reason === 'notImage' ? messages.bannerNotImage : messages.bannerTooBig);
      setState({ status: 'uploading', percent: 0 });
      const result = await uploadFile({
        client,
        url: bannerPath(promotionId),
        file,
        onProgress: (percent) => setState({ status: 'uploading', percent }),
      });
      if (!result.ok) return fail(uploadRefusal(result.problem));
      const thumb = thumbOf(result.body);
      if (!thumb) return fail(messages.bannerFailed);
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Promotion', id: promotionId }),
        fields: { bannerThumbUrl: () => thumb },
      });
      setState({ status: 'done' });
      return true;
    },
    [client, promotionId],
  );
  const reset = useCallback(() => setState({ status: 'idle' }), []);
  return { state, upload, reset };
}
