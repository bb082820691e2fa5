/**
 * One customer (issue 18): who they are and how to reach them, their order figures, orders by status,
 * latest orders (ORDERS) with a link to all of them, where their orders were delivered and the
 * segments they are in. The customer stays readable offline from the device's copy (said so).
 */
import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Permission } from '@tijara/schema';
import {
  CatalogueScope,
  commonMessages,
  serverVerdict,
  sharedMessages,
  useOnlineStatus,
} from '@tijara/shared';
import { CustomerDetailDocument } from '../../__generated__/customers/graphql';
import type { CustomerDetailQuery } from '../../__generated__/customers/graphql';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { useQueryWithCopy } from '../../components/use-query-with-copy';
import type { Route } from '../shell';
import { pathOf } from '../shell';
import { CustomerAddresses } from './CustomerAddresses';
import { CustomerFigures, StatusCounts } from './CustomerFigures';
import { customerName } from './customer-name';
import { DAY } from './CustomerTable';
import { messages } from './messages';
import { useOrderWords } from './order-words';
import { RecentOrders } from './RecentOrders';
import { SegmentChips } from './SegmentChips';
import { customersTexts } from './texts';
import './customers.css';

type Customer = NonNullable<CustomerDetailQuery['customer']>;

function Contact({ customer }: { customer: Customer }) {
  const intl = useIntl();
  return (
    <section className="customer-card" aria-labelledby="customer-contact">
      <h2 id="customer-contact">{intl.formatMessage(messages.contactTitle)}</h2>
      <dl className="customer-contact">
        <dt>{intl.formatMessage(messages.colPhone)}</dt>
        <dd>
          <a href={`tel:${customer.phone}`} dir="ltr">
            {customer.phone}
          </a>
        </dd>
        <dt>{intl.formatMessage(commonMessages.email)}</dt>
        <dd>
          {customer.email ? (
            <a href={`mailto:${customer.email}`}>{customer.email}</a>
          ) : (
            <span className="muted">{intl.formatMessage(messages.noEmail)}</span>
          )}
        </dd>
        <dt>{intl.formatMessage(commonMessages.shop)}</dt>
        <dd>{customer.shopName}</dd>
      </dl>
    </section>
  );
}

function CustomerView({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const words = useOrderWords();
  const seesOrders = useCan(Permission.ORDERS);
  return (
    <CatalogueScope catalogue={words.orderVocabularyTexts}>
      <header className="customer-header">
        <h1>{customerName(customer)}</h1>
        <p className="muted">
          {intl.formatMessage(messages.customerSince, { date: intl.formatDate(customer.createdAt, DAY) })}
        </p>
      </header>
      <div className="customer-layout">
        <div className="customer-layout__main">
          <CustomerFigures totals={customer.totals} />
          <StatusCounts customerId={customer.id} totals={customer.totals} />
          {seesOrders ? <RecentOrders customerId={customer.id} /> : null}
        </div>
        <div className="customer-layout__side">
          <Contact customer={customer} />
          <SegmentChips segments={customer.segments} />
          <CustomerAddresses addresses={customer.addresses} />
        </div>
      </div>
    </CatalogueScope>
  );
}

function CustomerDetailContent({ customerId }: { customerId: number }) {
  const intl = useIntl();
  const { online } = useOnlineStatus();
  const detail = useQueryWithCopy(CustomerDetailDocument, { id: customerId }, `customer:${customerId}`);
  const customer = detail.data?.customer;
  const notFound = serverVerdict(detail.error)?.code === 'NOT_FOUND';
  return (
    <section className="page customer-page">
      <p>
        <Link to={pathOf({ name: 'customers' })}>{intl.formatMessage(messages.allCustomers)}</Link>
      </p>
      {detail.fromDevice ? <DeviceCopyNote savedAt={detail.savedAt} /> : null}
      {!customer && notFound ? (
        <p role="alert" className="note note--error">
          {intl.formatMessage(messages.notFound)}
        </p>
      ) : null}
      {!customer && detail.error && !notFound ? (
        <RetryAlert message={online ? messages.detailFailed : messages.notOnDevice} onRetry={detail.reload} />
      ) : null}
      {!customer && !detail.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      {customer ? (
        <Suspense fallback={<p role="status">{intl.formatMessage(sharedMessages.loading)}</p>}>
          <CustomerView customer={customer} />
        </Suspense>
      ) : null}
    </section>
  );
}

/** With its texts (they load with this screen, not with the first page). */
export function CustomerDetailPage({
  customerId,
}: {
  customerId: number;
  onNavigate: (route: Route) => void;
}) {
  return (
    <CatalogueScope catalogue={customersTexts}>
      <CustomerDetailContent customerId={customerId} />
    </CatalogueScope>
  );
}
