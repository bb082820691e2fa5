/**
 * The details form's classification: main category and brand (each with its quick-create "+"),
 * brand line, supplier, further categories, tags, collections and shops. The brand line select lists
 * the chosen brand's lines only; changing the brand drops a line of another brand.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@tijara/shared';
import { detailsMessages } from './details-messages';
import type { SectionProps } from './DetailsFields';
import { CheckGroup, SelectField } from './fields';
import type { Choice } from './fields';
import { QuickCreate } from './QuickCreate';
import { categoryChoices, choicesOf } from './use-product-options';
import type { ProductOptions } from './use-product-options';

function supplierChoices(options: ProductOptions, format: (name: string) => string): Choice[] {
  return options.suppliers.map((supplier) => ({
    value: String(supplier.id),
    label: supplier.active ? supplier.name : format(supplier.name),
  }));
}

export function ClassificationFields({
  options,
  shops,
  canCreate,
  ...props
}: SectionProps & {
  readonly options: ProductOptions;
  /** The shops a product may be sold by: the installation's and those it already has. */
  readonly shops: readonly Choice[];
  /** Quick-create needs the network and CATALOG_WRITE. */
  readonly canCreate: boolean;
}) {
  const intl = useIntl();
  const { draft, change, readOnly } = props;
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const categories = categoryChoices(options.categories);
  const brandId = draft.brand === '' ? null : Number(draft.brand);
  const lines = choicesOf(options.brandLines.filter((line) => line.brand.id === brandId));
  const none = t(detailsMessages.noOption);
  const empty = t(detailsMessages.noChoices);
  const chooseBrand = (brand: string) => {
    const keepsLine = options.brandLines.some(
      (l) => String(l.id) === draft.brandLine && String(l.brand.id) === brand,
    );
    change({ brand, brandLine: keepsLine ? draft.brandLine : '' });
  };
  return (
    <fieldset className="card products-section">
      <legend>{t(detailsMessages.classification)}</legend>
      <div className="products-grid">
        <SelectField
          {...props}
          name="mainCategory"
          label={t(detailsMessages.mainCategory)}
          value={draft.mainCategory}
          empty={t(sharedMessages.choose)}
          required
          choices={categories}
          onChange={(mainCategory) => change({ mainCategory })}
          action={
            readOnly ? null : (
              <QuickCreate
                kind="category"
                parents={categories}
                disabled={!canCreate}
                onCreated={(id) => change({ mainCategory: String(id) })}
              />
            )
          }
        />
        <SelectField
          {...props}
          name="brand"
          label={t(detailsMessages.brand)}
          value={draft.brand}
          empty={none}
          choices={choicesOf(options.brands)}
          onChange={chooseBrand}
          action={
            readOnly ? null : (
              <QuickCreate
                kind="brand"
                parents={[]}
                disabled={!canCreate}
                onCreated={(id) => chooseBrand(String(id))}
              />
            )
          }
        />
        <SelectField
          {...props}
          readOnly={readOnly || brandId === null}
          name="brandLine"
          label={t(detailsMessages.brandLine)}
          value={draft.brandLine}
          empty={none}
          hint={brandId === null ? t(detailsMessages.brandFirst) : undefined}
          choices={lines}
          onChange={(brandLine) => change({ brandLine })}
        />
        <SelectField
          {...props}
          name="supplier"
          label={t(detailsMessages.supplier)}
          value={draft.supplier}
          empty={none}
          choices={supplierChoices(options, (name) =>
            intl.formatMessage(detailsMessages.inactiveSupplier, { name }),
          )}
          onChange={(supplier) => change({ supplier })}
        />
      </div>
      <div className="products-groups">
        <CheckGroup
          {...props}
          name="categories"
          label={t(detailsMessages.categories)}
          values={draft.categories}
          emptyText={empty}
          choices={categories.filter((choice) => choice.value !== draft.mainCategory)}
          onChange={(categories) => change({ categories })}
        />
        <CheckGroup
          {...props}
          name="tags"
          label={t(detailsMessages.tags)}
          values={draft.tags}
          emptyText={empty}
          choices={choicesOf(options.tags)}
          onChange={(tags) => change({ tags })}
        />
        <CheckGroup
          {...props}
          name="collections"
          label={t(detailsMessages.collections)}
          values={draft.collections}
          emptyText={empty}
          choices={choicesOf(options.collections)}
          onChange={(collections) => change({ collections })}
        />
        <CheckGroup
          {...props}
          name="shops"
          label={t(detailsMessages.shops)}
          values={draft.shops}
          emptyText={empty}
          choices={shops}
          onChange={(shops) => change({ shops })}
        />
      </div>
    </fieldset>
  );
}
