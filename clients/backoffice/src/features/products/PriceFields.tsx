/**
 * The pricing fields (wizard step and price tab): priceHt, tax percent, supplyPriceHt and
 * wholeSalePriceHt typed with the back office's currency input, with priceTtc, supplyPriceTtc and
 * wholeSalePriceTtc shown live. Controlled: the form owns the texts and sends the parsed figures.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { ALGERIAN_VAT_PERCENTS } from '@tijara/schema';
import { useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
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
  readonly readOnly?: boolean;
  /** The form's or the server's lines, by field (priceHt, tax...). */
  readonly errors?: FieldErrors;
}

export function PriceFields({ value, onChange, readOnly = false, errors = {} }: PriceFieldsProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const id = useId();
  const figures = priceFigures(value);
  const taxErrors: FieldErrors = {
    tax: [
      ...(figures.taxBasisPoints === undefined ? [intl.formatMessage(messages.invalidTax)] : []),
      ...(errors['tax'] ?? []),
    ],
  };
  return (
    <fieldset className="price-fields">
      <legend>
        <FormattedMessage {...messages.pricing} />
      </legend>
      <div className="products-field">
        <label htmlFor={`${id}-tax`}>{intl.formatMessage(messages.tax)}</label>
        <input
          id={`${id}-tax`}
          name="tax"
          inputMode="decimal"
          dir="ltr"
          list={`${id}-rates`}
          value={value.tax}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...value, tax: event.target.value })}
          {...invalidProps(taxErrors, id, 'tax')}
        />
        <datalist id={`${id}-rates`}>
          {ALGERIAN_VAT_PERCENTS.map((rate) => (
            <option key={rate} value={rate} />
          ))}
        </datalist>
        <FieldError id={`${id}-tax-error`} lines={taxErrors['tax']} />
      </div>
      {HT_FIELDS.map((field) => {
        const ttc = figures.ttc[field];
        return (
          <div key={field} className="price-fields__row">
            <CurrencyInput
              id={`${id}-${field}`}
              name={field}
              label={intl.formatMessage(LABELS[field].ht)}
              value={value[field]}
              readOnly={readOnly}
              required={field === 'priceHt'}
              errors={errors[field]}
              onValueChange={(text) => onChange({ ...value, [field]: text })}
            />
            <output htmlFor={`${id}-${field} ${id}-tax`} aria-label={intl.formatMessage(LABELS[field].ttc)}>
              {intl.formatMessage(LABELS[field].ttc)} : {ttc === undefined ? '—' : formatMoney(ttc)}
            </output>
          </div>
        );
      })}
    </fieldset>
  );
}
