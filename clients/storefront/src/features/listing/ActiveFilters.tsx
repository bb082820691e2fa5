/**
 * The bar of active filters: one button per chosen value, removing only that value, and "clear all"
 * (the search, sort and page size stay). Names come from the filter data; an id the listing no
 * longer knows still shows (as its number) so it can be removed.
 */
import { useIntl } from 'react-intl';
import { sharedMessages, useFormatMoney } from '@tijara/shared';
import type { FilterData } from './FilterPanel';
import { filterMessages } from './filter-messages';
import { ATTRIBUTE_PREFIX, FEATURE_PREFIX, hasNarrowing } from './listing-url';
import type { ListingState } from './listing-url';

export interface Chip {
  /** The address key and value it removes (min/max: the value is ignored). */
  readonly key: string;
  readonly value: string;
  readonly label: string;
}

interface Props {
  readonly state: ListingState;
  readonly data: FilterData | undefined;
  readonly onRemove: (chip: Chip) => void;
  readonly onClear: () => void;
}

function useChips(state: ListingState, data: FilterData | undefined): Chip[] {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const named = (key: 'brand' | 'sub' | 'line', options: FilterData['brands'] | undefined) =>
    state[key].map((id) => ({
      key,
      value: String(id),
      label: options?.find((option) => option.id === id)?.name ?? `#${id}`,
    }));
  const values = (
    selections: ListingState['features'],
    groups: FilterData['features'] | undefined,
    prefix: string,
  ) =>
    selections.flatMap(({ type, values: chosen }) => {
      const label = groups?.find((group) => group.type === type)?.label ?? type;
      return chosen.map((value) => ({
        key: prefix + type,
        value,
        label: intl.formatMessage(filterMessages.chip, { label, value }),
      }));
    });
  const prices: Chip[] = [];
  if (state.min !== null) {
    const price = formatMoney(state.min * 100);
    prices.push({ key: 'min', value: '', label: intl.formatMessage(filterMessages.priceFrom, { price }) });
  }
  if (state.max !== null) {
    const price = formatMoney(state.max * 100);
    prices.push({ key: 'max', value: '', label: intl.formatMessage(filterMessages.priceTo, { price }) });
  }
  return [
    ...named('brand', data?.brands),
    ...named('sub', data?.subCategories),
    ...named('line', data?.brandLines),
    ...values(state.features, data?.features, FEATURE_PREFIX),
    ...values(state.attributes, data?.attributes, ATTRIBUTE_PREFIX),
    ...prices,
  ];
}

export function ActiveFilters({ state, data, onRemove, onClear }: Props) {
  const intl = useIntl();
  const chips = useChips(state, data);
  if (!hasNarrowing(state)) return null;
  return (
    <section className="active-filters" aria-label={intl.formatMessage(filterMessages.activeFilters)}>
      <ul>
        {chips.map((chip) => (
          <li key={`${chip.key}=${chip.value}`}>
            <button
              type="button"
              className="active-filters__chip"
              aria-label={intl.formatMessage(sharedMessages.removeOf, { name: chip.label })}
              onClick={() => onRemove(chip)}
            >
              <span>{chip.label}</span>
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button" onClick={onClear}>
        {intl.formatMessage(filterMessages.clearAll)}
      </button>
    </section>
  );
}
