/**
 * The combination form's fields, inputs named after the legacy form's keys (name, productPrice,
 * combinationPrice) and the combination's own (reference, barcode, isDefault, active). The name is
 * the one in the staff's language; the other languages are sent back as they were.
 */
import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES, useLocale } from '@tijara/shared';
import type { CombinationImageFragment } from '../../__generated__/product-combinations/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { AttributeValueFields } from './AttributeValueFields';
import type { CombinationDraft } from './combination-draft';
import { CombinationImageChoices } from './CombinationImageChoices';
import { CombinationPriceFields } from './CombinationPriceFields';
import { formMessages } from './form-messages';

export interface FieldsProps {
  readonly idBase: string;
  readonly draft: CombinationDraft;
  readonly onDraft: (draft: CombinationDraft) => void;
  /** The saved combination's label ("Rouge - XL"), shown when the name is left empty; null: new. */
  readonly label: string | null;
  /** Whether it is the product's default now (it cannot be unset, only taken over). */
  readonly wasDefault: boolean;
  readonly product: { readonly priceHt: number; readonly taxPercent: number };
  readonly images: readonly CombinationImageFragment[] | undefined;
  readonly imageIds: ReadonlySet<number>;
  readonly onImageIds: (ids: ReadonlySet<number>) => void;
  readonly writable: boolean;
  readonly canPrice: boolean;
  readonly errors: FieldErrors;
}

export function CombinationFields(props: FieldsProps) {
  const { idBase, draft, onDraft, writable, errors } = props;
  const change = (patch: Partial<CombinationDraft>) => onDraft({ ...draft, ...patch });
  return (
    <>
      <NameField {...props} />
      <AttributeValueFields
        idBase={idBase}
        values={draft.values}
        onValues={(values) => change({ values })}
        disabled={!writable}
        errors={errors['valueIds']}
      />
      <CombinationPriceFields
        idBase={idBase}
        draft={draft}
        onDraft={onDraft}
        productHt={props.product.priceHt}
        taxPercent={props.product.taxPercent}
        canPrice={writable && props.canPrice}
        errors={errors}
      />
      <div className="combination-form__row">
        <TextField
          {...props}
          field="reference"
          value={draft.reference}
          onText={(reference) => change({ reference })}
        />
        <TextField
          {...props}
          field="barcode"
          value={draft.barcode}
          onText={(barcode) => change({ barcode })}
        />
      </div>
      <FlagFields {...props} />
      <CombinationImageChoices
        idBase={idBase}
        images={props.images}
        chosen={props.imageIds}
        onChosen={props.onImageIds}
        disabled={!writable}
      />
    </>
  );
}

function NameField({ idBase, draft, onDraft, label, writable, errors }: FieldsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const hintId = `${idBase}-name-hint`;
  return (
    <span className="combination-form__field">
      <label htmlFor={`${idBase}-name`}>
        {intl.formatMessage(formMessages.name, { language: LANGUAGE_NAMES[locale] })}
      </label>
      <input
        id={`${idBase}-name`}
        name="name"
        value={draft.name}
        readOnly={!writable}
        maxLength={200}
        onChange={(event) => onDraft({ ...draft, name: event.target.value })}
        {...invalidProps(errors, idBase, 'name', hintId)}
      />
      <small id={hintId} className="muted">
        {label === null
          ? intl.formatMessage(formMessages.nameHintNew)
          : intl.formatMessage(formMessages.nameHint, { label })}
      </small>
      <FieldError id={`${idBase}-name-error`} lines={errors['name']} />
    </span>
  );
}

interface TextFieldProps extends FieldsProps {
  readonly field: 'reference' | 'barcode';
  readonly value: string;
  readonly onText: (text: string) => void;
}

function TextField({ idBase, field, value, onText, writable, errors }: TextFieldProps) {
  const intl = useIntl();
  return (
    <span className="combination-form__field">
      <label htmlFor={`${idBase}-${field}`}>{intl.formatMessage(formMessages[field])}</label>
      <input
        id={`${idBase}-${field}`}
        name={field}
        value={value}
        readOnly={!writable}
        maxLength={64}
        autoComplete="off"
        onChange={(event) => onText(event.target.value)}
        {...invalidProps(errors, idBase, field)}
      />
      <FieldError id={`${idBase}-${field}-error`} lines={errors[field]} />
    </span>
  );
}

function FlagFields({ idBase, draft, onDraft, wasDefault, writable, errors }: FieldsProps) {
  const intl = useIntl();
  const lockedId = `${idBase}-isDefault-hint`;
  return (
    <div className="combination-form__flags">
      <label>
        <input
          type="checkbox"
          name="isDefault"
          checked={draft.isDefault}
          // The default is taken over, never dropped: a product keeps exactly one.
          disabled={!writable || wasDefault}
          aria-describedby={wasDefault ? lockedId : undefined}
          onChange={(event) => onDraft({ ...draft, isDefault: event.target.checked })}
        />{' '}
        {intl.formatMessage(formMessages.isDefault)}
      </label>
      {wasDefault ? (
        <small id={lockedId} className="muted">
          {intl.formatMessage(formMessages.defaultLocked)}
        </small>
      ) : null}
      <FieldError id={`${idBase}-isDefault-error`} lines={errors['isDefault']} />
      <label>
        <input
          type="checkbox"
          name="active"
          checked={draft.active}
          disabled={!writable}
          onChange={(event) => onDraft({ ...draft, active: event.target.checked })}
        />{' '}
        {intl.formatMessage(formMessages.active)}
      </label>
    </div>
  );
}
