/**
 * The values of a feature type or an attribute, added, changed and removed in place. A new value is
 * added to its owner's cached `values`, a removed one evicted, a changed one updated by id: the
 * card redraws without asking for the list again. Only attribute values carry a colour.
 */
import { useCallback, useMemo } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { LabelsInput } from '../../__generated__/taxonomy/graphql';
import {
  TaxonomyCreateAttributeValueDocument,
  TaxonomyCreateFeatureValueDocument,
  TaxonomyDeleteAttributeValueDocument,
  TaxonomyDeleteFeatureValueDocument,
  TaxonomyUpdateAttributeValueDocument,
  TaxonomyUpdateFeatureValueDocument,
} from '../../__generated__/taxonomy/graphql';
import { appendToList, cacheIdOf, evictRecord } from './cache-lists';
import { attempt } from './outcome';
import type { Outcome } from './outcome';
import type { ValueOwner, ValueRecord } from './value-types';

export interface ValueInput {
  readonly labels: LabelsInput;
  readonly position: number | null;
  /** "#RRGGBB" or null; attribute values only. */
  readonly color?: string | null;
}

export interface ValueWrites {
  /** `ownerId`: the feature type's or the attribute's. */
  readonly create: (ownerId: number, input: ValueInput) => Promise<Outcome<ValueRecord>>;
  readonly update: (id: number, input: ValueInput) => Promise<Outcome<ValueRecord>>;
  readonly destroy: (id: number) => Promise<Outcome<number>>;
}

const TYPENAMES = {
  feature: { owner: 'FeatureType', value: 'FeatureValue' },
  attribute: { owner: 'Attribute', value: 'AttributeValue' },
} as const;

function useFeatureValueMutations() {
  const [create] = useMutation(TaxonomyCreateFeatureValueDocument);
  const [update] = useMutation(TaxonomyUpdateFeatureValueDocument);
  const [remove] = useMutation(TaxonomyDeleteFeatureValueDocument);
  return useMemo(() => ({ create, update, remove }), [create, update, remove]);
}

function useAttributeValueMutations() {
  const [create] = useMutation(TaxonomyCreateAttributeValueDocument);
  const [update] = useMutation(TaxonomyUpdateAttributeValueDocument);
  const [remove] = useMutation(TaxonomyDeleteAttributeValueDocument);
  return useMemo(() => ({ create, update, remove }), [create, update, remove]);
}

export function useValueWrites(owner: ValueOwner): ValueWrites {
  const feature = useFeatureValueMutations();
  const attribute = useAttributeValueMutations();
  const names = TYPENAMES[owner];

  const create = useCallback(
    (ownerId: number, input: ValueInput) =>
      attempt(async () => {
        // The new value joins its owner's cached `values`, so the card shows it at once.
        const addToOwner = (cache: ApolloCache, made: { id: number } | undefined) => {
          const ownerCacheId = cacheIdOf(cache, { typename: names.owner, id: ownerId });
          if (!made || !ownerCacheId) return;
          appendToList(
            cache,
            { owner: ownerCacheId, field: 'values' },
            { typename: names.value, id: made.id },
          );
        };
        if (owner === 'feature') {
          const { labels, position } = input;
          const { data } = await feature.create({
            variables: { typeId: ownerId, input: { labels, position } },
            update: (cache, result) => addToOwner(cache, result.data?.createFeatureValue),
          });
          return data?.createFeatureValue;
        }
        const { data } = await attribute.create({
          variables: { attributeId: ownerId, input },
          update: (cache, result) => addToOwner(cache, result.data?.createAttributeValue),
        });
        return data?.createAttributeValue;
      }),
    [owner, names, feature, attribute],
  );

  const update = useCallback(
    (id: number, input: ValueInput) =>
      attempt(async () => {
        if (owner === 'feature') {
          const { labels, position } = input;
          const { data } = await feature.update({ variables: { id, input: { labels, position } } });
          return data?.updateFeatureValue;
        }
        const { data } = await attribute.update({ variables: { id, input } });
        return data?.updateAttributeValue;
      }),
    [owner, feature, attribute],
  );

  const destroy = useCallback(
    (id: number) =>
      attempt(async () => {
        const options = {
          variables: { id },
          update: (cache: ApolloCache) => evictRecord(cache, { typename: names.value, id }),
        };
        await (owner === 'feature' ? feature.remove(options) : attribute.remove(options));
        return id;
      }),
    [owner, names, feature, attribute],
  );

  return { create, update, destroy };
}
