/**
 * Which screen a route shows: the one place that maps the small router's routes to pages. Each
 * screen renders inside its own error boundary, reset when the route changes.
 */
import { SegmentEditor, SegmentsPage } from '../features/customer-segments';
import { ExpeditionEditor, ExpeditionReception, ExpeditionsPage } from '../features/expeditions';
import { GeographyPage } from '../features/geography';
import { HomePage } from '../features/home';
import { PromotionEditor, PromotionsPage } from '../features/promotions';
import { ScreenBoundary, pathOf } from '../features/shell';
import type { Route } from '../features/shell';
import { StockPage } from '../features/stock';
import { TransporterPaymentsPage } from '../features/transporter-payments';
import { WarehousesPage } from '../features/warehouses';

interface Props {
  route: Route;
  navigate: (route: Route) => void;
  offlineReady: boolean;
}

export function Screen(props: Props) {
  return (
    <ScreenBoundary resetKey={pathOf(props.route)}>
      <Page {...props} />
    </ScreenBoundary>
  );
}

function Page({ route, navigate, offlineReady }: Props) {
  switch (route.name) {
    case 'geography':
      return <GeographyPage />;
    case 'stock':
      return <StockPage />;
    case 'warehouses':
      return <WarehousesPage />;
    case 'transporterPayments':
      return <TransporterPaymentsPage />;
    case 'expeditions':
      return <ExpeditionsPage onNavigate={navigate} />;
    case 'expedition':
      return <ExpeditionEditor key={route.id} expeditionId={route.id} onNavigate={navigate} />;
    case 'expeditionReceive':
      return <ExpeditionReception key={route.id} expeditionId={route.id} onNavigate={navigate} />;
    case 'promotions':
      return <PromotionsPage onNavigate={navigate} />;
    case 'promotionNew':
      return <PromotionEditor key="new" promotionId={null} onNavigate={navigate} />;
    case 'promotion':
      return <PromotionEditor key={route.id} promotionId={route.id} onNavigate={navigate} />;
    case 'customerSegments':
      return <SegmentsPage onNavigate={navigate} />;
    case 'customerSegmentNew':
      return <SegmentEditor key="new" segmentId={null} onNavigate={navigate} />;
    case 'customerSegment':
      return <SegmentEditor key={route.id} segmentId={route.id} onNavigate={navigate} />;
    case 'home':
      return <HomePage offlineReady={offlineReady} />;
  }
}
