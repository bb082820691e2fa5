/**
 * The spec's combination selector: hidden while the product has no combination (or before the
 * server answered), else "Choisir" with value 0, then one option per combination. 0 means none
 * chosen yet: the caller decides whether that is allowed.
 */
import { useIntl } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { useCombinationChoices } from './use-combination-choices';

/** The value of the "Choisir" option: no combination chosen. */
export const NO_COMBINATION = 0;

export interface CombinationSelectProps {
  readonly productId: number;
  readonly id: string;
  readonly label: string;
  /** A combination id, or NO_COMBINATION. */
  readonly value: number;
  readonly onChange: (combinationId: number) => void;
  readonly name?: string;
  readonly disabled?: boolean;
  readonly required?: boolean;
  /** Lines shown under the select (its id + "-combinationId-error"). */
  readonly errors?: readonly string[];
}

export function CombinationSelect({
  productId,
  id,
  label,
  value,
  onChange,
  name = 'combinationId',
  disabled = false,
  required = false,
  errors,
}: CombinationSelectProps) {
  const intl = useIntl();
  const { choices } = useCombinationChoices(productId);
  if (!choices || choices.length === 0) return null;
  const fieldErrors: FieldErrors = errors ? { combinationId: errors } : {};
  return (
    <span className="combination-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        required={required}
        onChange={(event) => onChange(Number(event.target.value))}
        {...invalidProps(fieldErrors, id, 'combinationId')}
      >
        <option value={NO_COMBINATION}>{intl.formatMessage(sharedMessages.choose)}</option>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-combinationId-error`} lines={errors} />
    </span>
  );
}
