/**
 * The promotion mutations as outcomes the screens show. A promotion is normalised by id, so an
 * update, a toggle or a banner removal refreshes every list row and editor showing it; a creation or
 * a deletion drops the cached list pages, which are then asked again.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

import type {
  PromotionFieldsFragment,
  PromotionInput,
  PromotionScope,
} from '../../__generated__/promotions/graphql';
import {
  CreatePromotionDocument,
  DeletePromotionDocument,
  RemovePromotionBannerDocument,
  SetPromotionActiveDocument,
  UpdatePromotionDocument,
} from '../../__generated__/promotions/graphql';
import { refusalOf } from './promotion-problems';
import type { Refusal } from './promotion-problems';

export type PromotionOutcome =
  { readonly ok: true; readonly promotion: PromotionFieldsFragment } | ({ readonly ok: false } & Refusal);

export type DeleteOutcome = { readonly ok: true } | ({ readonly ok: false } & Refusal);

/** Every cached page of the list is dropped, so the list asks again (where a promotion falls changed). */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'promotions' });
}

const noAnswer = (): PromotionOutcome => ({ ok: false, ...refusalOf(null) });

export interface SaveTarget {
  /** null: a new promotion of this shop and scope. */
  readonly existing: { readonly id: number; readonly version: number } | null;
  readonly shopUuid: string;
  readonly scope: PromotionScope;
}

export function useSavePromotion() {
  const [create] = useMutation(CreatePromotionDocument);
  const [update] = useMutation(UpdatePromotionDocument);
  return useCallback(
    async ({ existing, shopUuid, scope }: SaveTarget, input: PromotionInput): Promise<PromotionOutcome> => {
      try {
        if (existing) {
          const { data } = await update({ variables: { ...existing, input } });
          return data ? { ok: true, promotion: data.updatePromotion } : noAnswer();
        }
        const { data } = await create({ variables: { shopUuid, scope, input }, update: forgetLists });
        return data ? { ok: true, promotion: data.createPromotion } : noAnswer();
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
    [create, update],
  );
}

export function useSetPromotionActive() {
  const [mutate] = useMutation(SetPromotionActiveDocument);
  return useCallback(
    async (id: number, active: boolean): Promise<PromotionOutcome> => {
      try {
        const { data } = await mutate({ variables: { id, active } });
        return data ? { ok: true, promotion: data.setPromotionActive } : noAnswer();
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
    [mutate],
  );
}

export function useDeletePromotion() {
  const [mutate] = useMutation(DeletePromotionDocument);
  return useCallback(
    async (id: number): Promise<DeleteOutcome> => {
      try {
        await mutate({
          variables: { id },
          update: (cache) => {
            forgetLists(cache);
            cache.evict({ id: cache.identify({ __typename: 'Promotion', id }) });
            cache.gc();
          },
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
    [mutate],
  );
}

export function useRemovePromotionBanner() {
  const [mutate] = useMutation(RemovePromotionBannerDocument);
  return useCallback(
    async (id: number): Promise<PromotionOutcome> => {
      try {
        const { data } = await mutate({ variables: { id } });
        return data ? { ok: true, promotion: data.removePromotionBanner } : noAnswer();
      } catch (error) {
        return { ok: false, ...refusalOf(error) };
      }
    },
    [mutate],
  );
}
