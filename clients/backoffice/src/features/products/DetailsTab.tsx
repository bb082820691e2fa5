/**
 * The details form of a product, saved with updateProduct, or of a new one (the wizard's first step,
 * createProduct). Needs CATALOG_WRITE: without it the fields are read only and no button is drawn.
 * Offline the form stays editable (its draft is kept on the device) but cannot be sent.
 */
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { commonMessages, useOnlineStatus } from '@tijara/shared';
import type { ProductEditorFieldsFragment } from '../../__generated__/products/graphql';
import { DraftNote } from '../../components/DraftNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { useSaveAllForm } from '../../components/SaveAll';
import { SubmitButton } from '../../components/SubmitButton';
import { detailsMessages } from './details-messages';
import { detailsOf, emptyDetails } from './details-draft';
import { ClassificationFields } from './ClassificationFields';
import { IdentityFields, LogisticsFields } from './DetailsFields';
import type { Choice } from './fields';
import { OutcomeLine, WriteNote } from './FormStatus';
import { messages } from './messages';
import type { ProductVersion } from './product-version';
import { useDetailsForm } from './use-details-form';
import { useProductOptions } from './use-product-options';

interface Props {
  /** null: a new product. */
  readonly product: ProductEditorFieldsFragment | null;
  readonly versions: ProductVersion | null;
  readonly onCreated?: (product: ProductEditorFieldsFragment) => void;
  /** Loads the product again and starts the forms over from it. */
  readonly onReload: () => void;
  /** A new product is sold by the installation's shop unless staff uncheck it. */
  readonly defaultShop?: string;
  /** Kept mounted but not shown while another tab is (its typing and "save all" stay). */
  readonly hidden?: boolean;
}

function shopChoices(
  shop: { uuid: string; name: string } | undefined,
  product: ProductEditorFieldsFragment | null,
): Choice[] {
  const shops = [...(shop ? [shop] : []), ...(product?.shops ?? [])];
  const unique = new Map(shops.map((s) => [s.uuid, s.name]));
  return [...unique].map(([value, label]) => ({ value, label }));
}

export function DetailsTab({ product, versions, onCreated, onReload, defaultShop, hidden = false }: Props) {
  const intl = useIntl();
  const idBase = useId();
  const { online } = useOnlineStatus();
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const { options, failed, refetch } = useProductOptions();
  const form = useDetailsForm({
    product,
    initial: product ? detailsOf(product) : emptyDetails(defaultShop),
    versions,
    onCreated,
  });
  const sendable = canWrite && online;
  useSaveAllForm(`product-details-${idBase}`, () =>
    sendable ? form.submit() : Promise.resolve(canWrite ? false : 'unchanged'),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The quick-create modal's form is drawn in a portal but its submit still bubbles through React.
    if (event.target !== event.currentTarget || !sendable) return;
    void form.submit();
  };
  const section = {
    draft: form.draft,
    change: form.change,
    errors: form.errors,
    readOnly: !canWrite,
    idBase,
  };
  return (
    <form
      className="products-form"
      onSubmit={onSubmit}
      noValidate
      hidden={hidden}
      aria-label={intl.formatMessage(messages.tabDetails)}
    >
      <WriteNote writable={canWrite} online={online} readOnly={messages.readOnly} />
      <DraftNote restored={form.restored} savedAt={form.savedAt} onDiscard={form.discard} />
      <IdentityFields {...section} creating={product === null} />
      {options ? (
        <ClassificationFields
          {...section}
          options={options}
          shops={shopChoices(options.shop, product)}
          canCreate={sendable}
        />
      ) : failed ? (
        <RetryAlert message={messages.optionsFailed} onRetry={() => void refetch().catch(() => undefined)} />
      ) : null}
      <LogisticsFields {...section} />
      {canWrite ? (
        <div className="products-submit">
          <SubmitButton submitting={form.saving} disabled={!online}>
            {intl.formatMessage(product ? commonMessages.save : detailsMessages.create)}
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
