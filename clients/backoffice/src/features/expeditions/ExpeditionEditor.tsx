/**
 * The internal expedition editing screen (spec section 2), for one expedition and its source
 * warehouse: available products on one side, the expedition's items on the other, a modal for
 * every outcome. Online only (stock figures are shared; a queued edit would conflict), and read-only
 * once the expedition has left preparation.
 */
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { useOnlineStatus } from '@tijara/shared';
import { ExpeditionAvailableProductsDocument, ExpeditionDetailDocument } from '../../__generated__/graphql';
import { AvailableProductsPanel } from './AvailableProductsPanel';
import { ExpeditionHeader, LoadState } from './ExpeditionHeader';
import { ExpeditionItemsPanel } from './ExpeditionItemsPanel';
import { ExpeditionTransitions } from './ExpeditionTransitions';
import { isReceivable } from './labels';
import { MessageModal } from './MessageModal';
import { messages } from './messages';
import type { NavigateToExpedition } from './navigation';
import type { Notice, Refusal } from './notice';
import { useConfirmation } from './use-confirmation';
import { useDebouncedValue } from '@tijara/shared';
import { useItemActions } from './use-item-actions';
import './expeditions.css';

/** How long typing must pause before the product search asks the server. */
export const SEARCH_DELAY_MS = 300;

interface Props {
  readonly expeditionId: number;
  readonly onNavigate: NavigateToExpedition;
}

export function ExpeditionEditor({ expeditionId, onNavigate }: Props) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const detail = useQuery(ExpeditionDetailDocument, {
    variables: { id: expeditionId },
    fetchPolicy: 'cache-and-network',
  });
  const expedition = detail.data?.expedition;
  const editable = expedition?.status === 'INPROGRESS';
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const products = useQuery(
    ExpeditionAvailableProductsDocument,
    expedition && editable
      ? {
          variables: { warehouseId: expedition.sourceWarehouseId, search: searched, expeditionId },
          fetchPolicy: 'network-only',
        }
      : skipToken,
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const { ask, dialog } = useConfirmation();
  const refetchDetail = detail.refetch;
  const refetchProducts = products.refetch;
  // A refusal saying the expedition changed elsewhere reloads it, so the screen shows what is true.
  const tell = useCallback(
    (next: Notice | Refusal) => {
      setNotice(next);
      if ('stale' in next && next.stale) void refetchDetail();
    },
    [refetchDetail],
  );
  const items = useItemActions({ expeditionId, tell, ask, onChanged: () => void refetchProducts() });
  const writable = online && !items.busy;

  if (!expedition) return <LoadState loading={detail.loading} onRetry={() => void refetchDetail()} />;

  return (
    <section className="page expeditions-page">
      <ExpeditionHeader
        expedition={expedition}
        title={messages.editorTitle}
        online={online}
        links={
          <>
            <button type="button" className="link-button" onClick={() => onNavigate({ name: 'expeditions' })}>
              {intl.formatMessage(messages.backToList)}
            </button>
            {isReceivable(expedition.status) ? (
              <button
                type="button"
                className="link-button"
                onClick={() => onNavigate({ name: 'expeditionReceive', id: expedition.id })}
              >
                {intl.formatMessage(messages.goReceive)}
              </button>
            ) : null}
          </>
        }
      />
      {editable ? null : <p className="muted">{intl.formatMessage(messages.readOnly)}</p>}
      <div className="split">
        {editable ? (
          <AvailableProductsPanel
            warehouseName={expedition.sourceWarehouseName}
            search={search}
            onSearch={setSearch}
            products={products.data?.availableProducts ?? products.previousData?.availableProducts}
            loading={products.loading}
            failed={products.error !== undefined}
            onRetry={() => void refetchProducts()}
            enabled={writable}
            onAdd={items.add}
            onInvalidQuantity={items.invalidQuantity}
          />
        ) : null}
        <ExpeditionItemsPanel
          items={expedition.items}
          totalQuantity={expedition.totalQuantity}
          editable={editable}
          enabled={writable}
          onChangeQuantity={(item, quantity) => void items.setQuantity(item, quantity)}
          onRemove={(item) => void items.remove(item)}
        />
      </div>
      <ExpeditionTransitions
        expedition={expedition}
        offer={['SENT', 'CANCELLED']}
        enabled={writable}
        ask={ask}
        onNotice={tell}
      />
      {dialog}
      <MessageModal notice={notice} onClose={() => setNotice(null)} />
    </section>
  );
}
