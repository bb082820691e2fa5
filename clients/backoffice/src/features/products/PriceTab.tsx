/**
 * The price tab: the pricing fields with their TTC figures, and the wholesale minimum order quantity,
 * saved with setProductPrices and the version the form was filled from. Needs PRICES on top of
 * CATALOG_WRITE (a catalogue editor describes products but does not set margins): without them the
 * figures are read only and no button is drawn. Also the wizard's pricing step.
 */
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { commonMessages, useOnlineStatus } from '@tijara/shared';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { DraftNote } from '../../components/DraftNote';
import { useCan } from '../../components/permissions';
import { useSaveAllForm } from '../../components/SaveAll';
import type { SaveOutcome } from '../../components/SaveAll';
import { SubmitButton } from '../../components/SubmitButton';
import { detailsMessages } from './details-messages';
import { TextField } from './fields';
import { OutcomeLine, WriteNote } from './FormStatus';
import { messages } from './messages';
import { checkPriceForm, priceFormOf } from './price-form';
import { PriceFields } from './PriceFields';
import type { ProductVersion } from './product-version';
import { refusalOutcome } from './use-details-form';
import { useDraftForm } from './use-draft-form';
import { useSetProductPrices } from './use-product-writes';

interface Props {
  readonly product: ProductEditorFieldsFragment;
  readonly versions: ProductVersion;
  readonly onReload: () => void;
  readonly hidden?: boolean;
}

const SHOWN: ReadonlySet<string> = new Set([
  'priceHt',
  'tax',
  'supplyPriceHt',
  'wholeSalePriceHt',
  'wholesaleMoq',
]);

function usePriceForm(product: ProductEditorFieldsFragment, versions: ProductVersion) {
  const intl = useIntl();
  const setPrices = useSetProductPrices();
  const form = useDraftForm(`product:${product.id}:price`, priceFormOf(product), product.version);
  const send = async (): Promise<boolean> => {
    const check = checkPriceForm(form.value);
    if (!check.ok) {
      // An invalid rate is already said under the rate, as it is typed (PriceFields).
      const lines = Object.entries(check.problems)
        .filter(([field]) => field !== 'tax')
        .map(([field, message]) => [field, [intl.formatMessage(message)]]);
      form.setErrors(Object.fromEntries(lines));
      form.setOutcome({ kind: 'failed', message: detailsMessages.checkFields });
      return false;
    }
    form.setErrors({});
    form.setSaving(true);
    const result = await versions.serial(() =>
      setPrices(product.id, versions.versionFor(form.base), check.input),
    );
    form.setSaving(false);
    if (!result.ok) {
      form.setErrors(result.fieldErrors);
      form.setOutcome(refusalOutcome(result, SHOWN));
      return false;
    }
    versions.advanced(result.value.version);
    form.settle(priceFormOf(result.value), result.value.version);
    form.setOutcome({ kind: 'saved', message: messages.pricesSaved });
    return true;
  };
  return {
    ...form,
    submit: (): Promise<SaveOutcome> => (form.dirty ? send() : Promise.resolve('unchanged')),
  };
}

export function PriceTab({ product, versions, onReload, hidden = false }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const { online } = useOnlineStatus();
  const canWriteCatalogue = useCan(Permission.CATALOG_WRITE);
  const canPrice = useCan(Permission.PRICES);
  const canWrite = canWriteCatalogue && canPrice;
  const form = usePriceForm(product, versions);
  useSaveAllForm(`product-price-${idBase}`, () =>
    // Read only: nothing of this form can be sent; offline: not saved (its draft waits).
    canWrite && online ? form.submit() : Promise.resolve(canWrite ? false : 'unchanged'),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (canWrite && online) void form.submit();
  };
  return (
    <form
      className="products-form"
      onSubmit={onSubmit}
      noValidate
      hidden={hidden}
      aria-label={intl.formatMessage(messages.pricing)}
    >
      <WriteNote writable={canWrite} online={online} readOnly={messages.pricesReadOnly} />
      <DraftNote restored={form.restored} savedAt={form.savedAt} onDiscard={form.discard} />
      <div className="card products-section">
        <PriceFields
          value={form.value.texts}
          readOnly={!canWrite}
          errors={form.errors}
          onChange={(texts) => form.change({ ...form.value, texts })}
        />
        <TextField
          idBase={idBase}
          name="wholesaleMoq"
          label={intl.formatMessage(messages.wholesaleMoq)}
          errors={form.errors}
          readOnly={!canWrite}
          inputMode="numeric"
          value={form.value.wholesaleMoq}
          onChange={(wholesaleMoq) => form.change({ ...form.value, wholesaleMoq })}
        />
      </div>
      {canWrite ? (
        <div className="products-submit">
          <SubmitButton submitting={form.saving} disabled={!online}>
            {intl.formatMessage(commonMessages.save)}
          </SubmitButton>
          <OutcomeLine
            outcome={form.outcome}
            onReload={() => {
              form.discard();
              onReload();
            }}
          />
        </div>
      ) : null}
    </form>
  );
}
