/**
 * One product of the pack: its name, the quantity (a whole number from 1), in a strict pack the
 * combination it is sold in (the spec's selector, hidden for a product without combinations), and
 * its remove button. The row's errors, the form's or the server's, show under their fields.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, sharedMessages } from '@tijara/shared';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { CombinationSelect } from '../product-combinations';
import type { PackChoice, PackItemDraft } from './pack-draft';
import { messages } from './messages';

interface Props {
  readonly item: PackItemDraft;
  readonly mode: PackChoice;
  readonly errors: FieldErrors;
  readonly disabled: boolean;
  readonly onChange: (item: PackItemDraft) => void;
  readonly onRemove: () => void;
}

export function PackItemRow({ item, mode, errors, disabled, onChange, onRemove }: Props) {
  const intl = useIntl();
  const idBase = useId();
  return (
    <li className="pack-item">
      <div className="pack-item__product">
        <strong>{item.name}</strong>
        {item.sku ? <span className="muted">{item.sku}</span> : null}
        <FieldError id={`${idBase}-productId-error`} lines={errors['productId']} />
      </div>
      <span className="pack-item__field">
        <label htmlFor={`${idBase}-quantity`}>{intl.formatMessage(commonMessages.quantity)}</label>
        <input
          id={`${idBase}-quantity`}
          name="quantity"
          inputMode="numeric"
          autoComplete="off"
          size={4}
          value={item.quantity}
          readOnly={disabled}
          onChange={(event) => onChange({ ...item, quantity: event.target.value })}
          {...invalidProps(errors, idBase, 'quantity')}
        />
        <FieldError id={`${idBase}-quantity-error`} lines={errors['quantity']} />
      </span>
      {/* A product without combinations needs none (asked again only if the server says otherwise). */}
      {mode === 'STRICT' && (item.hasCombinations || errors['combinationId']) ? (
        <CombinationSelect
          productId={item.productId}
          id={`${idBase}-combination`}
          label={intl.formatMessage(messages.combination)}
          value={item.combinationId}
          disabled={disabled}
          required={item.hasCombinations}
          errors={errors['combinationId']}
          onChange={(combinationId) => onChange({ ...item, combinationId })}
        />
      ) : null}
      {disabled ? null : (
        <button
          type="button"
          className="link-button link-button--danger pack-item__remove"
          onClick={onRemove}
        >
          {intl.formatMessage(sharedMessages.removeOf, { name: item.name })}
        </button>
      )}
    </li>
  );
}
