/**
 * The unpaid orders of one transporter as an accessible multi-select (a checkbox per order, sorted by
 * the text it shows), the running total of the selection, an optional reference, and Pay.
 */
import { useId, useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import { messages } from './messages';
import { selectionOf, sortByText } from './payment-selection';
import type { Selection, UnpaidOrder } from './payment-selection';

/** The contract's limit on PayTransporterInput.reference. */
const REFERENCE_MAX_LENGTH = 100;

interface UnpaidOrdersFormProps {
  readonly orders: readonly UnpaidOrder[];
  readonly writable: boolean;
  /** Resolves true when the payment was recorded (the selection is then cleared). */
  readonly onPay: (selection: Selection, reference: string) => Promise<boolean>;
}

/** The orders with their shown text, sorted by it, and which of them are chosen. */
function useOrderChoice(orders: readonly UnpaidOrder[]) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const labelled = useMemo(() => {
    const label = (order: UnpaidOrder) =>
      intl.formatMessage(messages.orderLabel, {
        deliveryName: order.deliveryName,
        customer: order.customerFullName,
        total: formatMoney(order.total),
      });
    const withLabels = orders.map((order) => ({ order, label: label(order) }));
    return sortByText(withLabels, (item) => item.label, intl.locale);
  }, [orders, intl, formatMoney]);
  const selection = selectionOf(orders, chosen);
  const toggle = (orderId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(orderId);
    else next.delete(orderId);
    setChosen(next);
  };
  const chooseAll = (on: boolean) => setChosen(new Set(on ? orders.map((o) => o.id) : []));
  const allChosen = selection.orderIds.length === orders.length;
  return { labelled, chosen, selection, allChosen, toggle, chooseAll, clear: () => setChosen(new Set()) };
}

export function UnpaidOrdersForm({ orders, writable, onPay }: UnpaidOrdersFormProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const id = useId();
  const choice = useOrderChoice(orders);
  const { selection } = choice;
  const [reference, setReference] = useState('');
  const [paying, setPaying] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (selection.orderIds.length === 0) return;
    setPaying(true);
    const paid = await onPay(selection, reference);
    setPaying(false);
    if (paid) {
      choice.clear();
      setReference('');
    }
  };

  return (
    <form className="tp-form" onSubmit={(event) => void submit(event)} noValidate>
      <OrderChecklist choice={choice} />
      <p className="tp-total" role="status" aria-live="polite">
        {intl.formatMessage(messages.selectedTotal, { total: formatMoney(selection.total) })}
      </p>
      <label htmlFor={`${id}-reference`}>{intl.formatMessage(messages.reference)}</label>
      <input
        id={`${id}-reference`}
        maxLength={REFERENCE_MAX_LENGTH}
        value={reference}
        onChange={(event) => setReference(event.target.value)}
      />
      <button
        type="submit"
        className="button"
        disabled={!writable || paying || selection.orderIds.length === 0}
        aria-busy={paying}
      >
        {paying
          ? intl.formatMessage(messages.paying)
          : intl.formatMessage(messages.pay, { count: selection.orderIds.length })}
      </button>
    </form>
  );
}

function OrderChecklist({ choice }: { choice: ReturnType<typeof useOrderChoice> }) {
  const intl = useIntl();
  return (
    <fieldset className="tp-orders">
      <legend>{intl.formatMessage(messages.orders)}</legend>
      <label className="tp-orders__all">
        <input
          type="checkbox"
          checked={choice.allChosen}
          onChange={(event) => choice.chooseAll(event.target.checked)}
        />
        {intl.formatMessage(messages.selectAll)}
      </label>
      <ul>
        {choice.labelled.map(({ order, label }) => (
          <li key={order.id}>
            <label>
              <input
                type="checkbox"
                checked={choice.chosen.has(order.id)}
                onChange={(event) => choice.toggle(order.id, event.target.checked)}
              />
              {label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
