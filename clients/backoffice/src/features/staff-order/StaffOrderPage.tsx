/**
 * /orders/new: the admin order and customer form, for staff holding ORDERS. It waits for the shop the
 * order belongs to (the installation's shop) and the order vocabulary's words, then draws the form.
 */
import { useIntl } from 'react-intl';
import { skipToken, useQuery } from '@apollo/client/react';
import { Permission } from '@tijara/schema';
import { CatalogueScope, sharedMessages } from '@tijara/shared';
import { StaffOrderShopDocument } from '../../__generated__/staff-order/graphql';
import { RetryAlert } from '../../components/RetryAlert';
import { useCan } from '../../components/permissions';
import type { Route } from '../shell';
import { messages } from './messages';
import { StaffOrderForm } from './StaffOrderForm';
import { staffOrderTexts } from './texts';
import { useOrderVocabulary } from './use-order-vocabulary';
import './staff-order.css';

interface Props {
  readonly onNavigate: (route: Route) => void;
}

function StaffOrderPageContent({ onNavigate }: Props) {
  const intl = useIntl();
  const allowed = useCan(Permission.ORDERS);
  const vocabulary = useOrderVocabulary();
  const shop = useQuery(StaffOrderShopDocument, allowed ? {} : skipToken);
  const shopUuid = shop.data?.shop.uuid;
  let body;
  if (!allowed) {
    body = (
      <p role="alert" className="note note--error">
        {intl.formatMessage(messages.notAllowed)}
      </p>
    );
  } else if (shop.error && !shopUuid) {
    body = (
      <RetryAlert message={messages.shopFailed} onRetry={() => void shop.refetch().catch(() => undefined)} />
    );
  } else if (!shopUuid || !vocabulary) {
    body = <p role="status">{intl.formatMessage(sharedMessages.loading)}</p>;
  } else {
    body = (
      <CatalogueScope catalogue={vocabulary.orderVocabularyTexts}>
        <StaffOrderForm shopUuid={shopUuid} vocabulary={vocabulary} onNavigate={onNavigate} />
      </CatalogueScope>
    );
  }
  return (
    <section className="page so-page">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <p className="muted">{intl.formatMessage(messages.intro)}</p>
      {body}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function StaffOrderPage(props: Props) {
  return (
    <CatalogueScope catalogue={staffOrderTexts}>
      <StaffOrderPageContent {...props} />
    </CatalogueScope>
  );
}
