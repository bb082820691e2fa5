/**
 * The drawer's cash count: the amount (CurrencyInput), and under it the Algerian notes and coins,
 * each counted with − and + (touch) or typed (Arabic-Indic digits accepted), whose sum writes the
 * amount. The same counter opens a session (opening cash) and closes it (cash counted).
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { parseWholeNumber } from '../../components/whole-number';
import { DENOMINATIONS, dinarsOf } from './cash-count';
import type { Denomination } from './cash-count';
import { messages } from './messages';
import type { CashCount } from './use-cash-count';

interface Props {
  readonly id: string;
  /** The form's data key for the amount (openingCash, countedCash). */
  readonly name: string;
  readonly label: string;
  readonly count: CashCount;
  readonly errors?: readonly string[];
  /** The notes and coins shown at first (closing counts them; opening usually types a float). */
  readonly counting?: boolean;
}

export function CashCounter({ id, name, label, count, errors, counting = true }: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const panelId = useId();
  const [open, setOpen] = useState(counting);
  const differs =
    count.countedSum > 0 && typeof count.amount === 'number' && count.amount !== count.countedSum;
  return (
    <div className="cash-counter">
      <CurrencyInput
        id={id}
        name={name}
        label={label}
        value={count.text}
        onValueChange={count.setText}
        required
        errors={errors}
      />
      <button
        type="button"
        className="pos-button pos-button--quiet"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage(messages.countByDenomination)}
      </button>
      <div id={panelId} hidden={!open} className="cash-counter__panel">
        <DenominationGroup kind="note" count={count} />
        <DenominationGroup kind="coin" count={count} />
        <p className="cash-counter__sum" aria-live="polite">
          {intl.formatMessage(messages.countedSum, { amount: formatMoney(count.countedSum) })}
        </p>
        {differs ? (
          <p className="note note--offline">
            {intl.formatMessage(messages.typedDiffers, { amount: formatMoney(count.countedSum) })}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function DenominationGroup({ kind, count }: { kind: Denomination['kind']; count: CashCount }) {
  const intl = useIntl();
  return (
    <fieldset className="cash-counter__group">
      <legend>{intl.formatMessage(kind === 'note' ? messages.notes : messages.coins)}</legend>
      {DENOMINATIONS.filter((denomination) => denomination.kind === kind).map((denomination) => (
        <DenominationRow key={denomination.value} denomination={denomination} count={count} />
      ))}
    </fieldset>
  );
}

function DenominationRow({ denomination, count }: { denomination: Denomination; count: CashCount }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const inputId = useId();
  const { value, kind } = denomination;
  const current = count.counts[value] ?? 0;
  const dinars = dinarsOf(value);
  return (
    <div className="cash-counter__row">
      <label htmlFor={inputId}>
        {intl.formatMessage(messages.denominationCount, { value: dinars, kind })}
      </label>
      <button
        type="button"
        className="pos-button pos-button--square"
        aria-label={intl.formatMessage(messages.oneLess, { value: dinars })}
        disabled={current === 0}
        onClick={() => count.setCount(value, current - 1)}
      >
        −
      </button>
      <input
        id={inputId}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        className="cash-counter__count"
        value={current === 0 ? '' : String(current)}
        placeholder="0"
        onChange={(event) => {
          const typed = event.target.value.trim();
          const parsed = typed === '' ? 0 : parseWholeNumber(typed);
          if (parsed !== null) count.setCount(value, parsed);
        }}
      />
      <button
        type="button"
        className="pos-button pos-button--square"
        aria-label={intl.formatMessage(messages.oneMore, { value: dinars })}
        onClick={() => count.setCount(value, current + 1)}
      >
        +
      </button>
      <output className="cash-counter__subtotal" aria-live="off">
        {formatMoney(value * current)}
      </output>
    </div>
  );
}
