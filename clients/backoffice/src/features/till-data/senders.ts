/**
 * How the till's outbox entries reach the server. Sales go in runs of up to 50 through syncOrders,
 * which records each in its own transaction and answers each: CREATED and DUPLICATE (an earlier send
 * of the same key made it) are acked with the order's reference; CONFLICT (recorded, flagged for
 * review: oversold, price changed) is a conflict that keeps that reference; REJECTED is rejected with
 * the first reason's code and every reason in details, unless that reason is UNAUTHENTICATED (no
 * session sent it: the sale waits for a sign-in). A transport failure goes through the shared
 * classification (retry with the same keys, auth, ...). Sessions go one per request.
 */
import type { ApolloClient } from '@apollo/client';
import { classifyError } from '@tijara/shared';
import type { BatchSender, OutboxEntry, SendContext, SendOutcome, Sender, SyncEngine } from '@tijara/shared';
import {
  CloseTillSessionDocument,
  OpenTillSessionDocument,
  SyncTillSalesDocument,
} from '../../__generated__/till-data/graphql';
import type { SyncOrderInput, SyncTillSalesMutation } from '../../__generated__/till-data/graphql';
import { POS_SALE, POS_SESSION_CLOSE, POS_SESSION_OPEN } from './kinds';
import type { ClosePosSessionPayload, OpenPosSessionPayload } from './sessions';

/**
 * Sales per syncOrders request (OFFLINE.md 2.4: bounds round trips). 50 rather than 20: the 500-sale
 * drain took 5.5 s in 25 requests and 4.4 s in 10 (ops/bench/results/pos.md); 50 sales are about
 * 50 KiB, under a second up at 3G's 750 kbps, far inside the 10 s timeout.
 */
export const SALES_PER_REQUEST = 50;

type SyncResult = SyncTillSalesMutation['syncOrders'][number];

function requestContext({ signal }: SendContext) {
  return { fetchPolicy: 'no-cache' as const, context: { fetchOptions: { signal } } };
}

/** One sale's answer as an outbox outcome. */
export function outcomeOfResult(result: SyncResult | undefined): SendOutcome {
  if (!result) return { status: 'retry', reason: 'syncOrders gave no answer for this sale' };
  const serverRef = result.reference ?? result.orderUuid;
  const [first] = result.reasons;
  const message = result.reasons.map((reason) => `${reason.code}: ${reason.message}`).join('; ');
  switch (result.status) {
    case 'CREATED':
    case 'DUPLICATE':
      return { status: 'acked', serverRef };
    case 'CONFLICT':
      return {
        status: 'conflict',
        code: first?.code ?? 'CONFLICT',
        message: message || 'Recorded and flagged for review',
        details: { reasons: result.reasons },
        serverRef,
      };
    case 'REJECTED': {
      // Sent without a session (it expired during days offline): the sale is fine, it waits for a sign-in.
      if (first?.code === 'UNAUTHENTICATED') return { status: 'auth', message };
      // `details` rides along for the sync screen (contracts section 3).
      const rejected = {
        status: 'rejected' as const,
        code: first?.code ?? 'REJECTED',
        message: message || 'Rejected',
        details: { reasons: result.reasons },
      };
      return rejected;
    }
  }
}

async function syncSales(client: ApolloClient, payloads: SyncOrderInput[], context: SendContext) {
  const { data } = await client.mutate({
    mutation: SyncTillSalesDocument,
    variables: { orders: payloads },
    ...requestContext(context),
  });
  if (!data) throw new Error('syncOrders answered no data');
  const byId = new Map(data.syncOrders.map((result) => [result.clientOrderId.toLowerCase(), result]));
  return payloads.map((payload) => outcomeOfResult(byId.get(String(payload.clientOrderId).toLowerCase())));
}

/**
 * A refusal of the whole request (a payload the schema cannot read) says nothing about which sale
 * is at fault: the run is sent again one sale per request, so one bad sale never rejects the rest.
 */
export function saleBatchSender(client: ApolloClient): BatchSender<SyncOrderInput> {
  return async (entries, context) => {
    const payloads = entries.map((entry) => entry.payload);
    try {
      return await syncSales(client, payloads, context);
    } catch (error) {
      const outcome = classifyError(error);
      const wholeRequestRefused = outcome.status === 'rejected' || outcome.status === 'conflict';
      if (!wholeRequestRefused || entries.length === 1) return entries.map(() => outcome);
      const outcomes: SendOutcome[] = [];
      for (const payload of payloads) {
        const [alone] = await syncSales(client, [payload], context).catch((e: unknown) => [classifyError(e)]);
        outcomes.push(alone ?? { status: 'retry', reason: 'no answer' });
      }
      return outcomes;
    }
  };
}

/** A session mutation: idempotent by the session's uuid on the server, acked with that uuid. */
function sessionSender<P extends { uuid: string }>(
  send: (payload: P, context: SendContext) => Promise<unknown>,
): Sender<P> {
  return async (entry: OutboxEntry<P>, context) => {
    try {
      await send(entry.payload, context);
      return { status: 'acked', serverRef: entry.payload.uuid };
    } catch (error) {
      return classifyError(error);
    }
  };
}

function openSender(client: ApolloClient): Sender<OpenPosSessionPayload> {
  return sessionSender((input, context) =>
    client.mutate({ mutation: OpenTillSessionDocument, variables: { input }, ...requestContext(context) }),
  );
}

function closeSender(client: ApolloClient): Sender<ClosePosSessionPayload> {
  return sessionSender((input, context) =>
    client.mutate({ mutation: CloseTillSessionDocument, variables: { input }, ...requestContext(context) }),
  );
}

/** Registers the till's senders on the engine; returns the undo. */
export function registerTillSenders(engine: SyncEngine, client: ApolloClient): () => void {
  const undo = [
    engine.registerBatchSender(POS_SALE, saleBatchSender(client), { maxBatch: SALES_PER_REQUEST }),
    engine.registerSender(POS_SESSION_OPEN, openSender(client)),
    engine.registerSender(POS_SESSION_CLOSE, closeSender(client)),
  ];
  return () => undo.forEach((remove) => remove());
}
