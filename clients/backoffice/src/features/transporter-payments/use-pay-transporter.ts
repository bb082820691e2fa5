/**
 * payTransporter as an outcome the screen shows. On success, and on a refusal that means the list
 * on screen is stale (an order paid meanwhile, a total that no longer matches), the unpaid orders and
 * the transporters' counts are asked again.
 */
import { useCallback } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages, errorMessage, serverVerdict } from '@tijara/shared';
import type { PayTransporterMutation } from '../../__generated__/transporter-payments/graphql';
import { PayTransporterDocument } from '../../__generated__/transporter-payments/graphql';
import { messages } from './messages';
import type { Selection } from './payment-selection';

export type Payment = PayTransporterMutation['payTransporter'];

export type PayOutcome =
  | { readonly ok: true; readonly payment: Payment }
  | { readonly ok: false; readonly message: MessageDescriptor };

const RELOADED_LISTS = ['TransporterUnpaidOrders', 'TransportersDue'];

const BY_MESSAGE_KEY: Readonly<Record<string, MessageDescriptor>> = {
  order_already_paid: messages.alreadyPaid,
  order_not_payable: messages.notPayable,
  payment_total_mismatch: messages.totalMismatch,
  invalid_data: commonMessages.invalidData,
};

function paymentRefusal(error: unknown): { message: MessageDescriptor; stale: boolean } {
  const verdict = serverVerdict(error);
  // No answer: the payment may or may not be recorded, which the shared "no answer" text would not say.
  if (!verdict) return { message: messages.unreachable, stale: false };
  const byKey = verdict.messageKey === null ? undefined : BY_MESSAGE_KEY[verdict.messageKey];
  const stale = byKey !== undefined && byKey !== commonMessages.invalidData;
  return { message: byKey ?? errorMessage(verdict), stale };
}

export function usePayTransporter() {
  const client = useApolloClient();
  const [mutate] = useMutation(PayTransporterDocument);
  return useCallback(
    async (transporterId: number, selection: Selection, reference: string): Promise<PayOutcome> => {
      const trimmed = reference.trim();
      try {
        const { data } = await mutate({
          variables: {
            input: {
              transporterId,
              orderIds: selection.orderIds,
              total: selection.total,
              ...(trimmed ? { reference: trimmed } : {}),
            },
          },
          refetchQueries: RELOADED_LISTS,
        });
        return data ? { ok: true, payment: data.payTransporter } : { ok: false, message: messages.payFailed };
      } catch (error) {
        const { message, stale } = paymentRefusal(error);
        if (stale) void client.refetchQueries({ include: RELOADED_LISTS }).catch(() => undefined);
        return { ok: false, message };
      }
    },
    [client, mutate],
  );
}
