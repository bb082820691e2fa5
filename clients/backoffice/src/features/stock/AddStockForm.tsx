/**
 * The add-stock form of one stock line: quantity (checked here before anything is sent), reason
 * (purchase or return, the two a person may record by hand) and an optional note.
 */
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { ADD_STOCK_REASONS, MAX_STOCK_QUANTITY } from '@tijara/schema';
import type { StockLevelFieldsFragment, StockMovementReason } from '../../__generated__/graphql';
import { messages } from './messages';
import { reasonLabel, toGraphqlReason } from './reasons';
import { lineName } from './stock-line';
import { checkStockQuantity } from './stock-quantity';
import type { AddStockOutcome, AddStockRequest } from './use-add-stock';

/** The contract's limit on AddStockInput.note. */
const NOTE_MAX_LENGTH = 500;

interface AddStockFormProps {
  readonly line: StockLevelFieldsFragment;
  readonly disabled: boolean;
  readonly onAdd: (line: StockLevelFieldsFragment, request: AddStockRequest) => Promise<AddStockOutcome>;
  readonly onClose: () => void;
}

interface FormErrors {
  readonly form?: MessageDescriptor;
  readonly quantity?: string;
  readonly note?: string;
}

export function AddStockForm({ line, disabled, onAdd, onClose }: AddStockFormProps) {
  const intl = useIntl();
  const id = useId();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<StockMovementReason>('PURCHASE');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    const checked = checkStockQuantity(quantity);
    if (!checked.ok) {
      setErrors({
        quantity:
          checked.problem === 'tooLarge'
            ? intl.formatMessage(messages.quantityTooLarge, { max: MAX_STOCK_QUANTITY })
            : intl.formatMessage(messages.quantityNotPositive),
      });
      return;
    }
    setErrors({});
    setSending(true);
    const outcome = await onAdd(line, { quantity: checked.quantity, reason, note });
    setSending(false);
    if (outcome.ok) {
      setQuantity('');
      setNote('');
      const name = lineName(outcome.level);
      setAdded(
        intl.formatMessage(messages.added, {
          quantity: checked.quantity,
          name,
          available: outcome.level.available,
        }),
      );
      return;
    }
    const { quantity: quantityErrors, note: noteErrors } = outcome.fieldErrors;
    setErrors({
      form: outcome.message,
      quantity: quantityErrors ? intl.formatMessage(messages.invalidQuantity) : undefined,
      note: noteErrors?.join('\n'),
    });
  };

  const title = intl.formatMessage(messages.addStockFor, { name: lineName(line) });
  return (
    <form className="stock-add" aria-label={title} onSubmit={(event) => void submit(event)} noValidate>
      <p className="stock-add__title">{title}</p>
      <div className="stock-add__field">
        <label htmlFor={`${id}-quantity`}>{intl.formatMessage(messages.quantity)}</label>
        <input
          id={`${id}-quantity`}
          inputMode="numeric"
          autoComplete="off"
          value={quantity}
          aria-invalid={errors.quantity ? true : undefined}
          aria-describedby={errors.quantity ? `${id}-quantity-error` : undefined}
          onChange={(event) => setQuantity(event.target.value)}
        />
        {errors.quantity ? (
          <p id={`${id}-quantity-error`} className="field-error" role="alert">
            {errors.quantity}
          </p>
        ) : null}
      </div>
      <div className="stock-add__field">
        <label htmlFor={`${id}-reason`}>{intl.formatMessage(messages.reason)}</label>
        <select
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => setReason(event.target.value as StockMovementReason)}
        >
          {ADD_STOCK_REASONS.map((value) => (
            <option key={value} value={toGraphqlReason(value)}>
              {intl.formatMessage(reasonLabel(toGraphqlReason(value)))}
            </option>
          ))}
        </select>
      </div>
      <div className="stock-add__field">
        <label htmlFor={`${id}-note`}>{intl.formatMessage(messages.note)}</label>
        <input
          id={`${id}-note`}
          maxLength={NOTE_MAX_LENGTH}
          value={note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${id}-note-error` : undefined}
          onChange={(event) => setNote(event.target.value)}
        />
        {errors.note ? (
          <p id={`${id}-note-error`} className="field-error" role="alert">
            {errors.note}
          </p>
        ) : null}
      </div>
      <div className="stock-add__actions">
        <button type="submit" className="button" disabled={disabled || sending}>
          {intl.formatMessage(sending ? messages.submitting : messages.submit)}
        </button>
        <button type="button" className="link-button" onClick={onClose}>
          {intl.formatMessage(messages.cancel)}
        </button>
      </div>
      {errors.form ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(errors.form)}
        </p>
      ) : null}
      {added ? <p role="status">{added}</p> : null}
    </form>
  );
}
