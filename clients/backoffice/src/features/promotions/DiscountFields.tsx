/**
 * How much the promotion takes: a percentage or an amount in DA (typed with a French comma, spaces
 * between thousands), how it combines with others (only the modes that mean something for the
 * scope, each explained in one line), and the minimum subtotal it needs.
 */
import { useIntl } from 'react-intl';
import type { Combinability, DiscountType } from '../../__generated__/promotions/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { SectionProps } from './form-section';
import { COMBINABILITY_EXPLANATIONS, COMBINABILITY_LABELS, DISCOUNT_TYPE_LABELS } from './labels';
import { messages } from './messages';
import { DISCOUNT_TYPES, combinabilitiesFor } from './vocabulary';

export function DiscountFields({ draft, change, errors, idBase }: SectionProps) {
  const intl = useIntl();
  const fieldId = (field: string) => `${idBase}-${field}`;
  const percent = draft.discountType === 'PERCENTAGE';
  return (
    <fieldset className="card promotions-section">
      <legend>{intl.formatMessage(messages.sectionDiscount)}</legend>
      <div className="promotions-row">
        <div className="promotions-field">
          <label htmlFor={fieldId('discountType')}>{intl.formatMessage(messages.discountType)}</label>
          <select
            id={fieldId('discountType')}
            value={draft.discountType}
            onChange={(event) => change({ discountType: event.target.value as DiscountType })}
          >
            {DISCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage(DISCOUNT_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        <div className="promotions-field">
          <label htmlFor={fieldId('value')}>{intl.formatMessage(messages.value)}</label>
          <span className="promotions-unit">
            <input
              id={fieldId('value')}
              inputMode="decimal"
              dir="ltr"
              value={draft.value}
              {...invalidProps(errors, idBase, 'value', `${fieldId('value')}-hint`)}
              onChange={(event) => change({ value: event.target.value })}
            />
            <span aria-hidden="true">
              {intl.formatMessage(percent ? messages.unitPercent : messages.unitDinar)}
            </span>
          </span>
          <p id={`${fieldId('value')}-hint`} className="muted">
            {intl.formatMessage(percent ? messages.percentHint : messages.amountHint)}
          </p>
          <FieldError id={`${fieldId('value')}-error`} lines={errors['value']} />
        </div>
      </div>
      <CombinabilityField draft={draft} change={change} errors={errors} idBase={idBase} />
      <div className="promotions-field">
        <label htmlFor={fieldId('minimumSubtotal')}>{intl.formatMessage(messages.minimumSubtotal)}</label>
        <input
          id={fieldId('minimumSubtotal')}
          inputMode="decimal"
          dir="ltr"
          value={draft.minimumSubtotal}
          {...invalidProps(errors, idBase, 'minimumSubtotal')}
          onChange={(event) => change({ minimumSubtotal: event.target.value })}
        />
        <FieldError id={`${fieldId('minimumSubtotal')}-error`} lines={errors['minimumSubtotal']} />
      </div>
    </fieldset>
  );
}

/** Only the modes that fit the scope, each with its one-line explanation (the chosen one stands out). */
function CombinabilityField({ draft, change, errors, idBase }: SectionProps) {
  const intl = useIntl();
  const fieldId = `${idBase}-combinability`;
  const modes = combinabilitiesFor(draft.scope);
  return (
    <div className="promotions-field">
      <label htmlFor={fieldId}>{intl.formatMessage(messages.combinability)}</label>
      <select
        id={fieldId}
        value={draft.combinability}
        {...invalidProps(errors, idBase, 'combinability', `${fieldId}-modes`)}
        onChange={(event) => change({ combinability: event.target.value as Combinability })}
      >
        {modes.map((mode) => (
          <option key={mode} value={mode}>
            {intl.formatMessage(COMBINABILITY_LABELS[mode])}
          </option>
        ))}
      </select>
      <ul id={`${fieldId}-modes`} className="promotions-modes">
        {modes.map((mode) => (
          <li key={mode} className={mode === draft.combinability ? 'promotions-modes__chosen' : undefined}>
            <strong>{intl.formatMessage(COMBINABILITY_LABELS[mode])}</strong>
            {intl.formatMessage(messages.explanationSeparator)}
            {intl.formatMessage(COMBINABILITY_EXPLANATIONS[mode])}
          </li>
        ))}
      </ul>
      <FieldError id={`${fieldId}-error`} lines={errors['combinability']} />
    </div>
  );
}
