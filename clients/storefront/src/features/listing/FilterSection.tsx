/**
 * One filter section: a collapsed <details> (sections start closed) holding checkboxes named after
 * the address key they set (brand, sub, line, f.<type>, a.<type>). An option no product would match
 * (count 0) is shown disabled and cannot be ticked; a ticked one can always be unticked.
 */
import { useIntl } from 'react-intl';
import { filterMessages } from './filter-messages';

export interface FilterOptionView {
  /** What the address holds (an id, a feature value). */
  readonly value: string;
  readonly label: string;
  /** Products of the listing matching the other filters with this option. */
  readonly count: number;
}

interface Props {
  readonly title: string;
  /** The input name and address key. */
  readonly name: string;
  readonly options: readonly FilterOptionView[];
  readonly selected: readonly string[];
  readonly onToggle: (name: string, value: string) => void;
}

export function FilterSection({ title, name, options, selected, onToggle }: Props) {
  const intl = useIntl();
  const chosen = options.filter((option) => selected.includes(option.value)).length;
  return (
    <details className="filter-section">
      <summary>
        <span>{title}</span>
        {chosen > 0 ? <span className="filter-section__chosen">{chosen}</span> : null}
      </summary>
      <fieldset>
        <legend className="tijara-visually-hidden">{title}</legend>
        <ul>
          {options.map((option) => {
            const checked = selected.includes(option.value);
            const disabled = option.count === 0 && !checked;
            return (
              <li key={option.value}>
                <label className={`filter-option${disabled ? ' filter-option--disabled' : ''}`}>
                  <input
                    type="checkbox"
                    name={name}
                    value={option.value}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => {
                      if (!disabled) onToggle(name, option.value);
                    }}
                  />
                  <span className="filter-option__label">{option.label}</span>
                  <span className="filter-option__count">
                    <span aria-hidden="true">({option.count})</span>
                    <span className="tijara-visually-hidden">
                      {intl.formatMessage(filterMessages.optionCount, { count: option.count })}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}
