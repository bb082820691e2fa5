/**
 * A brand's form: its name (a proper noun, not translated), address, order, visibility and
 * descriptions in three languages; a saved brand also has its logo (BrandLogo), sent on its own
 * request as soon as it is picked.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { commonMessages } from '@tijara/shared';
import type { BrandInput, TaxonomyBrandFragment } from '../../__generated__/taxonomy/graphql';
import type { Access } from './access';
import { brandMessages } from './brand-messages';
import { BrandLogo } from './BrandLogo';
import { PositionField, SlugField, TextField, VisibleField } from './FormFields';
import { EMPTY_LABELS, labelsDraftOf, optionalLabelsInputOf } from './labels';
import { LabelsFields } from './LabelsFields';
import { messages } from './messages';
import type { Outcome } from './outcome';
import { TaxonomyDialog } from './TaxonomyDialog';
import { positionOf, requireFrench, useDialogSubmit } from './use-dialog-submit';
import type { Problems } from './use-dialog-submit';

type Brand = TaxonomyBrandFragment;

interface Props {
  readonly brand: Brand | null;
  readonly access: Access;
  readonly save: (id: number | null, input: BrandInput) => Promise<Outcome<Brand>>;
  readonly onClose: () => void;
}

const FIELDS = ['name', 'slug', 'position', 'active', 'descriptions'].concat([
  'descriptions.fr',
  'descriptions.en',
  'descriptions.ar',
]);

export function BrandDialog({ brand, access, save, onClose }: Props) {
  const intl = useIntl();
  const formId = useId();
  const [name, setName] = useState(brand?.name ?? '');
  const [slug, setSlug] = useState(brand?.slug ?? '');
  const [position, setPosition] = useState(brand ? String(brand.position) : '');
  const [active, setActive] = useState(brand?.active ?? true);
  const [descriptions, setDescriptions] = useState(() =>
    brand ? labelsDraftOf(brand.descriptions) : EMPTY_LABELS,
  );

  const prepare = (problems: Problems) => {
    if (name.trim() === '') problems['name'] = [commonMessages.nameRequired];
    if (descriptions.en.trim() || descriptions.ar.trim())
      requireFrench(problems, 'descriptions', descriptions);
    const input: BrandInput = {
      name: name.trim(),
      slug: slug.trim() || null,
      position: positionOf(problems, position),
      active,
      descriptions: optionalLabelsInputOf(descriptions),
    };
    return () => save(brand?.id ?? null, input);
  };
  const { errors, problem, submit } = useDialogSubmit({
    prepare,
    nameOf: (saved: Brand) => saved.name,
    isNew: brand === null,
  });
  const base = { formId, errors, readOnly: !access.canWrite };

  return (
    <TaxonomyDialog
      title={
        brand
          ? intl.formatMessage(brandMessages.editTitle, { name: brand.name })
          : intl.formatMessage(brandMessages.newBrand)
      }
      isNew={brand === null}
      access={access}
      onClose={onClose}
      onSubmit={submit}
      problem={problem}
      errors={errors}
      fields={FIELDS}
      wide
    >
      <TextField
        {...base}
        name="name"
        label={intl.formatMessage(commonMessages.name)}
        hint={brandMessages.nameHint}
        value={name}
        onChange={setName}
        required
      />
      <div className="taxonomy-row">
        <SlugField {...base} value={slug} onChange={setSlug} />
        <PositionField {...base} value={position} onChange={setPosition} />
      </div>
      <VisibleField {...base} checked={active} onChange={setActive} />
      <LabelsFields
        {...base}
        field="descriptions"
        legend={messages.description}
        value={descriptions}
        onChange={setDescriptions}
        optional
        multiline
      />
      <BrandLogo brand={brand} access={access} />
    </TaxonomyDialog>
  );
}
