/**
 * The add-stock form's state: what is typed, the quantity checked before anything is sent, then the
 * server's answer as a confirmation or as messages (one for the form, lines under the fields).
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { MAX_STOCK_QUANTITY } from '@tijara/schema';
import type { StockLevelFieldsFragment, StockMovementReason } from '../../__generated__/stock/graphql';
import type { FieldErrors } from '../../components/field-errors';
import { messages } from './messages';
import { lineName } from './stock-line';
import { checkStockQuantity } from './stock-quantity';
import type { QuantityCheck } from './stock-quantity';
import type { AddStockOutcome, AddStockRequest } from './use-add-stock';

export type AddStock = (line: StockLevelFieldsFragment, request: AddStockRequest) => Promise<AddStockOutcome>;

interface Problems {
  readonly form: MessageDescriptor | null;
  readonly fields: FieldErrors;
}

const NO_PROBLEMS: Problems = { form: null, fields: {} };

function quantityProblem(intl: IntlShape, check: Extract<QuantityCheck, { ok: false }>): string {
  return check.problem === 'tooLarge'
    ? intl.formatMessage(messages.quantityTooLarge, { max: MAX_STOCK_QUANTITY })
    : intl.formatMessage(messages.quantityNotPositive);
}

/** A refusal: its message for the form; a quantity refused in any words reads as "invalid quantity". */
function refusalProblems(intl: IntlShape, outcome: Extract<AddStockOutcome, { ok: false }>): Problems {
  const { quantity, note } = outcome.fieldErrors;
  const fields: Record<string, readonly string[]> = {};
  if (quantity) fields['quantity'] = [intl.formatMessage(messages.invalidQuantity)];
  if (note) fields['note'] = note;
  return { form: outcome.message, fields };
}

export function useAddStockForm(line: StockLevelFieldsFragment, onAdd: AddStock) {
  const intl = useIntl();
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState<StockMovementReason>('PURCHASE');
  const [note, setNote] = useState('');
  const [problems, setProblems] = useState<Problems>(NO_PROBLEMS);
  const [sending, setSending] = useState(false);
  const [added, setAdded] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAdded(null);
    const checked = checkStockQuantity(quantity);
    if (!checked.ok) {
      setProblems({ form: null, fields: { quantity: [quantityProblem(intl, checked)] } });
      return;
    }
    setProblems(NO_PROBLEMS);
    setSending(true);
    const outcome = await onAdd(line, { quantity: checked.quantity, reason, note });
    setSending(false);
    if (!outcome.ok) {
      setProblems(refusalProblems(intl, outcome));
      return;
    }
    setQuantity('');
    setNote('');
    const { level } = outcome;
    setAdded(
      intl.formatMessage(messages.added, {
        quantity: checked.quantity,
        name: lineName(level),
        available: level.available,
      }),
    );
  };

  const values = { quantity, reason, note };
  const setters = { setQuantity, setReason, setNote };
  return { values, setters, problems, sending, added, submit };
}
