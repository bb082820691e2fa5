/**
 * The list's filters: a settled search, category, brand, activation, promotion, highlighting and
 * status. Each change refreshes the list in place (no page load) and starts again at page 1.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { ProductStatus } from '../../__generated__/product-list/graphql';
import type { FilterOption } from './filter-options';
import type { Flag, ProductFilters } from './list-address';
import { STATUSES } from './list-address';
import { messages } from './messages';
import { ChoiceField } from '../../components/ChoiceField';
import { SearchField } from '../../components/SearchField';
import { STATUS_LABELS } from './status-labels';

interface Props {
  readonly filters: ProductFilters;
  readonly categories: readonly FilterOption[];
  readonly brands: readonly FilterOption[];
  readonly filtered: boolean;
  readonly onChange: (patch: Partial<ProductFilters>) => void;
  readonly onClear: () => void;
}

const idOf = (text: string) => (text === '' ? null : Number(text));

export function ProductFilterBar({ filters, categories, brands, filtered, onChange, onClear }: Props) {
  const intl = useIntl();
  const id = useId();
  return (
    <div role="search" className="product-list__filters" aria-label={intl.formatMessage(messages.filters)}>
      <SearchField
        id={`${id}-search`}
        label={intl.formatMessage(messages.search)}
        name="search"
        className="product-list__field product-list__field--search"
        value={filters.search}
        onSearch={(search) => onChange({ search })}
      />
      <ChoiceField
        className="product-list__field"
        id={`${id}-category`}
        name="categoryId"
        label={messages.category}
        anyLabel={messages.allCategories}
        value={filters.categoryId === null ? '' : String(filters.categoryId)}
        options={categories.map((option) => ({ value: String(option.id), label: option.label }))}
        onChange={(value) => onChange({ categoryId: idOf(value) })}
      />
      <ChoiceField
        className="product-list__field"
        id={`${id}-brand`}
        name="brandId"
        label={messages.brand}
        anyLabel={messages.allBrands}
        value={filters.brandId === null ? '' : String(filters.brandId)}
        options={brands.map((option) => ({ value: String(option.id), label: option.label }))}
        onChange={(value) => onChange({ brandId: idOf(value) })}
      />
      <FlagField
        id={`${id}-active`}
        name="active"
        label={messages.activeFilter}
        words={[messages.activeAny, messages.activeOnly, messages.inactiveOnly]}
        value={filters.active}
        onChange={(active) => onChange({ active })}
      />
      <FlagField
        id={`${id}-on-sale`}
        name="onSale"
        label={messages.onSaleFilter}
        words={[messages.onSaleAny, messages.onSaleOnly, messages.notOnSale]}
        value={filters.onSale}
        onChange={(onSale) => onChange({ onSale })}
      />
      <FlagField
        id={`${id}-featured`}
        name="featured"
        label={messages.featuredFilter}
        words={[messages.featuredAny, messages.featuredOnly, messages.notFeatured]}
        value={filters.featured}
        onChange={(featured) => onChange({ featured })}
      />
      <ChoiceField
        className="product-list__field"
        id={`${id}-status`}
        name="status"
        label={commonMessages.status}
        anyLabel={commonMessages.allStatuses}
        value={filters.status}
        options={STATUSES.map((status) => ({
          value: status,
          label: intl.formatMessage(STATUS_LABELS[status]),
        }))}
        onChange={(value) => onChange({ status: value as ProductStatus | '' })}
      />
      {filtered ? (
        <button type="button" className="link-button product-list__clear" onClick={onClear}>
          {intl.formatMessage(messages.clearFilters)}
        </button>
      ) : null}
    </div>
  );
}

interface FlagProps {
  readonly id: string;
  readonly name: string;
  readonly label: MessageDescriptor;
  /** Both, yes only, no only. */
  readonly words: readonly [MessageDescriptor, MessageDescriptor, MessageDescriptor];
  readonly value: Flag;
  readonly onChange: (value: Flag) => void;
}

function FlagField({ id, name, label, words, value, onChange }: FlagProps) {
  const intl = useIntl();
  const [any, yes, no] = words;
  return (
    <div className="product-list__field">
      <label htmlFor={id}>{intl.formatMessage(label)}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as Flag)}>
        <option value="">{intl.formatMessage(any)}</option>
        <option value="yes">{intl.formatMessage(yes)}</option>
        <option value="no">{intl.formatMessage(no)}</option>
      </select>
    </div>
  );
}
