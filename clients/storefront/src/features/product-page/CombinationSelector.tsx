/**
 * The product's combinations as a radio group (arrow keys move, Space picks): each one by its label,
 * with a colour swatch when a value has a colour; those out of stock are marked "sold out" and cannot
 * be picked.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import type { Combination } from './product-view';

interface Props {
  readonly combinations: readonly Combination[];
  readonly selectedId: number | null;
  readonly onSelect: (id: number) => void;
}

export function CombinationSelector({ combinations, selectedId, onSelect }: Props) {
  const intl = useIntl();
  const name = useId();
  if (combinations.length === 0) return null;
  return (
    <fieldset className="combinations">
      <legend>{intl.formatMessage(messages.options)}</legend>
      <div className="combinations__list">
        {combinations.map((combination) => {
          const color = combination.values.find((value) => value.color)?.color ?? null;
          return (
            <label
              key={combination.id}
              className={combination.available ? 'combination' : 'combination combination--unavailable'}
            >
              <input
                type="radio"
                name={name}
                value={combination.id}
                checked={combination.id === selectedId}
                disabled={!combination.available}
                onChange={() => onSelect(combination.id)}
              />
              <span className="combination__chip">
                {color ? (
                  <span
                    className="combination__swatch"
                    style={{ backgroundColor: color }}
                    aria-hidden="true"
                  />
                ) : null}
                <span className="combination__label">{combination.label}</span>
                {combination.available ? null : (
                  <span className="combination__state">{intl.formatMessage(messages.unavailable)}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
