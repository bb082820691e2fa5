/**
 * The add-stock form of one stock line: quantity (checked here before anything is sent), reason
 * (purchase or return, the two a person may record by hand) and an optional note. Field errors show
 * under their field with the shared FieldError.
 */
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { ADD_STOCK_REASONS } from '@tijara/schema';
import { commonMessages } from '@tijara/shared';
import type { StockLevelFieldsFragment, StockMovementReason } from '../../__generated__/stock/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';
import { reasonLabel, toGraphqlReason } from './reasons';
import { lineName } from './stock-line';
import { useAddStockForm } from './use-add-stock-form';
import type { AddStock } from './use-add-stock-form';

/** The contract's limit on AddStockInput.note. */
const NOTE_MAX_LENGTH = 500;

interface AddStockFormProps {
  readonly line: StockLevelFieldsFragment;
  readonly disabled: boolean;
  readonly onAdd: AddStock;
  readonly onClose: () => void;
}

export function AddStockForm({ line, disabled, onAdd, onClose }: AddStockFormProps) {
  const intl = useIntl();
  const id = useId();
  const { values, setters, problems, sending, added, submit } = useAddStockForm(line, onAdd);
  const errors = problems.fields;
  const title = intl.formatMessage(messages.addStockFor, { name: lineName(line) });
  return (
    <form className="stock-add" aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
      <p className="stock-add__title">{title}</p>
      <Field id={id} field="quantity" label={messages.quantity} errors={errors}>
        <input
          id={`${id}-quantity`}
          inputMode="numeric"
          autoComplete="off"
          value={values.quantity}
          {...invalidProps(errors, id, 'quantity')}
          onChange={(event) => setters.setQuantity(event.target.value)}
        />
      </Field>
      <Field id={id} field="reason" label={messages.reason} errors={errors}>
        <ReasonSelect id={`${id}-reason`} value={values.reason} onChange={setters.setReason} />
      </Field>
      <Field id={id} field="note" label={messages.note} errors={errors}>
        <input
          id={`${id}-note`}
          maxLength={NOTE_MAX_LENGTH}
          value={values.note}
          {...invalidProps(errors, id, 'note')}
          onChange={(event) => setters.setNote(event.target.value)}
        />
      </Field>
      <div className="stock-add__actions">
        <button type="submit" className="button" disabled={disabled || sending}>
          {intl.formatMessage(sending ? messages.submitting : commonMessages.add)}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {intl.formatMessage(commonMessages.cancel)}
        </button>
      </div>
      {problems.form ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(problems.form)}
        </p>
      ) : null}
      {added ? <p role="status">{added}</p> : null}
    </form>
  );
}

interface FieldProps {
  /** The form's id base: the control is `${id}-${field}`, its errors `${id}-${field}-error`. */
  readonly id: string;
  readonly field: string;
  readonly label: MessageDescriptor;
  readonly errors: FieldErrors;
  readonly children: ReactNode;
}

function Field({ id, field, label, errors, children }: FieldProps) {
  const intl = useIntl();
  return (
    <div className="stock-add__field">
      <label htmlFor={`${id}-${field}`}>{intl.formatMessage(label)}</label>
      {children}
      <FieldError id={`${id}-${field}-error`} lines={errors[field]} />
    </div>
  );
}

interface ReasonSelectProps {
  readonly id: string;
  readonly value: StockMovementReason;
  readonly onChange: (reason: StockMovementReason) => void;
}

function ReasonSelect({ id, value, onChange }: ReasonSelectProps) {
  const intl = useIntl();
  return (
    <select id={id} value={value} onChange={(event) => onChange(event.target.value as StockMovementReason)}>
      {ADD_STOCK_REASONS.map((reason) => (
        <option key={reason} value={toGraphqlReason(reason)}>
          {intl.formatMessage(reasonLabel(toGraphqlReason(reason)))}
        </option>
      ))}
    </select>
  );
}
