/**
 * Assigning the carrier and the parcel's tracking number. The choices are the carriers serving the
 * order's commune now, at their price there (the public `transporters(communeId)`); the delivery price
 * the customer agreed to does not change with them. The carrier already on the order stays offered
 * even when it no longer serves the commune, so saving a tracking number never drops it.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { useFormatMoney } from '@tijara/shared';
import { OrderDetailCarriersDocument } from '../../__generated__/order-detail/graphql';
import type { FieldErrors } from '../../components/field-errors';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FormOutcome } from '../../components/OutcomeLine';
import { OutcomeLine } from '../../components/OutcomeLine';
import { SubmitButton } from '../../components/SubmitButton';
import { actionMessages } from './action-messages';
import type { WriteResult } from './use-order-writes';

interface Props {
  readonly communeId: number;
  readonly transporterId: number | null;
  readonly transporterName: string | null;
  readonly trackingNumber: string | null;
  readonly writable: boolean;
  readonly onAssign: (transporterId: number | null, trackingNumber: string) => Promise<WriteResult>;
  readonly onReload: () => void;
}

export function CarrierForm(props: Props) {
  const { communeId, transporterId, transporterName, trackingNumber, writable, onAssign, onReload } = props;
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const id = useId();
  const carriers = useQuery(OrderDetailCarriersDocument, {
    variables: { communeId },
    fetchPolicy: 'cache-and-network',
  });
  const [chosen, setChosen] = useState(transporterId === null ? '' : String(transporterId));
  const [tracking, setTracking] = useState(trackingNumber ?? '');
  const [shown, setShown] = useState({ transporterId, trackingNumber });
  if (shown.transporterId !== transporterId || shown.trackingNumber !== trackingNumber) {
    // The order changed under the form (another agent, a reload): it follows, so saving a tracking
    // number never sends a carrier the order no longer has.
    setShown({ transporterId, trackingNumber });
    setChosen(transporterId === null ? '' : String(transporterId));
    setTracking(trackingNumber ?? '');
  }
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const serving = carriers.data?.transporters ?? [];
  const options = serving.map((carrier) => ({
    value: String(carrier.id),
    label: intl.formatMessage(actionMessages.carrierOption, {
      name: carrier.name,
      price: formatMoney(carrier.price),
    }),
  }));
  if (transporterId !== null && !serving.some((carrier) => carrier.id === transporterId)) {
    options.push({ value: String(transporterId), label: transporterName ?? String(transporterId) });
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    const result = await onAssign(chosen === '' ? null : Number(chosen), tracking);
    setSending(false);
    setErrors(result.ok ? {} : result.fieldErrors);
    setOutcome(result.ok ? { kind: 'saved', message: actionMessages.carrierSaved } : result.outcome);
  };

  return (
    <form
      className="order-detail__form"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => void submit(event)}
    >
      <h3 id={`${id}-title`}>{intl.formatMessage(actionMessages.carrierTitle)}</h3>
      <CarriersState
        loading={carriers.loading && !carriers.data}
        failed={Boolean(carriers.error) && !carriers.data}
        none={Boolean(carriers.data) && serving.length === 0}
      />
      <label htmlFor={`${id}-transporter`}>{intl.formatMessage(actionMessages.carrierChoice)}</label>
      <select
        id={`${id}-transporter`}
        name="transporter"
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        {...invalidProps(errors, id, 'transporterId')}
      >
        <option value="">{intl.formatMessage(actionMessages.carrierNone)}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-transporterId-error`} lines={errors['transporterId']} />
      <label htmlFor={`${id}-tracking`}>{intl.formatMessage(actionMessages.trackingNumber)}</label>
      <input
        id={`${id}-tracking`}
        name="trackingNumber"
        autoComplete="off"
        maxLength={64}
        dir="ltr"
        value={tracking}
        onChange={(event) => setTracking(event.target.value)}
        {...invalidProps(errors, id, 'trackingNumber')}
      />
      <FieldError id={`${id}-trackingNumber-error`} lines={errors['trackingNumber']} />
      <SubmitButton submitting={sending} disabled={!writable}>
        {intl.formatMessage(actionMessages.saveCarrier)}
      </SubmitButton>
      <OutcomeLine outcome={outcome} staleMessage={actionMessages.stale} onReload={onReload} />
    </form>
  );
}

function CarriersState({ loading, failed, none }: { loading: boolean; failed: boolean; none: boolean }) {
  const intl = useIntl();
  if (loading) return <p role="status">{intl.formatMessage(actionMessages.carriersLoading)}</p>;
  if (failed) {
    return (
      <p role="alert" className="note note--error">
        {intl.formatMessage(actionMessages.carriersFailed)}
      </p>
    );
  }
  return none ? <p className="muted">{intl.formatMessage(actionMessages.noCarrierServes)}</p> : null;
}
