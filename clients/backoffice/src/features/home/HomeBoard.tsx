/**
 * The home's figures, a chunk of their own loaded by HomePage for staff who may see one of them: the
 * `dashboard` query (its answer kept on the device, shown offline with its date), then each part the
 * staff may see, numbers first; the 30-day chart loads after them (SalesHistory). The server answers
 * null for a part without its permission; the screen hides it too, so a copy another member of staff
 * left on a shared tablet shows nothing they may not see.
 */
import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Permission } from '@tijara/schema';
import { CatalogueScope, joinCatalogues, sharedMessages } from '@tijara/shared';
import { BackofficeDashboardDocument } from '../../__generated__/home/graphql';
import type { BackofficeDashboardQuery } from '../../__generated__/home/graphql';
import { DeviceCopyNote } from '../../components/DeviceCopyNote';
import { useCan } from '../../components/permissions';
import { RetryAlert } from '../../components/RetryAlert';
import { useQueryWithCopy } from '../../components/use-query-with-copy';
import type { OrderVocabulary } from '../orders';
import { boardMessages as messages } from './board-messages';
import { boardTexts } from './board-texts';
import { CarrierFigures } from './CarrierFigures';
import { SalesHistory, SalesToday } from './SalesFigures';
import { StockFigures } from './StockFigures';
import { WaitingFigures } from './WaitingFigures';
import './home.css';

export type DashboardAnswer = BackofficeDashboardQuery['dashboard'];

interface Props {
  readonly vocabulary: OrderVocabulary;
}

function Board({ vocabulary }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const copy = useQueryWithCopy(BackofficeDashboardDocument, {}, 'home:dashboard');
  const canOrders = useCan(Permission.ORDERS);
  const canStock = useCan(Permission.STOCK);
  const canCarriers = useCan(Permission.TRANSPORTER_PAYMENTS);
  const dashboard = copy.data?.dashboard;
  const sales = canOrders ? dashboard?.sales : null;
  const orders = canOrders ? dashboard?.orders : null;
  const stock = canStock ? dashboard?.stock : null;
  const carriers = canCarriers ? dashboard?.carriers : null;
  return (
    <section className="home-board" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {intl.formatMessage(messages.heading)}
      </h2>
      <DeviceCopyNote savedAt={copy.fromDevice ? copy.savedAt : null} />
      {!dashboard && copy.error ? <RetryAlert message={messages.loadFailed} onRetry={copy.reload} /> : null}
      {!dashboard && !copy.error ? <p role="status">{intl.formatMessage(sharedMessages.loading)}</p> : null}
      <div className="home-grid">
        {sales ? <SalesToday sales={sales} vocabulary={vocabulary} /> : null}
        {orders ? <WaitingFigures orders={orders} vocabulary={vocabulary} /> : null}
        {sales ? <SalesHistory sales={sales} vocabulary={vocabulary} /> : null}
        {stock ? <StockFigures stock={stock} /> : null}
        {carriers ? <CarrierFigures carriers={carriers} /> : null}
      </div>
    </section>
  );
}

/** With its texts and the order vocabulary's (statuses and channels in words). */
export function HomeBoard({ vocabulary }: Props) {
  const texts = useMemo(() => joinCatalogues([boardTexts, vocabulary.orderVocabularyTexts]), [vocabulary]);
  return (
    <CatalogueScope catalogue={texts}>
      <Board vocabulary={vocabulary} />
    </CatalogueScope>
  );
}
