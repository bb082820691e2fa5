/**
 * The combination's price, as the legacy form names it: productPrice (its full HT price) and
 * combinationPrice (the difference from the product's HT price) with the difference's direction.
 * Either may be typed, the other follows; the TTC the shop will charge is shown beneath with
 * priceTtc(), the server's own rounding. Without the PRICES permission the figures are read only.
 */
import { useIntl } from 'react-intl';
import { priceTtc, taxPercentToBasisPoints } from '@tijara/schema';
import { useFormatMoney } from '@tijara/shared';
import { CurrencyInput } from '../../components/CurrencyInput';
import { FieldError } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { impactOf, withImpact, withProductPrice } from './combination-draft';
import type { CombinationDraft, ImpactSign } from './combination-draft';
import { formMessages } from './form-messages';

const signOf = (value: string): ImpactSign => (value === 'minus' ? 'minus' : 'plus');

interface Props {
  readonly idBase: string;
  readonly draft: CombinationDraft;
  readonly onDraft: (draft: CombinationDraft) => void;
  /** The product's HT price and tax, centimes and percent. */
  readonly productHt: number;
  readonly taxPercent: number;
  readonly canPrice: boolean;
  readonly errors: FieldErrors;
}

export function CombinationPriceFields({
  idBase,
  draft,
  onDraft,
  productHt,
  taxPercent,
  canPrice,
  errors,
}: Props) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const impact = impactOf(draft);
  const full = impact === undefined ? undefined : productHt + (impact ?? 0);
  const hintId = `${idBase}-prices-hint`;
  return (
    <fieldset className="combination-form__prices" aria-describedby={hintId}>
      <legend>{intl.formatMessage(formMessages.prices)}</legend>
      <p id={hintId} className="muted">
        {intl.formatMessage(formMessages.pricesHint, { price: formatMoney(productHt) })}
        {canPrice ? null : <> {intl.formatMessage(formMessages.pricesLocked)}</>}
      </p>
      <div className="combination-form__row">
        <CurrencyInput
          id={`${idBase}-productPrice`}
          name="productPrice"
          label={intl.formatMessage(formMessages.productPrice)}
          value={draft.productPrice}
          readOnly={!canPrice}
          onValueChange={(text) => onDraft(withProductPrice(draft, text, productHt))}
        />
        <CurrencyInput
          id={`${idBase}-combinationPrice`}
          name="combinationPrice"
          label={intl.formatMessage(formMessages.combinationPrice)}
          value={draft.combinationPrice}
          readOnly={!canPrice}
          errors={errors['combinationPrice']}
          onValueChange={(text) => onDraft(withImpact(draft, { combinationPrice: text }, productHt))}
        />
        <span className="combination-form__field">
          <label htmlFor={`${idBase}-sign`}>{intl.formatMessage(formMessages.sign)}</label>
          <select
            id={`${idBase}-sign`}
            name="combinationPriceSign"
            value={draft.sign}
            disabled={!canPrice}
            onChange={(event) => onDraft(withImpact(draft, { sign: signOf(event.target.value) }, productHt))}
          >
            <option value="plus">{intl.formatMessage(formMessages.signPlus)}</option>
            <option value="minus">{intl.formatMessage(formMessages.signMinus)}</option>
          </select>
        </span>
      </div>
      {full !== undefined && full >= 0 ? (
        <p className="combination-form__ttc" aria-live="polite">
          {intl.formatMessage(formMessages.priceTtc, {
            price: formatMoney(priceTtc(full, taxPercentToBasisPoints(taxPercent))),
          })}
        </p>
      ) : null}
      <FieldError id={`${idBase}-prices-error`} lines={errors['productPrice']} />
    </fieldset>
  );
}
