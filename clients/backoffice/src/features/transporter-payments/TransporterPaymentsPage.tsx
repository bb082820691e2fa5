/**
 * Transporter payments: choose a transporter, its unpaid delivered orders
 * load ('Loading orders…', then found N, none, or failed), pick some, see their total, and record
 * the payment. Online only: money handed over is recorded once, by the server, or not at all.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { idFromText } from '@tijara/schema';
import { sharedMessages, useFormatMoney, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import type { TransportersDueQuery } from '../../__generated__/transporter-payments/graphql';
import {
  TransporterUnpaidOrdersDocument,
  TransportersDueDocument,
} from '../../__generated__/transporter-payments/graphql';
import { NoticeLine } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { messages } from './messages';
import type { Selection } from './payment-selection';
import { UnpaidOrdersForm } from './UnpaidOrdersForm';
import { usePayTransporter } from './use-pay-transporter';
import './transporter-payments.css';
import { transporterPaymentTexts } from './texts';

type Notice = { readonly transporterId: number; readonly ok: boolean; readonly text: string };

/** Paying the chosen transporter; the outcome is told under its choice only (not another one's). */
function useTransporterPayment(transporterId: number | null) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const pay = usePayTransporter();
  const [notice, setNotice] = useState<Notice | null>(null);
  const onPay = async (selection: Selection, reference: string) => {
    if (transporterId === null) return false;
    const outcome = await pay(transporterId, selection, reference);
    const text = outcome.ok
      ? intl.formatMessage(messages.paid, {
          count: outcome.payment.orders.length,
          total: formatMoney(outcome.payment.total),
          transporter: outcome.payment.transporterName,
        })
      : intl.formatMessage(outcome.message);
    setNotice({ transporterId, ok: outcome.ok, text });
    return outcome.ok;
  };
  return { onPay, notice: notice && notice.transporterId === transporterId ? notice : null };
}

function TransporterPaymentsPageContent() {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const due = useQuery(TransportersDueDocument, { fetchPolicy: 'cache-and-network' });
  const [params] = useSearchParams();
  // The dashboard's carriers' money links here with the carrier chosen (`?transporter=<id>`).
  const [transporterId, setTransporterId] = useState<number | null>(() =>
    idFromText(params.get('transporter')),
  );
  const orders = useQuery(
    TransporterUnpaidOrdersDocument,
    transporterId === null ? skipToken : { variables: { transporterId }, fetchPolicy: 'cache-and-network' },
  );
  const { onPay, notice } = useTransporterPayment(transporterId);
  const list = orders.data?.transporterUnpaidOrders;
  return (
    <section className="page tp-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <OfflineNote online={online} message={messages.offline} />
      {due.loading && !due.data ? (
        <p role="status">{intl.formatMessage(messages.transportersLoading)}</p>
      ) : null}
      {due.error && !due.data ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(messages.transportersFailed)}
        </p>
      ) : null}
      {due.data ? (
        <TransporterChoice
          due={due.data.transportersDue}
          chosen={transporterId}
          onChoose={setTransporterId}
        />
      ) : null}
      <NoticeLine notice={notice} />
      {transporterId === null ? null : (
        <OrdersState
          loading={orders.loading && !list}
          failed={Boolean(orders.error) && !list}
          count={list?.length}
        />
      )}
      {list && list.length > 0 ? (
        <UnpaidOrdersForm key={transporterId} orders={list} writable={online} onPay={onPay} />
      ) : null}
    </section>
  );
}

interface ChoiceProps {
  readonly due: TransportersDueQuery['transportersDue'];
  readonly chosen: number | null;
  readonly onChoose: (transporterId: number | null) => void;
}

function TransporterChoice({ due, chosen, onChoose }: ChoiceProps) {
  const intl = useIntl();
  const selectId = useId();
  return (
    <div className="tp-choice">
      <label htmlFor={selectId}>{intl.formatMessage(messages.transporter)}</label>
      <select
        id={selectId}
        value={chosen ?? ''}
        onChange={(event) => onChoose(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{intl.formatMessage(sharedMessages.choose)}</option>
        {due.map((t) => (
          <option key={t.transporterId} value={t.transporterId}>
            {intl.formatMessage(messages.transporterOption, { name: t.name, count: t.unpaidCount })}
          </option>
        ))}
      </select>
    </div>
  );
}

function OrdersState({
  loading,
  failed,
  count,
}: {
  loading: boolean;
  failed: boolean;
  count: number | undefined;
}) {
  const intl = useIntl();
  let text: MessageDescriptor | null = null;
  if (loading) text = messages.loadingOrders;
  else if (failed) text = messages.loadFailed;
  else if (count === 0) text = messages.noOrders;
  if (text) {
    return (
      <p role={failed ? 'alert' : 'status'} className={failed ? 'note note--error' : undefined}>
        {intl.formatMessage(text)}
      </p>
    );
  }
  return count === undefined ? null : <p role="status">{intl.formatMessage(messages.found, { count })}</p>;
}

/** With its texts (they load with this screen, not with the first page). */
export function TransporterPaymentsPage() {
  return (
    <CatalogueScope catalogue={transporterPaymentTexts}>
      <TransporterPaymentsPageContent />
    </CatalogueScope>
  );
}
