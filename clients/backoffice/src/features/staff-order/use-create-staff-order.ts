/**
 * createStaffOrder as an outcome the form shows, sent once: while a send is under way (or after one
 * made the order) another click sends nothing, so a double click or a key pressed twice cannot make
 * two orders. A send with no answer at all may have made the order: the form says so rather than
 * inviting a second one blindly.
 */
import { useCallback, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { serverVerdict } from '@tijara/shared';
import type { ServerVerdict } from '@tijara/shared';
import type { StaffOrderInput } from '../../__generated__/staff-order/graphql';
import { CreateStaffOrderDocument } from '../../__generated__/staff-order/graphql';

export type CreateOutcome =
  | { readonly kind: 'created'; readonly uuid: string; readonly reference: string }
  | { readonly kind: 'refused'; readonly verdict: ServerVerdict }
  | { readonly kind: 'noAnswer' };

export function useCreateStaffOrder() {
  const [mutate] = useMutation(CreateStaffOrderDocument);
  const busy = useRef(false);
  const made = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const create = useCallback(
    async (input: StaffOrderInput): Promise<CreateOutcome | null> => {
      if (busy.current || made.current) return null;
      busy.current = true;
      setSubmitting(true);
      try {
        const { data } = await mutate({ variables: { input } });
        if (!data) return { kind: 'noAnswer' };
        made.current = true;
        const { uuid, reference } = data.createStaffOrder;
        return { kind: 'created', uuid, reference };
      } catch (error) {
        const verdict = serverVerdict(error);
        return verdict ? { kind: 'refused', verdict } : { kind: 'noAnswer' };
      } finally {
        busy.current = false;
        setSubmitting(false);
      }
    },
    [mutate],
  );
  return { create, submitting };
}
