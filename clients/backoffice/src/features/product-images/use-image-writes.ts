/**
 * The small edits of uploaded images, as outcomes the panel shows. Images are normalised by id, so
 * an answer refreshes its card; what touches other images (the one default, a deletion) is written
 * into the gallery's cached answer. The star and the combination boxes answer at once (optimistic)
 * and go back if the server refuses.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { serverVerdict } from '@tijara/shared';
import type { ServerVerdict } from '@tijara/shared';
import {
  AttachImageToCombinationDocument,
  DeleteProductImageDocument,
  DetachImageFromCombinationDocument,
  ProductImagesDocument,
  SetDefaultProductImageDocument,
  UpdateProductImageAltDocument,
} from '../../__generated__/product-images/graphql';
import type { ProductImageAltsInput } from '../../__generated__/product-images/graphql';
import type { GalleryImage } from './use-product-images';

/** A refusal carries the server's verdict (null: no answer at all). */
export type WriteOutcome =
  { readonly ok: true } | { readonly ok: false; readonly verdict: ServerVerdict | null };

const refused = (error: unknown): WriteOutcome => ({ ok: false, verdict: serverVerdict(error) });

/** Rewrites the cached gallery of the product (nothing when it was never read). */
function updateGallery(
  cache: ApolloCache,
  productId: number,
  change: (images: readonly GalleryImage[]) => GalleryImage[],
) {
  cache.updateQuery({ query: ProductImagesDocument, variables: { productId } }, (current) =>
    current
      ? { ...current, product: { ...current.product, images: change(current.product.images) } }
      : current,
  );
}

/** Exactly one default per product: the server's answer names it, the others lose their star. */
const onlyDefault = (defaultId: number | null) => (images: readonly GalleryImage[]) =>
  images.map((image) => ({ ...image, isDefault: image.id === defaultId }));

export function useSetDefaultImage(productId: number) {
  const [mutate] = useMutation(SetDefaultProductImageDocument);
  return useCallback(
    async (image: GalleryImage): Promise<WriteOutcome> => {
      try {
        await mutate({
          variables: { imageId: image.id },
          optimisticResponse: { setDefaultProductImage: { ...image, isDefault: true } },
          update: (cache, { data }) => {
            const chosen = data?.setDefaultProductImage;
            if (chosen) updateGallery(cache, productId, onlyDefault(chosen.id));
          },
        });
        return { ok: true };
      } catch (error) {
        return refused(error);
      }
    },
    [mutate, productId],
  );
}

export function useDeleteImage(productId: number) {
  const [mutate] = useMutation(DeleteProductImageDocument);
  return useCallback(
    async (image: GalleryImage): Promise<WriteOutcome> => {
      try {
        await mutate({
          variables: { imageId: image.id },
          update: (cache, { data }) => {
            const removed = data?.deleteProductImage;
            if (!removed) return;
            // A deleted default is succeeded by the image the server names (null: none left).
            const successor = removed.defaultImage?.id ?? null;
            updateGallery(cache, productId, (images) =>
              onlyDefault(successor)(images.filter((one) => one.id !== removed.id)),
            );
            cache.evict({ id: cache.identify({ __typename: 'ProductImage', id: removed.id }) });
            cache.gc();
          },
        });
        return { ok: true };
      } catch (error) {
        return refused(error);
      }
    },
    [mutate, productId],
  );
}

/** Attaches (shown = true) or detaches the image on one combination; both are idempotent. */
export function useToggleCombination() {
  const [attach] = useMutation(AttachImageToCombinationDocument);
  const [detach] = useMutation(DetachImageFromCombinationDocument);
  return useCallback(
    async (image: GalleryImage, combinationId: number, shown: boolean): Promise<WriteOutcome> => {
      const others = image.combinationIds.filter((id) => id !== combinationId);
      const expected = { ...image, combinationIds: shown ? [...others, combinationId] : others };
      const variables = { combinationId, imageId: image.id };
      try {
        if (shown) {
          await attach({ variables, optimisticResponse: { attachImageToCombination: expected } });
        } else {
          await detach({ variables, optimisticResponse: { detachImageFromCombination: expected } });
        }
        return { ok: true };
      } catch (error) {
        return refused(error);
      }
    },
    [attach, detach],
  );
}

export function useUpdateAlts() {
  const [mutate] = useMutation(UpdateProductImageAltDocument);
  return useCallback(
    async (imageId: number, alts: ProductImageAltsInput): Promise<WriteOutcome> => {
      try {
        await mutate({ variables: { imageId, alts } });
        return { ok: true };
      } catch (error) {
        return refused(error);
      }
    },
    [mutate],
  );
}
