/**
 * The filters of a listing: a sidebar from 992 px, a panel sliding in over an overlay on a phone
 * (opened by the toolbar's Filters button, closed by its close button, the overlay or Escape, with
 * focus kept inside while open). Options and counts come from `productFilters`.
 */
import { useId, useRef } from 'react';
import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useDialogFocus } from '@tijara/shared';
import type { ProductFiltersQuery } from '../../__generated__/graphql';
import { FilterSection } from './FilterSection';
import type { FilterOptionView } from './FilterSection';
import { PriceFilter } from './PriceFilter';
import { filterMessages } from './filter-messages';
import { dinarsDown, dinarsUp } from './listing-filter';
import { ATTRIBUTE_PREFIX, FEATURE_PREFIX } from './listing-url';
import type { ListingState, ValuesSelection } from './listing-url';
import './filter-panel.css';

export type FilterData = ProductFiltersQuery['productFilters'];

interface Props {
  readonly data: FilterData | undefined;
  readonly state: ListingState;
  /** The spec's listings with brand filters (category, featured, new) show them even for one brand. */
  readonly showBrands: boolean;
  readonly open: boolean;
  readonly opener: RefObject<HTMLElement | null>;
  readonly panelId: string;
  readonly onClose: () => void;
  readonly onToggle: (name: string, value: string) => void;
  readonly onPrice: (min: number | null, max: number | null) => void;
}

const idOptions = (options: FilterData['brands']): FilterOptionView[] =>
  options.map((option) => ({ value: String(option.id), label: option.name, count: option.count }));

/** A section worth showing: a choice between several, a value to untick, or one the spec wants. */
const worthShowing = (options: readonly unknown[], selected: readonly unknown[], always: boolean) =>
  options.length > 1 || selected.length > 0 || (always && options.length > 0);

const selectedOf = (selections: readonly ValuesSelection[], type: string) =>
  selections.find((selection) => selection.type === type)?.values ?? [];

export function FilterPanel(props: Props) {
  const { data, state, open, onClose, onToggle } = props;
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  useDialogFocus(open, panel, props.opener, onClose);
  const idSection = (
    title: string,
    name: 'brand' | 'sub' | 'line',
    options: FilterData['brands'],
    always = false,
  ) => {
    const selected = state[name].map(String);
    return worthShowing(options, selected, always) ? (
      <FilterSection
        title={title}
        name={name}
        options={idOptions(options)}
        selected={selected}
        onToggle={onToggle}
      />
    ) : null;
  };
  const valueSections = (
    groups: FilterData['features'],
    selections: readonly ValuesSelection[],
    prefix: string,
  ) =>
    groups.map((group) => {
      const selected = selectedOf(selections, group.type);
      if (!worthShowing(group.options, selected, true)) return null;
      const options = group.options.map((option) => ({
        value: option.value,
        label: option.value,
        count: option.count,
      }));
      return (
        <FilterSection
          key={prefix + group.type}
          title={group.label}
          name={prefix + group.type}
          options={options}
          selected={selected}
          onToggle={onToggle}
        />
      );
    });
  const range = data?.priceRange
    ? { min: dinarsDown(data.priceRange.min), max: dinarsUp(data.priceRange.max) }
    : null;
  return (
    <>
      <aside
        ref={panel}
        id={props.panelId}
        className={`listing-filters${open ? ' listing-filters--open' : ''}`}
        aria-labelledby={titleId}
        role={open ? 'dialog' : undefined}
        aria-modal={open ? true : undefined}
      >
        <div className="listing-filters__head">
          <h2 id={titleId}>{intl.formatMessage(filterMessages.filters)}</h2>
          <button
            type="button"
            className="listing-filters__close"
            aria-label={intl.formatMessage(filterMessages.closeFilters)}
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {data ? (
          <div className="listing-filters__sections">
            {idSection(intl.formatMessage(filterMessages.brands), 'brand', data.brands, props.showBrands)}
            {idSection(intl.formatMessage(filterMessages.subCategories), 'sub', data.subCategories)}
            {idSection(intl.formatMessage(filterMessages.brandLines), 'line', data.brandLines)}
            {valueSections(data.features, state.features, FEATURE_PREFIX)}
            {valueSections(data.attributes, state.attributes, ATTRIBUTE_PREFIX)}
            {range || state.min !== null || state.max !== null ? (
              <PriceFilter
                key={`${state.min ?? ''}:${state.max ?? ''}`}
                min={state.min}
                max={state.max}
                range={range}
                onApply={props.onPrice}
              />
            ) : null}
          </div>
        ) : null}
        <div className="listing-filters__foot">
          <button type="button" className="listing-button" onClick={onClose}>
            {intl.formatMessage(filterMessages.showResults)}
          </button>
        </div>
      </aside>
      {open ? <div className="listing-filters__overlay" aria-hidden="true" onClick={onClose} /> : null}
    </>
  );
}
