/**
 * The pack form: its type, its products with their quantities (and, strict, their combinations),
 * the search to add more. What is typed is kept on the device (useFormDraft) until it is saved, so a
 * pack put together while the connection drops is still there; a restored draft says so and can be
 * dropped. The draft is checked first (pack-draft.ts); the server's refusals land under their rows.
 * The form also answers the editor's "save all" when it has changes.
 */
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useMutation } from '@apollo/client/react';
import { commonMessages } from '@tijara/shared';
import type { PackComponentFragment, PackFieldsFragment } from '../../__generated__/product-pack/graphql';
import { PackSetDocument } from '../../__generated__/product-pack/graphql';
import { DraftNote } from '../../components/DraftNote';
import { useFlash } from '../../components/Flash';
import { useSaveAllForm } from '../../components/SaveAll';
import type { SaveOutcome } from '../../components/SaveAll';
import { SubmitButton } from '../../components/SubmitButton';
import { useFormDraft } from '../../components/use-form-draft';
import { checkPack, draftOf, sameDraft } from './pack-draft';
import type { PackDraft, PackItemDraft, PackProblems } from './pack-draft';
import { PackItems } from './PackItems';
import { PackModeField } from './PackModeField';
import { PackOutcome } from './PackOutcome';
import { PackProductSearch } from './PackProductSearch';
import type { PackRefusal } from './pack-refusals';
import { packRefusalOf } from './pack-refusals';
import { messages } from './messages';

interface Props {
  readonly product: PackFieldsFragment;
  /** Online with CATALOG_WRITE. */
  readonly writable: boolean;
  /** Shown but not changeable (no CATALOG_WRITE). */
  readonly readOnly: boolean;
  readonly onReload: () => void;
}

function translated(problems: PackProblems, format: (descriptor: MessageDescriptor) => string): PackRefusal {
  const rows = Object.fromEntries(
    Object.entries(problems.rows).map(([index, fields]) => [
      Number(index),
      Object.fromEntries(Object.entries(fields).map(([field, list]) => [field, list.map(format)])),
    ]),
  );
  return { pack: problems.pack.map(format), rows, conflict: false };
}

function usePackSave({ product, writable }: Props) {
  const intl = useIntl();
  const flash = useFlash();
  const saved = draftOf(product);
  const draft = useFormDraft<PackDraft>(`product:${product.id}:pack`, saved);
  const [mutate] = useMutation(PackSetDocument);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<PackRefusal | null>(null);
  const dirty = !sameDraft(draft.value, saved);

  const submit = async (): Promise<SaveOutcome> => {
    if (!dirty) return 'unchanged';
    if (!writable || sending) return false;
    const check = checkPack(draft.value);
    if (!check.ok) {
      setRefusal(translated(check.problems, (m) => intl.formatMessage(m)));
      return false;
    }
    setRefusal(null);
    setSending(true);
    try {
      const { data } = await mutate({
        variables: { productId: product.id, mode: check.mode, items: check.items },
      });
      // The form shows what was stored ("02" typed reads 2), so it is not left looking changed.
      if (data) draft.setValue(draftOf(data.setPack));
      await draft.clear();
      flash('success', intl.formatMessage(check.mode === null ? messages.cleared : messages.saved));
      return true;
    } catch (error) {
      setRefusal(packRefusalOf(error, intl));
      return false;
    } finally {
      setSending(false);
    }
  };
  useSaveAllForm(`product-pack-${product.id}`, submit);
  return { draft, dirty, sending, refusal, submit };
}

/** A found product as a new row: quantity 1, no combination chosen yet. */
function itemOf(product: PackComponentFragment): PackItemDraft {
  return {
    productId: product.id,
    name: product.name,
    sku: product.sku,
    hasCombinations: product.combinations.length > 0,
    combinationId: 0,
    quantity: '1',
  };
}

export function PackForm(props: Props) {
  const intl = useIntl();
  const { product, writable, readOnly, onReload } = props;
  const { draft, dirty, sending, refusal, submit } = usePackSave(props);
  const { mode, items } = draft.value;
  const change = (patch: Partial<PackDraft>) => draft.setValue((current) => ({ ...current, ...patch }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit();
  };

  return (
    <form className="pack-form" onSubmit={onSubmit} noValidate>
      <DraftNote restored={draft.restored} savedAt={draft.savedAt} onDiscard={() => void draft.discard()} />
      <PackModeField mode={mode} onMode={(next) => change({ mode: next })} disabled={readOnly} />
      {mode === 'NONE' ? null : (
        <PackItems
          mode={mode}
          items={items}
          rowErrors={refusal?.rows ?? {}}
          readOnly={readOnly}
          onItems={(next) => change({ items: next })}
          search={
            readOnly ? null : (
              <PackProductSearch
                packId={product.id}
                mode={mode}
                items={items}
                onAdd={(found) => change({ items: [...items, itemOf(found)] })}
              />
            )
          }
        />
      )}
      {readOnly ? null : (
        <div className="pack-form__submit">
          <SubmitButton submitting={sending} disabled={!writable || !dirty}>
            {intl.formatMessage(commonMessages.save)}
          </SubmitButton>
          {dirty ? <span className="muted">{intl.formatMessage(messages.unsaved)}</span> : null}
        </div>
      )}
      <PackOutcome refusal={refusal} onReload={() => void draft.discard().then(onReload)} />
    </form>
  );
}
