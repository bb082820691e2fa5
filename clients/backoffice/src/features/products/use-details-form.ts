/**
 * The details form's sending, for the editor's tab and the wizard's first step: checked before
 * sending, the server's field errors under the same fields, a stale version told as such (reload),
 * never overwritten. Its draft stays on the device until the server has it.
 */
import { useIntl } from 'react-intl';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { linesOutside } from '../../components/field-errors';
import { detailsMessages } from './details-messages';
import { checkDetails, creationInput, detailsOf, problemLines } from './details-draft';
import type { DetailsDraft } from './details-draft';
import type { FormOutcome } from './FormStatus';
import type { SaveOutcome } from '../../components/SaveAll';
import { UNTRACKED } from './product-version';
import type { ProductVersion } from './product-version';
import type { Refusal } from './product-refusal';
import { useDraftForm } from './use-draft-form';
import { useCreateProduct, useUpdateProduct } from './use-product-writes';

/** The fields that show their own errors; the server's lines about any other go with the outcome. */
const SHOWN: ReadonlySet<string> = new Set([
  'name',
  'mainCategory',
  'brand',
  'brandLine',
  'supplier',
  'categories',
  'tags',
  'collections',
  'shops',
  'sku',
  'barcode',
  'status',
  'weight',
  'height',
  'width',
  'length',
  'availableDate',
]);

export function refusalOutcome(refusal: Refusal, shown: ReadonlySet<string>): FormOutcome {
  if (refusal.conflict) return { kind: 'stale' };
  return { kind: 'failed', message: refusal.message, details: linesOutside(refusal.fieldErrors, shown) };
}

interface Options {
  /** null: a new product (the wizard's first step). */
  readonly product: ProductEditorFieldsFragment | null;
  readonly initial: DetailsDraft;
  readonly versions: ProductVersion | null;
  readonly onCreated?: (product: ProductEditorFieldsFragment) => void;
}

export function useDetailsForm({ product, initial, versions, onCreated }: Options) {
  const intl = useIntl();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const lock = versions ?? UNTRACKED;
  const form = useDraftForm(`product:${product?.id ?? 'new'}:details`, initial, product?.version ?? 0);
  const change = (patch: Partial<DetailsDraft>) => form.change({ ...form.value, ...patch });

  const send = async (): Promise<boolean> => {
    const check = checkDetails(form.value, { needsName: product === null });
    if (!check.ok) {
      form.setErrors(problemLines(check.problems, (message, values) => intl.formatMessage(message, values)));
      form.setOutcome({ kind: 'failed', message: detailsMessages.checkFields });
      return false;
    }
    form.setErrors({});
    form.setSaving(true);
    const result = product
      ? await lock.serial(() => update(product.id, lock.versionFor(form.base), check.input))
      : await create(creationInput(check.input, check.name));
    form.setSaving(false);
    if (!result.ok) {
      form.setErrors(result.fieldErrors);
      form.setOutcome(refusalOutcome(result, SHOWN));
      return false;
    }
    lock.advanced(result.value.version);
    form.settle(detailsOf(result.value), result.value.version);
    form.setOutcome({ kind: 'saved', message: detailsMessages.saved });
    onCreated?.(result.value);
    return true;
  };

  return {
    ...form,
    draft: form.value,
    change,
    // A new product is always sent; a saved one only when something changed.
    submit: (): Promise<SaveOutcome> =>
      product === null || form.dirty ? send() : Promise.resolve('unchanged'),
  };
}
