/**
 * The admin order and customer form: order type, customer, delivery or pick-up, lines at the
 * server's prices (the quote, asked as staff type), payment and installment plan, note. What is
 * typed is kept on the device (a reload or a dropped connection loses nothing) until the order is
 * made; the form's own checks are the server's rules and show after the first send; the server's
 * refusal is shown under the fields it names. The order made, the screen goes to its page.
 */
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { commonMessages, errorMessage, useFormatMoney, useOnlineStatus } from '@tijara/shared';
import { DraftNote } from '../../components/DraftNote';
import { FieldError, invalidProps } from '../../components/FieldError';
import { useFlash } from '../../components/Flash';
import { OfflineNote } from '../../components/OfflineNote';
import { SubmitButton } from '../../components/SubmitButton';
import type { FieldErrors } from '../../components/field-errors';
import { useFormDraft } from '../../components/use-form-draft';
import type { OrderVocabulary } from '../orders';
import { pathOf } from '../shell';
import type { Route } from '../shell';
import { CustomerSection } from './CustomerSection';
import { DeliverySection } from './DeliverySection';
import { checkForm, formatProblems, mergeErrors } from './form-problems';
import type { Problem } from './form-problems';
import { LinesSection } from './LinesSection';
import { messages } from './messages';
import { EMPTY_FORM, STAFF_ORDER_TYPES, lineKey, withOrderType } from './order-form';
import type { OrderFormValues, StaffOrderType } from './order-form';
import { quoteRequestOf, staffOrderInputOf } from './order-input';
import { PaymentSection } from './PaymentSection';
import { paymentMessages } from './payment-messages';
import type { FormChange } from './section-props';
import { formErrorsOf } from './server-problems';
import { useCreateStaffOrder } from './use-create-staff-order';
import { useStaffOrderQuote } from './use-staff-order-quote';
import type { Quote, QuoteState } from './use-staff-order-quote';

interface Props {
  readonly shopUuid: string;
  readonly vocabulary: OrderVocabulary;
  readonly onNavigate: (route: Route) => void;
}

/** Units each form line could have, as the quote told them. */
function availability(answer: Quote | null): (key: string) => number | null {
  const units = new Map(
    (answer?.lines ?? []).map((line) => [lineKey(line.productId, line.combinationId), line.available]),
  );
  return (key) => units.get(key) ?? null;
}

/** The quote's refusal, for what the form cannot know by itself (stock, places, products sold). */
function useLiveErrors({ quote: answer, askedLines }: QuoteState): FieldErrors {
  const intl = useIntl();
  return useMemo(() => {
    const refusal = answer?.refusal;
    if (!refusal) return {};
    const fieldErrors = Object.fromEntries(refusal.fieldErrors.map((e) => [e.field, e.messages]));
    const lineKeys = askedLines.map((line) => lineKey(line.productId, line.combinationId ?? null));
    return formErrorsOf(intl, { fieldErrors, lineKeys, availableOf: availability(answer) }, true);
  }, [answer, askedLines, intl]);
}

function OrderTypeField({
  form,
  update,
  vocabulary,
  base,
}: {
  form: OrderFormValues;
  update: FormChange;
  vocabulary: OrderVocabulary;
  base: string;
}) {
  const intl = useIntl();
  const id = `${base}-orderType`;
  return (
    <div className="so-field">
      <label htmlFor={id}>{intl.formatMessage(messages.orderType)}</label>
      <select
        id={id}
        name="orderType"
        value={form.orderType}
        aria-describedby={`${id}-hint`}
        onChange={(event) => update((f) => withOrderType(f, event.target.value as StaffOrderType))}
      >
        {STAFF_ORDER_TYPES.map((type) => (
          <option key={type} value={type}>
            {intl.formatMessage(vocabulary.ORDER_TYPE_LABELS[type])}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="muted so-hint">
        {intl.formatMessage(messages.orderTypeHint)}
      </p>
    </div>
  );
}

export function StaffOrderForm({ shopUuid, vocabulary, onNavigate }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const flash = useFlash();
  const { online } = useOnlineStatus();
  const base = useId();
  const draft = useFormDraft<OrderFormValues>(`staffOrder:new:${shopUuid}`, EMPTY_FORM);
  const form = draft.value;
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<FieldErrors>({});
  const [noAnswer, setNoAnswer] = useState(false);
  const summary = useRef<HTMLDivElement>(null);
  const { setValue } = draft;
  const update = useCallback<FormChange>(
    (change) => {
      setRefusal({});
      setNoAnswer(false);
      setValue(change);
    },
    [setValue],
  );

  const request = useMemo(() => quoteRequestOf(form, shopUuid), [form, shopUuid]);
  const quote = useStaffOrderQuote(request?.input ?? null, online);
  const total = quote.quote?.total ?? null;
  const problems = checkForm(form, total);
  const format = (problem: Problem) =>
    intl.formatMessage(
      problem.message,
      Object.fromEntries(
        Object.entries(problem.money ?? {}).map(([name, value]) => [name, formatMoney(value)]),
      ),
    );
  const liveErrors = useLiveErrors(quote);
  const errors = mergeErrors(sent ? formatProblems(problems, format) : {}, liveErrors, refusal);
  const { create, submitting } = useCreateStaffOrder();

  // The order is created only at the total staff were shown: not while a newer quote is on its way
  // (a quantity changed within the quote's pause), nor when the last one failed.
  const priceUnsettled = request !== null && (quote.pending || quote.failed);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (priceUnsettled) return;
    setSent(true);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => summary.current?.focus());
      return;
    }
    const outcome = await create(staffOrderInputOf(form, shopUuid));
    if (outcome === null) return;
    if (outcome.kind === 'created') {
      await draft.clear();
      flash('success', intl.formatMessage(paymentMessages.created, { reference: outcome.reference }));
      onNavigate({ name: 'order', uuid: outcome.uuid });
    } else if (outcome.kind === 'noAnswer') {
      setNoAnswer(true);
    } else {
      const lineKeys = form.lines.map((line) => line.key);
      const fieldErrors = outcome.verdict.fieldErrors;
      const shown = formErrorsOf(intl, { fieldErrors, lineKeys, availableOf: availability(quote.quote) });
      setRefusal(shown);
      if (Object.keys(shown).length === 0) flash('danger', intl.formatMessage(errorMessage(outcome.verdict)));
      requestAnimationFrame(() => summary.current?.focus());
    }
  };

  const blocked = (sent && Object.keys(problems).length > 0) || Object.keys(refusal).length > 0;
  const sections = { form, update, base, errors };
  return (
    <form className="so-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <OfflineNote online={online} message={messages.offline} />
      <DraftNote restored={draft.restored} savedAt={draft.savedAt} onDiscard={() => void draft.discard()} />
      <OrderTypeField form={form} update={update} vocabulary={vocabulary} base={base} />
      <CustomerSection {...sections} shopUuid={shopUuid} knownCustomerId={quote.quote?.customerId ?? null} />
      <DeliverySection {...sections} />
      <LinesSection {...sections} quote={quote} online={online} />
      <PaymentSection {...sections} vocabulary={vocabulary} total={total} />
      <div className="so-field">
        <label htmlFor={`${base}-note`}>{intl.formatMessage(commonMessages.note)}</label>
        <textarea
          id={`${base}-note`}
          name="note"
          rows={3}
          value={form.note}
          onChange={(event) => update((f) => ({ ...f, note: event.target.value }))}
          {...invalidProps(errors, base, 'note')}
        />
        <FieldError id={`${base}-note-error`} lines={errors['note']} />
      </div>
      <div className="so-send">
        {blocked ? (
          <div ref={summary} tabIndex={-1} role="alert" className="note note--error so-summary">
            <p>{intl.formatMessage(paymentMessages.fixErrors)}</p>
            <FieldError id={`${base}-form-error`} lines={errors['form']} />
          </div>
        ) : null}
        {noAnswer ? (
          <p role="alert" className="note note--error">
            {intl.formatMessage(paymentMessages.noAnswer)}{' '}
            <Link to={pathOf({ name: 'orders' })}>{intl.formatMessage(paymentMessages.ordersLink)}</Link>
          </p>
        ) : null}
        <SubmitButton submitting={submitting} disabled={!online || priceUnsettled}>
          {intl.formatMessage(paymentMessages.submit)}
        </SubmitButton>
      </div>
    </form>
  );
}
