/**
 * The combination mutations as outcomes the panel shows. A save or a delete can move the default
 * to another combination and changes what the selectors offer, so the product's combinations and
 * choices are asked again before the outcome is told (the list never shows two stars).
 */
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type {
  CombinationFieldsFragment,
  CombinationInput,
} from '../../__generated__/product-combinations/graphql';
import {
  CombinationChoicesDocument,
  CombinationCreateDocument,
  CombinationDeleteDocument,
  CombinationProductDocument,
  CombinationUpdateDocument,
} from '../../__generated__/product-combinations/graphql';
import { refusalOf } from './combination-problems';
import type { Refusal } from './combination-problems';

export type SaveOutcome =
  { readonly ok: true; readonly combination: CombinationFieldsFragment } | ({ readonly ok: false } & Refusal);

export type DeleteOutcome = { readonly ok: true } | ({ readonly ok: false } & Refusal);

function refetchOf(productId: number) {
  return {
    refetchQueries: [
      { query: CombinationProductDocument, variables: { productId } },
      { query: CombinationChoicesDocument, variables: { productId } },
    ],
    awaitRefetchQueries: true,
  };
}

const noAnswer = (): SaveOutcome => ({ ok: false, ...refusalOf(null) });

/** Creates (id null) or updates a combination of the product. */
export function useSaveCombination(productId: number) {
  const [create] = useMutation(CombinationCreateDocument);
  const [update] = useMutation(CombinationUpdateDocument);
  return useCallback(
    async (id: number | null, input: CombinationInput): Promise<SaveOutcome> => {
      try {
        if (id === null) {
          const { data } = await create({ variables: { productId, input }, ...refetchOf(productId) });
          return data ? { ok: true, combination: data.createCombination } : noAnswer();
        }
        const { data } = await update({ variables: { id, input }, ...refetchOf(productId) });
        return data ? { ok: true, combination: data.updateCombination } : noAnswer();
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
    [create, update, productId],
  );
}

export function useDeleteCombination(productId: number) {
  const [mutate] = useMutation(CombinationDeleteDocument);
  return useCallback(
    async (id: number): Promise<DeleteOutcome> => {
      try {
        await mutate({
          variables: { id },
          ...refetchOf(productId),
          update: (cache) => {
            cache.evict({ id: cache.identify({ __typename: 'Combination', id }) });
            cache.gc();
          },
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
    [mutate, productId],
  );
}
