/**
 * A filter that takes several values (channels, order types, payment types): a disclosure whose
 * summary names the field and what is chosen, opening onto one box per value. Native details/summary,
 * so Enter or Space opens it and Tab walks the boxes; each box changes the list at once.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { messages } from './messages';

interface Props<T extends string> {
  /** The spec's data key, the name of every box (a form's FormData reads them all). */
  readonly name: string;
  readonly label: MessageDescriptor;
  readonly values: readonly T[];
  readonly labels: Readonly<Record<T, MessageDescriptor>>;
  readonly chosen: readonly T[];
  readonly onChange: (chosen: T[]) => void;
}

export function MultiChoice<T extends string>({ name, label, values, labels, chosen, onChange }: Props<T>) {
  const intl = useIntl();
  const word = (value: T) => {
    const descriptor: MessageDescriptor = labels[value];
    return intl.formatMessage(descriptor);
  };
  const summary =
    chosen.length === 0
      ? intl.formatMessage(messages.anyChoice)
      : chosen.length <= 2
        ? chosen.map(word).join(', ')
        : intl.formatMessage(messages.chosenCount, { count: chosen.length });
  const toggle = (value: T, on: boolean) =>
    onChange(values.filter((item) => (item === value ? on : chosen.includes(item))));
  return (
    <details className="orders-filters__multi">
      <summary>
        <span className="orders-filters__label">{intl.formatMessage(label)}</span>
        <span className="orders-filters__chosen">{summary}</span>
      </summary>
      <fieldset>
        <legend className="visually-hidden">{intl.formatMessage(label)}</legend>
        {values.map((value) => (
          <label key={value} className="orders-filters__box">
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={chosen.includes(value)}
              onChange={(event) => toggle(value, event.target.checked)}
            />
            {word(value)}
          </label>
        ))}
      </fieldset>
    </details>
  );
}
