/**
 * The segment mutations as outcomes the screens show. A segment is normalised by id, so an update
 * or a membership change refreshes its row and its member count; a creation or a deletion drops the
 * cached lists (this one and the promotion editor's picker: the same field), so they are asked again;
 * a membership or rule change reloads the members.
 */
import { useCallback } from 'react';
import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';

import type {
  CustomerSegmentInput,
  SegmentFieldsFragment,
} from '../../__generated__/customer-segments/graphql';
import {
  AddSegmentMembersDocument,
  CreateSegmentDocument,
  DeleteSegmentDocument,
  RemoveSegmentMembersDocument,
  UpdateSegmentDocument,
} from '../../__generated__/customer-segments/graphql';
import { segmentRefusalOf } from './segment-problems';
import type { SegmentRefusal } from './segment-problems';

export type SegmentOutcome =
  { readonly ok: true; readonly segment: SegmentFieldsFragment } | ({ readonly ok: false } & SegmentRefusal);

const MEMBERS = ['SegmentMembers'];

/** The cached lists of segments (this list and the promotion editor's picker) are asked again. */
function forgetLists(cache: ApolloCache) {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'customerSegments' });
}

const noAnswer = (): SegmentOutcome => ({ ok: false, ...segmentRefusalOf(null) });

export function useSaveSegment() {
  const [create] = useMutation(CreateSegmentDocument);
  const [update] = useMutation(UpdateSegmentDocument);
  return useCallback(
    async (
      existingId: number | null,
      shopUuid: string,
      input: CustomerSegmentInput,
    ): Promise<SegmentOutcome> => {
      try {
        if (existingId !== null) {
          // A kind or rule change changes who is in it.
          const { data } = await update({ variables: { id: existingId, input }, refetchQueries: MEMBERS });
          return data ? { ok: true, segment: data.updateCustomerSegment } : noAnswer();
        }
        const { data } = await create({ variables: { shopUuid, input }, update: forgetLists });
        return data ? { ok: true, segment: data.createCustomerSegment } : noAnswer();
      } catch (error) {
        return { ok: false, ...segmentRefusalOf(error) };
      }
    },
    [create, update],
  );
}

export function useDeleteSegment() {
  const [mutate] = useMutation(DeleteSegmentDocument);
  return useCallback(
    async (id: number): Promise<{ readonly ok: true } | ({ readonly ok: false } & SegmentRefusal)> => {
      try {
        await mutate({
          variables: { id },
          update: (cache) => {
            forgetLists(cache);
            cache.evict({ id: cache.identify({ __typename: 'CustomerSegment', id }) });
            cache.gc();
          },
        });
        return { ok: true };
      } catch (error) {
        return { ok: false, ...segmentRefusalOf(error) };
      }
    },
    [mutate],
  );
}

export function useSegmentMembership(segmentId: number) {
  const [add] = useMutation(AddSegmentMembersDocument);
  const [remove] = useMutation(RemoveSegmentMembersDocument);
  const run = useCallback(
    async (adding: boolean, customerId: number): Promise<SegmentOutcome> => {
      const variables = { segmentId, customerIds: [customerId] };
      try {
        if (adding) {
          const { data } = await add({ variables, refetchQueries: MEMBERS });
          return data ? { ok: true, segment: data.addSegmentMembers } : noAnswer();
        }
        const { data } = await remove({ variables, refetchQueries: MEMBERS });
        return data ? { ok: true, segment: data.removeSegmentMembers } : noAnswer();
      } catch (error) {
        return { ok: false, ...segmentRefusalOf(error) };
      }
    },
    [add, remove, segmentId],
  );
  return {
    addMember: useCallback((customerId: number) => run(true, customerId), [run]),
    removeMember: useCallback((customerId: number) => run(false, customerId), [run]),
  };
}
