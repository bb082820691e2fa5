/**
 * What a pack holds. Strict: each component with its fixed combination, nothing to choose. Flexible:
 * a select per component with a choice among its combinations (sold-out ones shown but disabled),
 * starting on its default. The choices go up to the page, which hands them to the buy box.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { messages } from './messages';
import type { Pack, PackComponent } from './product-view';

/** The chosen combination per component, by position in the pack. */
export type PackChoices = readonly (number | null)[];

interface Props {
  readonly pack: Pack;
  readonly choices: PackChoices;
  readonly onChoose: (index: number, combinationId: number) => void;
}

function Thumb({ item }: { item: PackComponent }) {
  return item.thumbUrl ? (
    <img className="pack__thumb" src={item.thumbUrl} alt="" width={48} height={48} loading="lazy" />
  ) : (
    <span className="pack__thumb" aria-hidden="true" />
  );
}

function ChoiceSelect({
  item,
  value,
  onChoose,
}: {
  item: PackComponent;
  value: number | null;
  onChoose: (id: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="tijara-visually-hidden">
        {intl.formatMessage(messages.packChoice, { name: item.name })}
      </label>
      <select id={id} value={value ?? ''} onChange={(event) => onChoose(Number(event.target.value))}>
        {item.choices.map((choice) => (
          <option key={choice.id} value={choice.id} disabled={!choice.available}>
            {choice.available
              ? choice.label
              : intl.formatMessage(messages.unavailableOption, { label: choice.label })}
          </option>
        ))}
      </select>
    </>
  );
}

export function PackItems({ pack, choices, onChoose }: Props) {
  const intl = useIntl();
  const strict = pack.mode === 'strict';
  return (
    <section className="pack" aria-labelledby="pack-title">
      <h2 id="pack-title" className="pack__title">
        {intl.formatMessage(strict ? messages.packStrict : messages.packFlexible)}
      </h2>
      <ul className="pack__items">
        {pack.items.map((item, index) => (
          <li key={`${item.productId}-${index}`} className="pack__item" data-testid="pack-item">
            <Thumb item={item} />
            <div className="pack__text">
              <span className="pack__name">
                {intl.formatMessage(messages.packQuantity, { quantity: item.quantity, name: item.name })}
              </span>
              {strict || item.choices.length <= 1 ? (
                (item.combinationLabel ?? item.choices[0]?.label) ? (
                  <span className="pack__combination">{item.combinationLabel ?? item.choices[0]?.label}</span>
                ) : null
              ) : (
                <ChoiceSelect
                  item={item}
                  value={choices[index] ?? null}
                  onChoose={(combinationId) => onChoose(index, combinationId)}
                />
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
