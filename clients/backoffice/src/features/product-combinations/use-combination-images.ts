/**
 * Attaching and detaching a combination's own images: one call per image whose box changed, one
 * after the other (the server locks the product for each). Each answer carries the image's
 * combinationIds, so the cached product images follow without a reload.
 */
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import {
  CombinationAttachImageDocument,
  CombinationDetachImageDocument,
} from '../../__generated__/product-combinations/graphql';

/** The images attached to the combination, from the product's images. */
export function imagesOf(
  images: readonly { readonly id: number; readonly combinationIds: readonly number[] }[] | undefined,
  combinationId: number | null,
): ReadonlySet<number> {
  if (!images || combinationId === null) return new Set();
  return new Set(images.filter((image) => image.combinationIds.includes(combinationId)).map((i) => i.id));
}

/** (combination, before, after) => whether every change went through. */
export function useSyncCombinationImages() {
  const [attach] = useMutation(CombinationAttachImageDocument);
  const [detach] = useMutation(CombinationDetachImageDocument);
  return useCallback(
    async (combinationId: number, before: ReadonlySet<number>, after: ReadonlySet<number>) => {
      const added = [...after].filter((id) => !before.has(id));
      const removed = [...before].filter((id) => !after.has(id));
      let allDone = true;
      for (const imageId of added) {
        allDone = (await attach({ variables: { combinationId, imageId } }).then(ok, failed)) && allDone;
      }
      for (const imageId of removed) {
        allDone = (await detach({ variables: { combinationId, imageId } }).then(ok, failed)) && allDone;
      }
      return allDone;
    },
    [attach, detach],
  );
}

const ok = () => true;
const failed = () => false;
