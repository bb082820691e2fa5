/**
 * The category and brand quick-create: a "+" beside the select opens a modal form; once the server
 * has created the entry it is in the select (the cached list grew) and chosen. A category is named in
 * the three languages (French required, the fallback) under an optional parent; a brand's name is a
 * proper noun, not translated. Nothing is sent while the French name or brand name is empty.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FieldError, invalidProps } from '../../components/FieldError';
import type { FieldErrors } from '../../components/field-errors';
import { useFlash } from '../../components/Flash';
import { ModalForm } from '../../components/ModalForm';
import { detailsMessages } from './details-messages';
import type { Choice } from './fields';
import { NAME_MAX } from './details-draft';
import { useQuickCreate } from './use-product-options';

interface Props {
  readonly kind: 'category' | 'brand';
  /** Tree-ordered categories, for the parent select. */
  readonly parents: readonly Choice[];
  readonly disabled: boolean;
  readonly onCreated: (id: number) => void;
}

const text = (form: FormData, key: string) => String(form.get(key) ?? '').trim();

export function QuickCreate({ kind, parents, disabled, onCreated }: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const create = useQuickCreate();
  const base = useId();
  const [open, setOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const category = kind === 'category';
  const title = intl.formatMessage(category ? detailsMessages.newCategory : detailsMessages.newBrand);
  const nameKey = category ? 'nameFr' : 'name';

  const submit = async (form: HTMLFormElement): Promise<boolean> => {
    const data = new FormData(form);
    const name = text(data, nameKey);
    if (name === '') {
      setErrors({ [nameKey]: [intl.formatMessage(detailsMessages.required)] });
      return false;
    }
    setErrors({});
    const outcome = category
      ? await create.category({
          names: { fr: name, en: text(data, 'nameEn') || null, ar: text(data, 'nameAr') || null },
          parentId: text(data, 'parentId') === '' ? null : Number(text(data, 'parentId')),
        })
      : await create.brand({ name });
    if (!outcome.ok) {
      const { names, ...others } = outcome.fieldErrors;
      setErrors(names ? { ...others, [nameKey]: names } : outcome.fieldErrors);
      if (Object.keys(outcome.fieldErrors).length === 0) flash('danger', intl.formatMessage(outcome.message));
      return false;
    }
    onCreated(outcome.value.id);
    const done = category ? detailsMessages.categoryCreated : detailsMessages.brandCreated;
    flash('success', intl.formatMessage(done, { name: outcome.value.name }));
    return true;
  };

  const field = (key: string, label: string, dir?: 'rtl') => (
    <div className="products-field">
      <label htmlFor={`${base}-${key}`}>{label}</label>
      <input
        id={`${base}-${key}`}
        name={key}
        dir={dir}
        maxLength={NAME_MAX}
        // aria-required, not required: the browser's own bubble would stop the send before our check.
        aria-required={key === nameKey}
        {...invalidProps(errors, base, key)}
      />
      <FieldError id={`${base}-${key}-error`} lines={errors[key]} />
    </div>
  );

  return (
    <>
      <button
        type="button"
        className="icon-button products-plus"
        disabled={disabled}
        aria-label={intl.formatMessage(category ? detailsMessages.addCategory : detailsMessages.addBrand)}
        onClick={() => {
          setErrors({});
          setOpen(true);
        }}
      >
        <span aria-hidden="true">+</span>
      </button>
      <ModalForm
        open={open}
        title={title}
        onClose={() => setOpen(false)}
        onSubmit={submit}
        submitLabel={intl.formatMessage(category ? detailsMessages.addCategory : detailsMessages.addBrand)}
        submitDisabled={disabled}
      >
        {category ? (
          <>
            {field('nameFr', intl.formatMessage(detailsMessages.frenchName))}
            {field('nameEn', intl.formatMessage(detailsMessages.englishName))}
            {field('nameAr', intl.formatMessage(detailsMessages.arabicName), 'rtl')}
            <div className="products-field">
              <label htmlFor={`${base}-parentId`}>{intl.formatMessage(detailsMessages.parentCategory)}</label>
              <select id={`${base}-parentId`} name="parentId" defaultValue="">
                <option value="">{intl.formatMessage(detailsMessages.rootCategory)}</option>
                {parents.map((parent) => (
                  <option key={parent.value} value={parent.value}>
                    {parent.label}
                  </option>
                ))}
              </select>
              <FieldError id={`${base}-parentId-error`} lines={errors['parentId']} />
            </div>
          </>
        ) : (
          field('name', intl.formatMessage(detailsMessages.brandName))
        )}
      </ModalForm>
    </>
  );
}
