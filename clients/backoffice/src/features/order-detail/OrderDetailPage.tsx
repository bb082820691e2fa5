/**
 * One order (issue 18): what was sold with its promotions, where it goes and with whom, the money
 * (totals, payments, installments), its history, where a till sale came from, and what a reviewer
 * needs for a flagged one. Staff with ORDERS act on it: the moves the server allows now, the carrier
 * and tracking number, a payment, closing a review. "Imprimer" prints the order slip (PrintSlip).
 * Online only for changes; the page keeps the last answer while the network is away.
 */
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { useQuery } from '@apollo/client/react';
import { ErrorCode, Permission } from '@tijara/schema';
import {
  CatalogueScope,
  joinCatalogues,
  serverVerdict,
  sharedMessages,
  useOnlineStatus,
} from '@tijara/shared';
import type { OrderDetailFieldsFragment } from '../../__generated__/order-detail/graphql';
import { OrderDetailDocument } from '../../__generated__/order-detail/graphql';
import { OfflineNote } from '../../components/OfflineNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import type { Route } from '../shell';
import { pathOf } from '../shell';
import { actionMessages } from './action-messages';
import { CustomerCard } from './CustomerCard';
import { DeliveryCard } from './DeliveryCard';
import { HistoryCard } from './HistoryCard';
import { messages } from './messages';
import { OrderHeader } from './OrderHeader';
import { OrderLines } from './OrderLines';
import { PaymentsCard } from './PaymentsCard';
import { PosOriginCard } from './PosOriginCard';
import { PrintSlip } from './PrintSlip';
import { ReviewCard } from './ReviewCard';
import { StatusActions } from './StatusActions';
import { orderDetailTexts } from './texts';
import { useOrderWrites } from './use-order-writes';
import { useOrderVocabulary } from './vocabulary';
import './order-detail.css';

interface Props {
  readonly orderUuid: string;
  readonly onNavigate: (route: Route) => void;
}

function OrderDetailContent({ orderUuid }: Props) {
  const intl = useIntl();
  const answer = useQuery(OrderDetailDocument, {
    variables: { uuid: orderUuid },
    fetchPolicy: 'cache-and-network',
  });
  const data = answer.dataState === 'complete' ? answer.data : undefined;
  const { refetch } = answer;
  const reload = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  if (!data) {
    if (answer.error) {
      const missing = serverVerdict(answer.error)?.code === ErrorCode.NOT_FOUND;
      return (
        <Unavailable
          message={missing ? messages.notFound : messages.loadFailed}
          onRetry={missing ? null : reload}
        />
      );
    }
    return (
      <section className="page order-detail">
        <p role="status">
          <span className="spinner" aria-hidden="true" /> {intl.formatMessage(sharedMessages.loading)}
        </p>
      </section>
    );
  }
  const shopName = data.shop.uuid === data.order.shopUuid ? data.shop.name : null;
  return <OrderView order={data.order} shopName={shopName} onReload={reload} />;
}

function OrderView({
  order,
  shopName,
  onReload,
}: {
  order: OrderDetailFieldsFragment;
  shopName: string | null;
  onReload: () => void;
}) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const canAct = useCan(Permission.ORDERS);
  const format = useCallback((message: MessageDescriptor) => intl.formatMessage(message), [intl]);
  const writes = useOrderWrites(order.uuid, format);
  const writable = canAct && online;
  return (
    <section className="page order-detail">
      <OrderHeader order={order} />
      {canAct ? <OfflineNote online={online} message={actionMessages.offline} /> : null}
      <div className="order-detail__grid">
        <div className="order-detail__main">
          {canAct ? (
            <StatusActions
              order={order}
              writable={writable}
              onChange={writes.changeStatus}
              onReload={onReload}
            />
          ) : null}
          <OrderLines order={order} />
          <PaymentsCard
            order={order}
            writable={writable}
            canAct={canAct}
            onRecord={writes.recordPayment}
            onReload={onReload}
          />
          <HistoryCard history={order.history} />
        </div>
        <div className="order-detail__side">
          <CustomerCard order={order} />
          <DeliveryCard
            order={order}
            writable={writable}
            canAct={canAct}
            onAssign={writes.assignCarrier}
            onReload={onReload}
          />
          <PosOriginCard order={order} />
          <ReviewCard
            order={order}
            writable={writable}
            canAct={canAct}
            onResolve={writes.resolveReview}
            onReload={onReload}
          />
        </div>
      </div>
      <PrintSlip order={order} shopName={shopName} />
    </section>
  );
}

function Unavailable({ message, onRetry }: { message: MessageDescriptor; onRetry: (() => void) | null }) {
  const intl = useIntl();
  return (
    <section className="page order-detail">
      {onRetry ? (
        <RetryAlert message={message} onRetry={onRetry} />
      ) : (
        <p role="alert" className="note note--error">
          {intl.formatMessage(message)}
        </p>
      )}
      <Link to={pathOf({ name: 'orders' })}>{intl.formatMessage(messages.backToList)}</Link>
    </section>
  );
}

/** With its texts and the order vocabulary's (they load with this screen, not with the first page). */
export function OrderDetailPage(props: Props) {
  const vocabulary = useOrderVocabulary();
  const texts = useMemo(
    () => joinCatalogues([orderDetailTexts, vocabulary.orderVocabularyTexts]),
    [vocabulary],
  );
  return (
    <CatalogueScope catalogue={texts}>
      <OrderDetailContent {...props} />
    </CatalogueScope>
  );
}
