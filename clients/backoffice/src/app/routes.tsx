/**
 * The back office's screens on react-router (declarative mode, as the storefront): one <Route> per
 * address of SCREEN_PATHS (features/shell/use-route.ts), each screen its own chunk loaded with its
 * route (each feature's index gives its screens as loaders), drawn inside its error boundary (reset when the address changes) with a loading box while
 * its chunk comes. An address no screen answers (or an id that is not one) goes to the dashboard.
 */
import { Suspense, lazy } from 'react';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { Link, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { CatalogueScope, sharedMessages } from '@tijara/shared';
import { loadExpeditionsPage, loadExpeditionEditor, loadExpeditionReception } from '../features/expeditions';
import { loadContentScreens } from '../features/content-pages';
import { loadContentMenusPage } from '../features/content-menus';
import { loadCustomersPage, loadCustomerDetailPage } from '../features/customers';
import { loadGeographyPage } from '../features/geography';
import { loadHomePage } from '../features/home';
import { loadOrderDetailPage } from '../features/order-detail';
import { loadOrdersPage } from '../features/orders';
import { loadProductListPage } from '../features/product-list';
import { loadProductEditor, loadProductWizard } from '../features/products';
import { loadPromotionsPage, loadPromotionEditor } from '../features/promotions';
import { loadReviewsPage } from '../features/reviews';
import { loadTaxonomyPage } from '../features/taxonomy';
import { loadSegmentsPage, loadSegmentEditor } from '../features/customer-segments';
import { loadStaffPage, loadStaffMemberPage } from '../features/staff';
import { loadStaffOrderPage } from '../features/staff-order';
import { loadStockPage } from '../features/stock';
import { loadSyncPage, loadTillPage } from '../features/till';
import { loadThemeEditorPage } from '../features/theme-editor';
import { loadTransporterPaymentsPage } from '../features/transporter-payments';
import { loadWarehousesPage } from '../features/warehouses';
import { useHeldPermissions } from '../components/permissions';
import { SCREEN_PATHS, ScreenBoundary, mayOpen, shellMessages, useNavigateTo } from '../features/shell';
import type { Route as ScreenRoute, ScreenPath } from '../features/shell';

/**
 * A named export of a lazily loaded module, as React.lazy wants it, inside the shared components'
 * texts: they come with the first screen opened (one chunk), not with the dashboard's first route.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each screen has its own props
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType<any>) {
  return lazy(async () => {
    const [module, { componentsCatalogue }] = await Promise.all([load(), import('../components/catalogue')]);
    const Screen = pick(module);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the screen's
    const WithTexts = (props: any) => (
      <CatalogueScope catalogue={componentsCatalogue}>
        <Screen {...props} />
      </CatalogueScope>
    );
    return { default: WithTexts };
  });
}

const screens = {
  home: screen(loadHomePage, (m) => m.HomePage),
  geography: screen(loadGeographyPage, (m) => m.GeographyPage),
  stock: screen(loadStockPage, (m) => m.StockPage),
  warehouses: screen(loadWarehousesPage, (m) => m.WarehousesPage),
  transporterPayments: screen(loadTransporterPaymentsPage, (m) => m.TransporterPaymentsPage),
  expeditions: screen(loadExpeditionsPage, (m) => m.ExpeditionsPage),
  expedition: screen(loadExpeditionEditor, (m) => m.ExpeditionEditor),
  expeditionReceive: screen(loadExpeditionReception, (m) => m.ExpeditionReception),
  promotions: screen(loadPromotionsPage, (m) => m.PromotionsPage),
  promotion: screen(loadPromotionEditor, (m) => m.PromotionEditor),
  customerSegments: screen(loadSegmentsPage, (m) => m.SegmentsPage),
  customerSegment: screen(loadSegmentEditor, (m) => m.SegmentEditor),
  products: screen(loadProductListPage, (m) => m.ProductListPage),
  productNew: screen(loadProductWizard, (m) => m.ProductWizard),
  product: screen(loadProductEditor, (m) => m.ProductEditor),
  taxonomy: screen(loadTaxonomyPage, (m) => m.TaxonomyPage),
  reviews: screen(loadReviewsPage, (m) => m.ReviewsPage),
  orders: screen(loadOrdersPage, (m) => m.OrdersPage),
  orderNew: screen(loadStaffOrderPage, (m) => m.StaffOrderPage),
  order: screen(loadOrderDetailPage, (m) => m.OrderDetailPage),
  customers: screen(loadCustomersPage, (m) => m.CustomersPage),
  customer: screen(loadCustomerDetailPage, (m) => m.CustomerDetailPage),
  staff: screen(loadStaffPage, (m) => m.StaffPage),
  staffMember: screen(loadStaffMemberPage, (m) => m.StaffMemberPage),
  pos: screen(loadTillPage, (m) => m.TillPage),
  posSync: screen(loadSyncPage, (m) => m.SyncPage),
  // The content screens come through one small chunk of lazy screens (features/content-pages).
  contentPages: screen(loadContentScreens, (m) => m.ContentPagesPage),
  contentPage: screen(loadContentScreens, (m) => m.PageEditor),
  cmsPages: screen(loadContentScreens, (m) => m.CmsPagesPage),
  cmsPage: screen(loadContentScreens, (m) => m.CmsPageEditor),
  blogPosts: screen(loadContentScreens, (m) => m.BlogPostsPage),
  blogPost: screen(loadContentScreens, (m) => m.BlogPostEditor),
  blogCategories: screen(loadContentScreens, (m) => m.BlogCategoriesPage),
  contentMenus: screen(loadContentMenusPage, (m) => m.ContentMenusPage),
  themeEditor: screen(loadThemeEditorPage, (m) => m.ThemeEditorPage),
};

/** Who sells at the till: the signed-in staff member and the shops they work in. */
export interface TillStaff {
  readonly cashier: { readonly id: string; readonly name: string };
  readonly shopIds: readonly string[];
}

interface ScreenProps {
  readonly route: ScreenRoute;
  readonly navigate: (route: ScreenRoute) => void;
  readonly offlineReady: boolean;
  readonly till: TillStaff;
}

function Page({ route, navigate, offlineReady, till }: ScreenProps) {
  switch (route.name) {
    case 'home':
      return <screens.home offlineReady={offlineReady} onNavigate={navigate} />;
    case 'geography':
      return <screens.geography />;
    case 'stock':
      return <screens.stock />;
    case 'warehouses':
      return <screens.warehouses />;
    case 'transporterPayments':
      return <screens.transporterPayments />;
    case 'expeditions':
      return <screens.expeditions onNavigate={navigate} />;
    case 'expedition':
      return <screens.expedition key={route.id} expeditionId={route.id} onNavigate={navigate} />;
    case 'expeditionReceive':
      return <screens.expeditionReceive key={route.id} expeditionId={route.id} onNavigate={navigate} />;
    case 'promotions':
      return <screens.promotions onNavigate={navigate} />;
    case 'promotionNew':
      return <screens.promotion key="new" promotionId={null} onNavigate={navigate} />;
    case 'promotion':
      return <screens.promotion key={route.id} promotionId={route.id} onNavigate={navigate} />;
    case 'customerSegments':
      return <screens.customerSegments onNavigate={navigate} />;
    case 'customerSegmentNew':
      return <screens.customerSegment key="new" segmentId={null} onNavigate={navigate} />;
    case 'customerSegment':
      return <screens.customerSegment key={route.id} segmentId={route.id} onNavigate={navigate} />;
    case 'products':
      return <screens.products onNavigate={navigate} />;
    case 'productNew':
      return <screens.productNew onNavigate={navigate} />;
    case 'product':
      return <screens.product key={route.id} productId={route.id} tab={route.tab} onNavigate={navigate} />;
    case 'taxonomy':
      return <screens.taxonomy key={route.kind} kind={route.kind} onNavigate={navigate} />;
    case 'reviews':
      return <screens.reviews onNavigate={navigate} />;
    case 'orders':
      return <screens.orders onNavigate={navigate} />;
    case 'orderNew':
      return <screens.orderNew onNavigate={navigate} />;
    case 'order':
      return <screens.order key={route.uuid} orderUuid={route.uuid} onNavigate={navigate} />;
    case 'customers':
      return <screens.customers onNavigate={navigate} />;
    case 'customer':
      return <screens.customer key={route.id} customerId={route.id} onNavigate={navigate} />;
    case 'staff':
      return <screens.staff onNavigate={navigate} />;
    case 'staffNew':
      return <screens.staffMember key="new" staffId={null} onNavigate={navigate} />;
    case 'staffMember':
      return <screens.staffMember key={route.uuid} staffId={route.uuid} onNavigate={navigate} />;
    case 'pos':
      return (
        <screens.pos
          cashier={till.cashier}
          shopIds={till.shopIds}
          onExit={() => navigate({ name: 'home' })}
        />
      );
    case 'posSync':
      return <screens.posSync />;
    case 'contentPages':
      return <screens.contentPages onNavigate={navigate} />;
    case 'contentPage':
      return <screens.contentPage key={route.id} pageId={route.id} onNavigate={navigate} />;
    case 'cmsPages':
      return <screens.cmsPages onNavigate={navigate} />;
    case 'cmsPageNew':
      return <screens.cmsPage key="new" cmsPageId={null} onNavigate={navigate} />;
    case 'cmsPage':
      return <screens.cmsPage key={route.id} cmsPageId={route.id} onNavigate={navigate} />;
    case 'blogPosts':
      return <screens.blogPosts onNavigate={navigate} />;
    case 'blogPostNew':
      return <screens.blogPost key="new" postId={null} onNavigate={navigate} />;
    case 'blogPost':
      return <screens.blogPost key={route.id} postId={route.id} onNavigate={navigate} />;
    case 'blogCategories':
      return <screens.blogCategories />;
    case 'contentMenus':
      return <screens.contentMenus />;
    case 'themeEditor':
      return <screens.themeEditor />;
  }
}

function ScreenLoading() {
  const intl = useIntl();
  return (
    <p className="screen-loading" role="status" aria-live="polite">
      {intl.formatMessage(sharedMessages.loading)}
    </p>
  );
}

/** A section the staff's roles do not open: said plainly, not a screen of failing requests. */
function NotAllowed() {
  const intl = useIntl();
  return (
    <section className="page">
      <p role="alert">{intl.formatMessage(shellMessages.notAllowed)}</p>
      <Link className="button" to="/">
        {intl.formatMessage(shellMessages.backHome)}
      </Link>
    </section>
  );
}

interface RoutedScreenProps {
  readonly screenPath: ScreenPath;
  readonly offlineReady: boolean;
  readonly till: TillStaff;
}

function RoutedScreen({ screenPath, offlineReady, till }: RoutedScreenProps) {
  const params = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigateTo();
  const held = useHeldPermissions();
  const route = screenPath.route(params);
  if (!route) return <Navigate to="/" replace />;
  if (!mayOpen(route, held)) return <NotAllowed />;
  // "Reload": a screen's chunk that failed to load stays failed for React.lazy until the page
  // reloads. The Suspense is the screen's own (keyed): the router navigates in a transition, and a
  // reused boundary would keep the previous screen shown, with no sign, while the next one loads.
  return (
    <ScreenBoundary resetKey={pathname} action="reload">
      <Suspense key={screenPath.path} fallback={<ScreenLoading />}>
        <Page route={route} navigate={navigate} offlineReady={offlineReady} till={till} />
      </Suspense>
    </ScreenBoundary>
  );
}

export function Screens({ offlineReady, till }: { offlineReady: boolean; till: TillStaff }) {
  return (
    <Routes>
      {SCREEN_PATHS.map((screenPath) => (
        <Route
          key={screenPath.path}
          path={screenPath.path}
          element={<RoutedScreen screenPath={screenPath} offlineReady={offlineReady} till={till} />}
        />
      ))}
      <Route path="*" element={<Navigate to="/" replace />} />
    </Routes>
  );
}
