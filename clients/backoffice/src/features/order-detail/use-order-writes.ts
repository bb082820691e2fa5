/**
 * The changes staff make on an order, each answered by the whole order (the cache replaces the page's
 * by its id, so the page shows the server's truth, never a guess). Online only: a status change or a
 * payment queued on a tablet could contradict what another agent did meanwhile. A refusal becomes
 * what the forms show: field lines under their fields, and an outcome line; a change that lost a race
 * (CONFLICT, or a move the order's new status no longer allows) is "stale" and offers a reload.
 */
import { useCallback } from 'react';
import { useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from 'react-intl';
import { ErrorCode, OrderMessageKey } from '@tijara/schema';
import { errorMessage, serverVerdict } from '@tijara/shared';
import type {
  OrderDetailFieldsFragment,
  OrderStatus,
  PaymentType,
} from '../../__generated__/order-detail/graphql';
import {
  OrderDetailAssignCarrierDocument,
  OrderDetailChangeStatusDocument,
  OrderDetailRecordPaymentDocument,
  OrderDetailResolveReviewDocument,
} from '../../__generated__/order-detail/graphql';
import type { FieldErrors } from '../../components/field-errors';
import { errorsByField } from '../../components/field-errors';
import type { FormOutcome } from '../../components/OutcomeLine';
import { actionMessages } from './action-messages';

export type WriteResult =
  | { readonly ok: true; readonly order: OrderDetailFieldsFragment }
  | { readonly ok: false; readonly outcome: FormOutcome; readonly fieldErrors: FieldErrors };

/** Refusals the page says in its own words (a field's line), by the server's message key. */
const BY_MESSAGE_KEY: Readonly<Record<string, MessageDescriptor>> = {
  [OrderMessageKey.TRANSPORTER_NOT_SERVING]: actionMessages.notServing,
};

export function refusalOf(error: unknown, format: (message: MessageDescriptor) => string): WriteResult {
  const verdict = serverVerdict(error);
  const stale =
    verdict !== null &&
    (verdict.code === ErrorCode.CONFLICT || verdict.messageKey === OrderMessageKey.INVALID_TRANSITION);
  if (stale) return { ok: false, outcome: { kind: 'stale' }, fieldErrors: {} };
  const known = verdict?.messageKey ? BY_MESSAGE_KEY[verdict.messageKey] : undefined;
  const fieldErrors = errorsByField(verdict?.fieldErrors ?? {});
  const translated = known
    ? Object.fromEntries(Object.keys(fieldErrors).map((field) => [field, [format(known)]]))
    : fieldErrors;
  return { ok: false, outcome: { kind: 'failed', message: errorMessage(verdict) }, fieldErrors: translated };
}

/** The four changes, for one order. `format` turns the page's own refusal texts into lines. */
export function useOrderWrites(uuid: string, format: (message: MessageDescriptor) => string) {
  const [change] = useMutation(OrderDetailChangeStatusDocument);
  const [assign] = useMutation(OrderDetailAssignCarrierDocument);
  const [record] = useMutation(OrderDetailRecordPaymentDocument);
  const [resolve] = useMutation(OrderDetailResolveReviewDocument);

  const run = useCallback(
    async (send: () => Promise<OrderDetailFieldsFragment | undefined>): Promise<WriteResult> => {
      try {
        const order = await send();
        if (order) return { ok: true, order };
        return refusalOf(null, format);
      } catch (error) {
        return refusalOf(error, format);
      }
    },
    [format],
  );

  return {
    changeStatus: (status: OrderStatus, note: string) =>
      run(async () => {
        const trimmed = note.trim();
        const { data } = await change({
          variables: { input: { uuid, status, ...(trimmed ? { note: trimmed } : {}) } },
        });
        return data?.changeOrderStatus;
      }),
    assignCarrier: (transporterId: number | null, trackingNumber: string) =>
      run(async () => {
        const { data } = await assign({
          variables: { input: { uuid, transporterId, trackingNumber: trackingNumber.trim() } },
        });
        return data?.assignOrderTransporter;
      }),
    recordPayment: (amount: number, method: PaymentType, installment: number | null) =>
      run(async () => {
        const { data } = await record({
          variables: { input: { uuid, amount, method, ...(installment === null ? {} : { installment }) } },
        });
        return data?.recordOrderPayment;
      }),
    resolveReview: (note: string) =>
      run(async () => {
        const trimmed = note.trim();
        const { data } = await resolve({
          variables: { input: { uuid, ...(trimmed ? { note: trimmed } : {}) } },
        });
        return data?.resolveOrderReview;
      }),
  };
}
