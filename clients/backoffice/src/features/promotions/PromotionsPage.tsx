/**
 * The promotion list: a search (settled for 300 ms), status and scope filters and pages, newest
 * first. Each row switches its promotion on or off and deletes it after a confirmation. Online only
 * for writes: the server checks coupons and versions, which a queued change could not.
 */
import { useState } from 'react';
import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages, useOnlineStatus, CatalogueScope } from '@tijara/shared';
import { ListHeading } from '../../components/ListHeading';
import type { Notice } from '../../components/NoticeLine';
import { NoticeLine } from '../../components/NoticeLine';
import { OfflineNote } from '../../components/OfflineNote';
import { Pager } from '../../components/Pager';
import { RetryAlert } from '../../components/RetryAlert';
import { messages } from './messages';
import type { PromotionNavigate } from './navigation';
import { PromotionFilterBar } from './PromotionFilterBar';
import { PromotionTable } from './PromotionTable';
import { usePromotionList } from './use-promotion-list';
import './promotions.css';
import { promotionTexts } from './texts';

function PromotionsPageContent({ onNavigate }: { onNavigate: PromotionNavigate }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const list = usePromotionList();
  const [notice, setNotice] = useState<Notice | null>(null);
  const { answer } = list;

  return (
    <section className="page promotions-page">
      <ListHeading
        title={messages.title}
        intro={messages.intro}
        newLabel={messages.newPromotion}
        onNew={() => onNavigate({ name: 'promotionNew' })}
      />
      <OfflineNote online={online} message={messages.offline} />
      <PromotionFilterBar filters={list.typed} onChange={list.setTyped} />
      <NoticeLine notice={notice} />
      {list.failed && !answer ? <RetryAlert message={messages.listFailed} onRetry={list.retry} /> : null}
      {list.loading && !answer ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {answer && answer.items.length === 0 ? (
        <p className="muted">{intl.formatMessage(list.filtered ? messages.noMatch : messages.empty)}</p>
      ) : null}
      {answer && answer.items.length > 0 ? (
        <PromotionTable
          promotions={answer.items}
          writable={online}
          onNavigate={onNavigate}
          onNotice={setNotice}
        />
      ) : null}
      {answer && answer.totalCount > 0 ? (
        <Pager
          page={list.page}
          pageSize={answer.pageSize}
          totalCount={answer.totalCount}
          messages={messages}
          onPage={list.setPage}
        />
      ) : null}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function PromotionsPage(props: ComponentProps<typeof PromotionsPageContent>) {
  return (
    <CatalogueScope catalogue={promotionTexts}>
      <PromotionsPageContent {...props} />
    </CatalogueScope>
  );
}
