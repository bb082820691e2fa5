/**
 * The product editor's combinations tab: the list, "Ajouter une déclinaison" and the form in a
 * modal. Writing needs CATALOG_WRITE (prices also PRICES) and the network: offline the last answer
 * stays on screen and every write is disabled, said by a note.
 */
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useQuery } from '@apollo/client/react';
import { Permission } from '@tijara/schema';
import { CatalogueScope, commonMessages, sharedMessages, useOnlineStatus } from '@tijara/shared';
import type { CombinationFieldsFragment } from '../../__generated__/product-combinations/graphql';
import { CombinationProductDocument } from '../../__generated__/product-combinations/graphql';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { useFlash } from '../../components/Flash';
import { OfflineNote } from '../../components/OfflineNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { useOfflineCopy } from '../../components/use-offline-copy';
import { CombinationEditor } from './CombinationEditor';
import { CombinationList } from './CombinationList';
import type { RowActions } from './CombinationList';
import { messages } from './messages';
import './product-combinations.css';
import { productCombinationsTexts } from './texts';
import { useDeleteCombination, useSaveCombination } from './use-combination-writes';

export interface PanelProps {
  readonly productId: number;
}

/** What the modal shows: a new combination, or a saved one. */
type Editing = { readonly combination: CombinationFieldsFragment | null };

/** Make default and delete, with their outcome told by a flash. */
function useRowActions(productId: number, disabled: boolean, onEdit: (c: CombinationFieldsFragment) => void) {
  const intl = useIntl();
  const flash = useFlash();
  const save = useSaveCombination(productId);
  const remove = useDeleteCombination(productId);
  const [busyId, setBusyId] = useState<number | null>(null);
  const actions: RowActions = {
    disabled,
    busyId,
    onEdit,
    onMakeDefault: (combination) => {
      setBusyId(combination.id);
      void save(combination.id, { isDefault: true }).then((result) => {
        setBusyId(null);
        if (result.ok) flash('success', intl.formatMessage(messages.saved));
        else
          flash(
            'danger',
            `${intl.formatMessage(messages.saveFailed)}\n${intl.formatMessage(result.message)}`,
          );
      });
    },
    onDelete: async (combination) => {
      setBusyId(combination.id);
      const result = await remove(combination.id);
      setBusyId(null);
      if (result.ok) {
        flash('success', intl.formatMessage(messages.deleted, { name: combination.name }));
        return true;
      }
      const inPack = (result.fieldErrors['id'] ?? []).length > 0;
      const reason = inPack ? intl.formatMessage(messages.inPack) : intl.formatMessage(result.message);
      flash('danger', intl.formatMessage(commonMessages.deleteRefused, { reason }));
      return false;
    },
  };
  return actions;
}

function CombinationsPanelContent({ productId }: PanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const { online } = useOnlineStatus();
  const canWrite = useCan(Permission.CATALOG_WRITE);
  const canPrice = useCan(Permission.PRICES);
  const answer = useQuery(CombinationProductDocument, {
    variables: { productId },
    fetchPolicy: 'cache-and-network',
  });
  const [editing, setEditing] = useState<Editing | null>(null);
  const actions = useRowActions(productId, !online, (combination) => setEditing({ combination }));
  // Offline, the last answer kept on the device: the list shows, the writes wait for the network.
  const copy = useOfflineCopy(`product:${productId}:combinations`, answer.data);
  const product = copy.data?.product;
  const reload = () => void answer.refetch().catch(() => undefined);

  return (
    <section className="combinations-panel" aria-labelledby={titleId}>
      <div className="list-heading">
        <h2 id={titleId}>{intl.formatMessage(messages.title)}</h2>
        {canWrite && product ? (
          <button
            type="button"
            className="button"
            disabled={!online}
            onClick={() => setEditing({ combination: null })}
          >
            {intl.formatMessage(messages.add)}
          </button>
        ) : null}
      </div>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      <OfflineNote online={online} message={messages.offline} />
      {canWrite ? null : <p className="note">{intl.formatMessage(messages.readOnly)}</p>}
      <DeviceCopyNote savedAt={copy.fromDevice ? copy.savedAt : null} />
      {!product && answer.error ? <RetryAlert message={messages.loadFailed} onRetry={reload} /> : null}
      {!product && !answer.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {product ? (
        <CombinationList
          combinations={product.combinations}
          images={product.images}
          actions={canWrite ? actions : null}
        />
      ) : null}
      {product && editing ? (
        <CombinationEditor
          productId={productId}
          product={product}
          combination={editing.combination}
          images={product.images}
          writable={canWrite && online}
          canPrice={canPrice}
          onClose={() => setEditing(null)}
          onReload={() => {
            setEditing(null);
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

export function CombinationsPanel(props: PanelProps) {
  return (
    <CatalogueScope catalogue={productCombinationsTexts}>
      <CombinationsPanelContent {...props} />
    </CatalogueScope>
  );
}
