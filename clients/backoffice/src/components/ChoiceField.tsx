/** A list filter's select: its first choice ('') narrows nothing; the others come from the caller. */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';

interface Props {
  readonly id: string;
  readonly name: string;
  /** The field's class in its filter bar. */
  readonly className: string;
  readonly label: MessageDescriptor;
  /** The first choice, value '': no narrowing. */
  readonly anyLabel: MessageDescriptor;
  readonly value: string;
  readonly options: readonly { value: string; label: string }[];
  readonly onChange: (value: string) => void;
}

export function ChoiceField({ id, name, className, label, anyLabel, value, options, onChange }: Props) {
  const intl = useIntl();
  // A choice from the address the options do not hold (yet, or any more) is still shown as chosen.
  const known = value === '' || options.some((option) => option.value === value);
  return (
    <div className={className}>
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage(anyLabel)}</option>
        {known ? null : <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
