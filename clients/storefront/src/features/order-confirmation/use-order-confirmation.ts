/**
 * One order's confirmation, from the device first and the network second: the last answer is kept in
 * Dexie (meta `orderConfirmation:<uuid>`), so the page reads offline once seen. An order still in the
 * outbox (a local record under the page's id, not yet acknowledged) is shown as queued; once it is
 * acknowledged, the server's order it became is shown.
 */
import { useCallback, useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { LocalRecord } from '@tijara/shared';
import type { OrderConfirmationQuery } from '../../__generated__/graphql';
import { OrderConfirmationDocument } from '../../__generated__/graphql';
import { requestGraphql } from '../../app/data';
import { useDb } from '../../app/data/use-db';

export type Confirmation = NonNullable<OrderConfirmationQuery['orderConfirmation']>;

export type ConfirmationView =
  | { readonly kind: 'loading' }
  | { readonly kind: 'order'; readonly order: Confirmation; readonly fromDevice: boolean }
  | { readonly kind: 'queued'; readonly record: LocalRecord }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'unreachable'; readonly retry: () => void };

/** What the network said for one uuid at one attempt; none yet means the question is in flight. */
interface Fetched {
  readonly uuid: string;
  readonly attempt: number;
  readonly state: 'answered' | 'unknown' | 'failed';
}

export const confirmationKey = (uuid: string) => `orderConfirmation:${uuid.toLowerCase()}`;

export function useOrderConfirmation(orderId: string): ConfirmationView {
  const db = useDb();
  const device = useLiveQuery(async () => {
    const record = (await db.localOrders.get(orderId)) ?? null;
    const uuid = record ? record.serverRef : orderId;
    const stored = uuid
      ? ((await db.meta.get(confirmationKey(uuid)))?.value as Confirmation | undefined)
      : undefined;
    return { record, uuid, stored: stored ?? null };
  }, [db, orderId]);
  const [fetched, setFetched] = useState<Fetched | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const uuid = device?.uuid ?? null;

  useEffect(() => {
    if (uuid === null) return;
    let current = true;
    requestGraphql(OrderConfirmationDocument, { uuid })
      .then(async (data) => {
        const order = data.orderConfirmation ?? null;
        if (order) await db.meta.put({ key: confirmationKey(uuid), value: order });
        if (current) setFetched({ uuid, attempt, state: order ? 'answered' : 'unknown' });
      })
      .catch(() => {
        if (current) setFetched({ uuid, attempt, state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [db, uuid, attempt]);

  if (device === undefined) return { kind: 'loading' };
  const { record, stored } = device;
  if (record && record.status !== 'acked') return { kind: 'queued', record };
  const state = fetched?.uuid === uuid && fetched.attempt === attempt ? fetched.state : 'pending';
  if (stored) return { kind: 'order', order: stored, fromDevice: state === 'failed' };
  if (state === 'unknown') return { kind: 'notFound' };
  if (state === 'failed') return { kind: 'unreachable', retry };
  return { kind: 'loading' };
}
