/**
 * The promotion editor's page: a new promotion (for the installation's shop) or a saved one by id.
 * A saved promotion's form is filled once the server has answered, not from an older copy the list
 * left in the cache, so the version it sends back is the one it shows. Offline, the last answer is
 * shown and nothing can be saved.
 */
import { useCallback, useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { sharedMessages, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import { PromotionDetailDocument, PromotionShopDocument } from '../../__generated__/promotions/graphql';
import { EditorPage } from '../../components/EditorPage';
import { RetryAlert } from '../../components/RetryAlert';
import { ShopGate } from '../../components/ShopGate';
import { messages } from './messages';
import type { PromotionNavigate } from './navigation';
import { PromotionForm } from './PromotionForm';
import './promotions.css';
import { promotionTexts } from './texts';

interface Props {
  /** null: a new promotion. */
  readonly promotionId: number | null;
  readonly onNavigate: PromotionNavigate;
}

function PromotionEditorContent({ promotionId, onNavigate }: Props) {
  const { online } = useOnlineStatus();
  return (
    <EditorPage
      className="promotions-page"
      online={online}
      backLabel={messages.backToList}
      offline={messages.offline}
      onBack={() => onNavigate({ name: 'promotions' })}
    >
      {promotionId === null ? (
        <NewPromotion online={online} onNavigate={onNavigate} />
      ) : (
        <SavedPromotion id={promotionId} online={online} />
      )}
    </EditorPage>
  );
}

function NewPromotion({ online, onNavigate }: { online: boolean; onNavigate: PromotionNavigate }) {
  const intl = useIntl();
  return (
    <>
      <h1>{intl.formatMessage(messages.newPromotion)}</h1>
      <ShopGate query={PromotionShopDocument} failed={messages.shopFailed} loading={sharedMessages.loading}>
        {(shopUuid) => (
          <PromotionForm
            promotion={null}
            shopUuid={shopUuid}
            writable={online}
            onCreated={(id) => onNavigate({ name: 'promotion', id })}
            onReload={() => undefined}
          />
        )}
      </ShopGate>
    </>
  );
}

function SavedPromotion({ id, online }: { id: number; online: boolean }) {
  const intl = useIntl();
  const detail = useQuery(PromotionDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [generation, setGeneration] = useState(0);
  const { refetch } = detail;
  const promotion = detail.data?.promotion;
  // Filled from the server's first answer (a later refetch keeps the form); from the cache only when
  // the server cannot be asked.
  const answered = detail.networkStatus !== NetworkStatus.loading || Boolean(detail.error);

  const reload = useCallback(() => {
    void refetch().then(
      () => setGeneration((n) => n + 1),
      () => undefined,
    );
  }, [refetch]);

  if (!promotion || !answered) {
    return detail.error && !promotion ? (
      <RetryAlert message={messages.promotionFailed} onRetry={() => void refetch().catch(() => undefined)} />
    ) : (
      <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>
    );
  }
  return (
    <>
      <h1>{intl.formatMessage(messages.editTitle, { name: promotion.name })}</h1>
      <PromotionForm
        key={`${id}-${generation}`}
        promotion={promotion}
        shopUuid={promotion.shopUuid}
        writable={online}
        onCreated={() => undefined}
        onReload={reload}
      />
    </>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function PromotionEditor(props: ComponentProps<typeof PromotionEditorContent>) {
  return (
    <CatalogueScope catalogue={promotionTexts}>
      <PromotionEditorContent {...props} />
    </CatalogueScope>
  );
}
