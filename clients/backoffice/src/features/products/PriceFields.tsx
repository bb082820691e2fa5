/**
 * The product wizard's pricing step: priceHt, tax percent, supplyPriceHt and wholeSalePriceHt typed
 * in the shop's currency format, with priceTtc, supplyPriceTtc and wholeSalePriceTtc shown live.
 * Controlled: the wizard owns the texts and sends the parsed figures to the server.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { cleanCurrencyTyping, formatCurrencyInput, parseCurrencyInput, useFormatMoney } from '@tijara/shared';
import { messages } from './messages';
import { HT_FIELDS, priceFigures } from './price-fields-state';
import type { HtField, PriceTexts } from './price-fields-state';

const LABELS: Record<HtField, { ht: MessageDescriptor; ttc: MessageDescriptor }> = {
  priceHt: { ht: messages.priceHt, ttc: messages.priceTtc },
  supplyPriceHt: { ht: messages.supplyPriceHt, ttc: messages.supplyPriceTtc },
  wholeSalePriceHt: { ht: messages.wholeSalePriceHt, ttc: messages.wholeSalePriceTtc },
};

export interface PriceFieldsProps {
  readonly value: PriceTexts;
  readonly onChange: (next: PriceTexts) => void;
}

export function PriceFields({ value, onChange }: PriceFieldsProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const id = useId();
  const figures = priceFigures(value);
  const padOnBlur = (field: HtField) => {
    const amount = parseCurrencyInput(value[field]);
    if (typeof amount === 'number') onChange({ ...value, [field]: formatCurrencyInput(amount) });
  };
  return (
    <fieldset className="price-fields">
      <legend>
        <FormattedMessage {...messages.pricing} />
      </legend>
      <label htmlFor={`${id}-tax`}>{intl.formatMessage(messages.tax)}</label>
      <input
        id={`${id}-tax`}
        inputMode="decimal"
        value={value.tax}
        aria-invalid={figures.taxBasisPoints === undefined}
        onChange={(event) => onChange({ ...value, tax: event.target.value })}
      />
      {figures.taxBasisPoints === undefined && <p role="alert">{intl.formatMessage(messages.invalidTax)}</p>}
      {HT_FIELDS.map((field) => {
        const invalid = figures.ht[field] === undefined;
        const ttc = figures.ttc[field];
        return (
          <div key={field} className="price-fields__row">
            <label htmlFor={`${id}-${field}`}>{intl.formatMessage(LABELS[field].ht)}</label>
            <input
              id={`${id}-${field}`}
              inputMode="decimal"
              value={value[field]}
              aria-invalid={invalid}
              onChange={(event) => onChange({ ...value, [field]: cleanCurrencyTyping(event.target.value) })}
              onBlur={() => padOnBlur(field)}
            />
            {invalid && <p role="alert">{intl.formatMessage(messages.invalidAmount)}</p>}
            <output htmlFor={`${id}-${field} ${id}-tax`} aria-label={intl.formatMessage(LABELS[field].ttc)}>
              {intl.formatMessage(LABELS[field].ttc)} : {ttc === undefined ? '—' : formatMoney(ttc)}
            </output>
          </div>
        );
      })}
    </fieldset>
  );
}
