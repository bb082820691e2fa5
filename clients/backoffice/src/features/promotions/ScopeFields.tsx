/**
 * Scope and targets: the scope decides which picker shows, exactly one; none for all.
 * The scope is chosen once: in edit mode its select is disabled and says why, since targets mean
 * something else under another scope. Product, category, brand, brand line, collection and segment
 * scopes pick ids; payment_method ticks methods; all, cart and shipping need nothing.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { PaymentType, PromotionScope } from '../../__generated__/promotions/graphql';
import { FieldError } from '../../components/FieldError';
import type { SectionProps } from './form-section';
import { PAYMENT_METHOD_LABELS, SCOPE_LABELS } from './labels';
import { BrandLinePicker, BrandPicker, CategoryPicker, CollectionPicker, SegmentPicker } from './ListPickers';
import { messages } from './messages';
import type { PickerProps } from './PickerFrame';
import { ProductPicker } from './ProductPicker';
import { withScope } from './promotion-draft';
import { PAYMENT_METHODS, SCOPES, pickerOf } from './vocabulary';

interface Props extends SectionProps {
  /** Edit mode: the scope is shown, not chosen. */
  readonly scopeLocked: boolean;
  readonly disabled: boolean;
}

const NO_TARGET_NOTES: Partial<Record<PromotionScope, MessageDescriptor>> = {
  ALL: messages.appliesToAll,
  CART: messages.appliesToCart,
  SHIPPING: messages.appliesToShipping,
};

export function ScopeFields({ draft, change, errors, idBase, scopeLocked, disabled }: Props) {
  const intl = useIntl();
  const scopeId = `${idBase}-scope`;
  const lockId = `${scopeId}-locked`;
  return (
    <fieldset className="card promotions-section">
      <legend>{intl.formatMessage(messages.sectionScope)}</legend>
      <div className="promotions-field">
        <label htmlFor={scopeId}>{intl.formatMessage(messages.scope)}</label>
        <select
          id={scopeId}
          value={draft.scope}
          disabled={scopeLocked}
          aria-describedby={scopeLocked ? lockId : undefined}
          onChange={(event) => change(withScope(draft, event.target.value as PromotionScope))}
        >
          {SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {intl.formatMessage(SCOPE_LABELS[scope])}
            </option>
          ))}
        </select>
        {scopeLocked ? (
          <p id={lockId} className="muted">
            {intl.formatMessage(messages.scopeLocked)}
          </p>
        ) : null}
      </div>
      <TargetPicker draft={draft} change={change} errors={errors} idBase={idBase} disabled={disabled} />
    </fieldset>
  );
}

function TargetPicker({ draft, change, errors, idBase, disabled }: SectionProps & { disabled: boolean }) {
  const intl = useIntl();
  const picker: PickerProps = {
    targets: draft.targets,
    onTargets: (targets) => change({ targets }),
    errorLines: errors['targetIds'],
    disabled,
  };
  const kind = pickerOf(draft.scope);
  switch (kind) {
    case 'product':
      return <ProductPicker {...picker} />;
    case 'category':
      return <CategoryPicker {...picker} />;
    case 'brand':
      return <BrandPicker {...picker} />;
    case 'brandLine':
      return <BrandLinePicker {...picker} />;
    case 'collection':
      return <CollectionPicker {...picker} />;
    case 'segment':
      return <SegmentPicker {...picker} />;
    case 'paymentMethods':
      return <PaymentMethodsField draft={draft} change={change} errors={errors} idBase={idBase} />;
    case null: {
      const note = NO_TARGET_NOTES[draft.scope];
      return note ? <p className="muted">{intl.formatMessage(note)}</p> : null;
    }
  }
}

function PaymentMethodsField({ draft, change, errors, idBase }: SectionProps) {
  const intl = useIntl();
  const toggle = (method: PaymentType, on: boolean) =>
    change({
      paymentMethods: PAYMENT_METHODS.filter((m) => (m === method ? on : draft.paymentMethods.includes(m))),
    });
  return (
    <fieldset
      className="promotions-picker"
      aria-describedby={errors['paymentMethods']?.length ? `${idBase}-paymentMethods-error` : undefined}
    >
      <legend>{intl.formatMessage(messages.paymentMethodsPicker)}</legend>
      <div className="promotions-checks">
        {PAYMENT_METHODS.map((method) => (
          <label key={method}>
            <input
              type="checkbox"
              checked={draft.paymentMethods.includes(method)}
              onChange={(event) => toggle(method, event.target.checked)}
            />
            {intl.formatMessage(PAYMENT_METHOD_LABELS[method])}
          </label>
        ))}
      </div>
      <FieldError id={`${idBase}-paymentMethods-error`} lines={errors['paymentMethods']} />
    </fieldset>
  );
}
