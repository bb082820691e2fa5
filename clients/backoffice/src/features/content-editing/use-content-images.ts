/**
 * Content images go up through the server's content-checked upload
 * (POST /dashboard/api/content/{shopUuid}/images, field `file`: checked by its bytes, stored with
 * its WebP variants), each file with its own progress (components/upload's queue). The answer's
 * media key is what a block's images or a post's thumbnail then name.
 */
import { useCallback } from 'react';
import { useUploadQueue } from '../../components/upload';
import type { UploadAnswer } from '../../components/upload';

export const contentImagesPath = (shopUuid: string) =>
  `/dashboard/api/content/${encodeURIComponent(shopUuid)}/images`;

export interface UploadedContentImage {
  readonly mediaKey: string;
  /** The GRID_DISPLAY variant, to show in the form. */
  readonly url: string;
}

export function contentImageOf(body: unknown): UploadedContentImage | null {
  if (typeof body !== 'object' || body === null) return null;
  const { mediaKey, url } = body as { mediaKey?: unknown; url?: unknown };
  return typeof mediaKey === 'string' && typeof url === 'string' ? { mediaKey, url } : null;
}

export function useContentImages(shopUuid: string, onImage: (image: UploadedContentImage) => void) {
  const onUploaded = useCallback(
    (answer: UploadAnswer) => {
      const image = contentImageOf(answer.body);
      if (image) onImage(image);
    },
    [onImage],
  );
  return useUploadQueue({ url: contentImagesPath(shopUuid), onUploaded });
}
