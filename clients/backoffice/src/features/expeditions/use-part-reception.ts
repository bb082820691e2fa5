/**
 * Receiving a part, safe to retry: each attempt carries an idempotency key, and a retry of the same
 * attempt (same part, same quantity, after an answer that did not settle it) reuses that key, so a
 * reception the server recorded before the answer got lost is never counted twice. A new quantity,
 * a success or a refusal of the request itself starts a fresh key.
 */
import { useCallback, useRef } from 'react';
import { useMutation } from '@apollo/client/react';
import { serverVerdict } from '@tijara/shared';
import type { ErrorCode } from '@tijara/schema';
import { ReceiveExpeditionPartDocument } from '../../__generated__/expeditions/graphql';

interface Attempt {
  readonly quantity: number;
  readonly key: string;
}

/** Answers that refuse the request as sent: retrying it unchanged cannot succeed, nothing was recorded. */
const REFUSED: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  'BAD_USER_INPUT',
  'MALFORMED_REQUEST',
  'NOT_FOUND',
  'FORBIDDEN',
]);

/** Whether an attempt that failed with this error may still have been recorded (keep its key). */
export function outcomeUnknown(error: unknown): boolean {
  const verdict = serverVerdict(error);
  return verdict === null || !REFUSED.has(verdict.code);
}

export type ReceptionOutcome = { ok: true } | { ok: false; error: unknown };

const randomKey = () => crypto.randomUUID();

export function usePartReception(newKey: () => string = randomKey) {
  const [receivePart, state] = useMutation(ReceiveExpeditionPartDocument);
  const attempts = useRef(new Map<number, Attempt>());

  const receive = useCallback(
    async (partId: number, quantity: number): Promise<ReceptionOutcome> => {
      const previous = attempts.current.get(partId);
      const key = previous?.quantity === quantity ? previous.key : newKey();
      attempts.current.set(partId, { quantity, key });
      try {
        await receivePart({ variables: { input: { partId, quantity, idempotencyKey: key } } });
        attempts.current.delete(partId);
        return { ok: true };
      } catch (error) {
        if (!outcomeUnknown(error)) attempts.current.delete(partId);
        return { ok: false, error };
      }
    },
    [receivePart, newKey],
  );
  return { receive, busy: state.loading };
}
