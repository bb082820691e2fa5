/**
 * The product's gallery and the combinations an image can be attached to. Images are written online
 * only (files go to the server's storage), so the server is the one truth: read through Apollo,
 * cache-and-network. The last answer is also kept on the device, so an editor opened offline still
 * shows the gallery (fromDevice: then nothing is written from it).
 */
import { useCallback, useRef } from 'react';
import { useQuery } from '@apollo/client/react';
import { useOfflineCopy } from '../../components/use-offline-copy';
import { ProductImagesDocument } from '../../__generated__/product-images/graphql';
import type { ProductImagesQuery } from '../../__generated__/product-images/graphql';

export type GalleryImage = ProductImagesQuery['product']['images'][number];
export type GalleryCombination = ProductImagesQuery['product']['combinations'][number];

/** By position, the order the storefront shows them in (the server's is not promised). */
const byPosition = (a: GalleryImage, b: GalleryImage) => a.position - b.position || a.id - b.id;

export function useProductImages(productId: number) {
  const { data, loading, error, refetch } = useQuery(ProductImagesDocument, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const copy = useOfflineCopy(`product-images:${productId}`, data?.product);
  const product = copy.data;
  const images = product ? [...product.images].sort(byPosition) : undefined;

  // Uploads end one after another, up to 8 at a time: a refresh asked while one is under way runs
  // once more after it, so the answer always includes the last image stored, without 8 requests.
  const running = useRef(false);
  const again = useRef(false);
  const refresh = useCallback(() => {
    const run = () => {
      running.current = true;
      void refetch()
        .catch(() => undefined)
        .finally(() => {
          running.current = false;
          if (again.current) {
            again.current = false;
            run();
          }
        });
    };
    if (running.current) again.current = true;
    else run();
  }, [refetch]);

  return {
    images,
    combinations: product?.combinations ?? [],
    fromDevice: copy.fromDevice,
    loading,
    failed: Boolean(error),
    retry: () => void refetch().catch(() => undefined),
    refresh,
  };
}
