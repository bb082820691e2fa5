/**
 * Create, update and delete of one taxonomy list (categories, brands, lines, collections, tags,
 * suppliers, feature types, attributes), as outcomes the screens show. The records are normalised by
 * id, so an update refreshes its row by itself; a creation is added to the cached list and a deletion
 * evicted (cache-lists.ts), so the list is never asked again for one change.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { appendToList, evictRecord } from './cache-lists';
import { attempt } from './outcome';
import type { Outcome } from './outcome';

/** A mutation answering one record under its field name ({ createBrand: {...} }). */
type Answer<T> = Readonly<Record<string, T>>;

export interface ListDocuments<TInput, TRecord> {
  readonly create: TypedDocumentNode<Answer<TRecord>, { input: TInput }>;
  readonly update: TypedDocumentNode<Answer<TRecord>, { id: number; input: TInput }>;
  readonly remove: TypedDocumentNode<Answer<number>, { id: number }>;
}

export interface ListPlaceOf {
  /** The GraphQL type of the records (cache ids). */
  readonly typename: string;
  /** The root list they belong to ("categories"). */
  readonly field: string;
  /** What else a deletion takes away (a brand's lines): dropped from the cache with it. */
  readonly alsoForget?: (cache: ApolloCache, id: number) => void;
}

/** The record a mutation answered (its only field). */
export function answerOf<T>(data: Answer<T> | null | undefined): T | undefined {
  return data ? Object.values(data)[0] : undefined;
}

export function useListWrites<TInput, TRecord extends { readonly id: number }>(
  documents: ListDocuments<TInput, TRecord>,
  { typename, field, alsoForget }: ListPlaceOf,
) {
  const [create] = useMutation(documents.create);
  const [update] = useMutation(documents.update);
  const [remove] = useMutation(documents.remove);

  const save = useCallback(
    (id: number | null, input: TInput): Promise<Outcome<TRecord>> =>
      attempt(async () => {
        if (id !== null) return answerOf((await update({ variables: { id, input } })).data);
        const { data } = await create({
          variables: { input },
          update: (cache, result) => {
            const made = answerOf(result.data);
            if (made) appendToList(cache, { field }, { typename, id: made.id });
          },
        });
        return answerOf(data);
      }),
    [create, update, field, typename],
  );

  const destroy = useCallback(
    (id: number): Promise<Outcome<number>> =>
      attempt(async () => {
        await remove({
          variables: { id },
          update: (cache) => {
            alsoForget?.(cache, id);
            evictRecord(cache, { typename, id });
          },
        });
        return id;
      }),
    [remove, typename, alsoForget],
  );

  return { save, destroy };
}
