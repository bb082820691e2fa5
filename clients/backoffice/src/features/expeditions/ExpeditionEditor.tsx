/**
 * The internal expedition editing screen, for one expedition and its source
 * warehouse: available products on one side, the expedition's items on the other, a modal for
 * every outcome. Online only (stock figures are shared; a queued edit would conflict), and read-only
 * once the expedition has left preparation.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { useDebouncedValue, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import type { ExpeditionDetailFieldsFragment } from '../../__generated__/expeditions/graphql';
import { ExpeditionAvailableProductsDocument } from '../../__generated__/expeditions/graphql';
import { AvailableProductsPanel } from './AvailableProductsPanel';
import { ExpeditionHeader, LoadState } from './ExpeditionHeader';
import { ExpeditionItemsPanel } from './ExpeditionItemsPanel';
import { ExpeditionTransitions } from './ExpeditionTransitions';
import { isReceivable } from './labels';
import { MessageModal } from './MessageModal';
import { messages } from './messages';
import type { NavigateToExpedition } from './navigation';
import { useConfirmation } from './use-confirmation';
import { useExpeditionScreen } from './use-expedition-screen';
import { useItemActions } from './use-item-actions';
import './expeditions.css';
import { expeditionTexts } from './texts';

/** How long typing must pause before the product search asks the server. */
export const SEARCH_DELAY_MS = 300;

interface Props {
  readonly expeditionId: number;
  readonly onNavigate: NavigateToExpedition;
}

/** The source warehouse's products matching the search, asked only while the items can change. */
function useAvailableProducts(expedition: ExpeditionDetailFieldsFragment | undefined, editable: boolean) {
  const [search, setSearch] = useState('');
  const searched = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const products = useQuery(
    ExpeditionAvailableProductsDocument,
    expedition && editable
      ? {
          variables: {
            warehouseId: expedition.sourceWarehouseId,
            search: searched,
            expeditionId: expedition.id,
          },
          fetchPolicy: 'network-only',
        }
      : skipToken,
  );
  return { search, setSearch, products };
}

function ExpeditionEditorContent({ expeditionId, onNavigate }: Props) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const screen = useExpeditionScreen(expeditionId);
  const { expedition } = screen;
  const editable = expedition?.status === 'INPROGRESS';
  const available = useAvailableProducts(expedition, editable);
  const { ask, dialog } = useConfirmation();
  const onChanged = () => void available.products.refetch();
  const items = useItemActions({ expeditionId, tell: screen.tell, ask, onChanged });
  const writable = online && !items.busy;

  if (!expedition) return <LoadState loading={screen.loading} onRetry={screen.reload} />;
  return (
    <section className="page expeditions-page">
      <ExpeditionHeader
        expedition={expedition}
        title={messages.editorTitle}
        online={online}
        links={<EditorLinks expedition={expedition} onNavigate={onNavigate} />}
      />
      {editable ? null : <p className="muted">{intl.formatMessage(messages.readOnly)}</p>}
      <EditorPanels
        expedition={expedition}
        editable={editable}
        writable={writable}
        available={available}
        items={items}
      />
      <ExpeditionTransitions
        expedition={expedition}
        offer={['SENT', 'CANCELLED']}
        enabled={writable}
        ask={ask}
        onNotice={screen.tell}
      />
      {dialog}
      <MessageModal notice={screen.notice} onClose={screen.closeNotice} />
    </section>
  );
}

interface PanelsProps {
  readonly expedition: ExpeditionDetailFieldsFragment;
  readonly editable: boolean;
  readonly writable: boolean;
  readonly available: ReturnType<typeof useAvailableProducts>;
  readonly items: ReturnType<typeof useItemActions>;
}

/** The source's available products (while the items can change) beside the expedition's items. */
function EditorPanels({ expedition, editable, writable, available, items }: PanelsProps) {
  const { search, setSearch, products } = available;
  return (
    <div className="split">
      {editable ? (
        <AvailableProductsPanel
          warehouseName={expedition.sourceWarehouseName}
          search={search}
          onSearch={setSearch}
          products={products.data?.availableProducts ?? products.previousData?.availableProducts}
          loading={products.loading}
          failed={products.error !== undefined}
          onRetry={() => void products.refetch()}
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
  );
}

interface LinksProps {
  readonly expedition: ExpeditionDetailFieldsFragment;
  readonly onNavigate: NavigateToExpedition;
}

function EditorLinks({ expedition, onNavigate }: LinksProps) {
  const intl = useIntl();
  return (
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
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function ExpeditionEditor(props: ComponentProps<typeof ExpeditionEditorContent>) {
  return (
    <CatalogueScope catalogue={expeditionTexts}>
      <ExpeditionEditorContent {...props} />
    </CatalogueScope>
  );
}
