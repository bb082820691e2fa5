/**
 * A brand line's form: the brand it belongs to (the server refuses to move a line that has products
 * to another brand, said under the select), names in three languages, address, order, visibility.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages, useLocale } from '@tijara/shared';
import type {
  BrandLineInput,
  TaxonomyBrandFragment,
  TaxonomyBrandLineFragment,
} from '../../__generated__/taxonomy/graphql';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { Access } from './access';
import { PositionField, SlugField, VisibleField } from './FormFields';
import { EMPTY_LABELS, labelIn, labelsDraftOf, labelsInputOf } from './labels';
import { LabelsFields } from './LabelsFields';
import { listsMessages } from './lists-messages';
import type { Outcome } from './outcome';
import { TaxonomyDialog } from './TaxonomyDialog';
import { positionOf, requireFrench, useDialogSubmit } from './use-dialog-submit';
import type { Problems } from './use-dialog-submit';

type Line = TaxonomyBrandLineFragment;

export type LineTarget =
  { readonly kind: 'new'; readonly brandId: number } | { readonly kind: 'edit'; readonly line: Line };

interface Props {
  readonly target: LineTarget;
  /** In display order. */
  readonly brands: readonly TaxonomyBrandFragment[];
  readonly access: Access;
  readonly save: (id: number | null, input: BrandLineInput) => Promise<Outcome<Line>>;
  readonly onClose: () => void;
}

const FIELDS = ['brandId', 'names', 'names.fr', 'names.en', 'names.ar', 'slug', 'position', 'active'];

export function BrandLineDialog({ target, brands, access, save, onClose }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const formId = useId();
  const line = target.kind === 'edit' ? target.line : null;
  const [brandId, setBrandId] = useState(
    String(line ? line.brand.id : target.kind === 'new' ? target.brandId : ''),
  );
  const [names, setNames] = useState(() => (line ? labelsDraftOf(line.names) : EMPTY_LABELS));
  const [slug, setSlug] = useState(line?.slug ?? '');
  const [position, setPosition] = useState(line ? String(line.position) : '');
  const [active, setActive] = useState(line?.active ?? true);

  const prepare = (problems: Problems) => {
    requireFrench(problems, 'names', names);
    const input: BrandLineInput = {
      brandId: Number(brandId),
      names: labelsInputOf(names),
      slug: slug.trim() || null,
      position: positionOf(problems, position),
      active,
    };
    return () => save(line?.id ?? null, input);
  };
  const { errors, problem, submit } = useDialogSubmit({
    prepare,
    nameOf: (saved: Line) => labelIn(saved.names, locale),
    isNew: line === null,
  });
  const base = { formId, errors, readOnly: !access.canWrite };
  const selectId = `${formId}-brandId`;

  return (
    <TaxonomyDialog
      title={
        line
          ? intl.formatMessage(listsMessages.editLine, { name: labelIn(line.names, locale) })
          : intl.formatMessage(listsMessages.newLine)
      }
      isNew={line === null}
      access={access}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      errors={errors}
      fields={FIELDS}
    >
      <div className="taxonomy-field">
        <label htmlFor={selectId}>{intl.formatMessage(listsMessages.lineBrand)}</label>
        <select
          id={selectId}
          name="brandId"
          value={brandId}
          disabled={!access.canWrite}
          {...invalidProps(errors, formId, 'brandId', line ? `${selectId}-hint` : undefined)}
          onChange={(event) => setBrandId(event.target.value)}
        >
          {brands.map((brand) => (
            <option key={brand.id} value={String(brand.id)}>
              {brand.name}
            </option>
          ))}
        </select>
        {line ? (
          <small id={`${selectId}-hint`} className="muted">
            {intl.formatMessage(listsMessages.lineBrandHint)}
          </small>
        ) : null}
        <FieldError id={`${selectId}-error`} lines={errors['brandId']} />
      </div>
      <LabelsFields {...base} field="names" legend={commonMessages.name} value={names} onChange={setNames} />
      <div className="taxonomy-row">
        <SlugField {...base} value={slug} onChange={setSlug} />
        <PositionField {...base} value={position} onChange={setPosition} />
      </div>
      <VisibleField {...base} checked={active} onChange={setActive} />
    </TaxonomyDialog>
  );
}
