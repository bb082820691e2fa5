/**
 * The details form's identity and logistics fields (spec section 3, "Product"; classification is in
 * ClassificationFields.tsx). The French name is typed here at creation only: afterwards it is one
 * of the French texts, edited with the others in the languages tab.
 */
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { ProductStatus } from '../../__generated__/products/graphql';
import type { FieldErrors } from '../../components/field-errors';
import { detailsMessages } from './details-messages';
import { CODE_MAX, NAME_MAX, PRODUCT_STATUSES, SIZE_FIELDS } from './details-draft';
import type { DetailsDraft } from './details-draft';
import { SelectField, Switch, TextField } from './fields';

export interface SectionProps {
  readonly draft: DetailsDraft;
  readonly change: (patch: Partial<DetailsDraft>) => void;
  readonly errors: FieldErrors;
  readonly readOnly: boolean;
  readonly idBase: string;
}

const STATUS_LABELS: Record<ProductStatus, MessageDescriptor> = {
  DRAFT: detailsMessages.statusDraft,
  PUBLISHED: detailsMessages.statusPublished,
  ARCHIVED: detailsMessages.statusArchived,
};

export function IdentityFields({ creating, ...props }: SectionProps & { readonly creating: boolean }) {
  const intl = useIntl();
  const { draft, change, idBase, errors, readOnly } = props;
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  return (
    <fieldset className="card products-section">
      <legend>{t(detailsMessages.identity)}</legend>
      <div className="products-grid">
        <TextField
          {...props}
          name="name"
          label={t(detailsMessages.frenchName)}
          dir="ltr"
          value={draft.name}
          maxLength={NAME_MAX}
          required
          readOnly={readOnly || !creating}
          hint={creating ? undefined : t(detailsMessages.nameInLanguages)}
          onChange={(name) => change({ name })}
        />
        <SelectField
          idBase={idBase}
          errors={errors}
          readOnly={readOnly}
          name="status"
          label={t(commonMessages.status)}
          value={draft.status}
          choices={PRODUCT_STATUSES.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
          onChange={(status) => change({ status: status as ProductStatus })}
        />
        <TextField
          {...props}
          name="sku"
          label={t(detailsMessages.sku)}
          value={draft.sku}
          maxLength={CODE_MAX}
          onChange={(sku) => change({ sku })}
        />
        <TextField
          {...props}
          name="barcode"
          label={t(detailsMessages.barcode)}
          value={draft.barcode}
          maxLength={CODE_MAX}
          inputMode="numeric"
          onChange={(barcode) => change({ barcode })}
        />
      </div>
      <div className="products-switches">
        <Switch
          {...props}
          name="isActive"
          label={t(detailsMessages.isActive)}
          checked={draft.isActive}
          onChange={(isActive) => change({ isActive })}
        />
        <Switch
          {...props}
          name="isFeatured"
          label={t(detailsMessages.isFeatured)}
          checked={draft.isFeatured}
          onChange={(isFeatured) => change({ isFeatured })}
        />
        <Switch
          {...props}
          name="isOnSale"
          label={t(detailsMessages.isOnSale)}
          checked={draft.isOnSale}
          onChange={(isOnSale) => change({ isOnSale })}
        />
      </div>
    </fieldset>
  );
}

const SIZE_LABELS: Record<(typeof SIZE_FIELDS)[number], MessageDescriptor> = {
  weight: detailsMessages.weight,
  height: detailsMessages.height,
  width: detailsMessages.width,
  length: detailsMessages.length,
};

export function LogisticsFields(props: SectionProps) {
  const intl = useIntl();
  const { draft, change } = props;
  return (
    <fieldset className="card products-section">
      <legend>{intl.formatMessage(detailsMessages.logistics)}</legend>
      <div className="products-grid products-grid--narrow">
        {SIZE_FIELDS.map((field) => (
          <TextField
            key={field}
            {...props}
            name={field}
            label={intl.formatMessage(SIZE_LABELS[field])}
            value={draft[field]}
            inputMode="numeric"
            onChange={(value) => change({ [field]: value })}
          />
        ))}
        <TextField
          {...props}
          type="date"
          name="availableDate"
          label={intl.formatMessage(detailsMessages.availableDate)}
          hint={intl.formatMessage(detailsMessages.availableDateHint)}
          value={draft.availableDate}
          onChange={(availableDate) => change({ availableDate })}
        />
      </div>
    </fieldset>
  );
}
