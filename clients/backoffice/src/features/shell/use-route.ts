/**
 * The back office's addresses, matched by react-router under the /dashboard basename: each screen's
 * path pattern and the route it names (a name plus the ids its screen needs: an expedition's editor
 * carries the expedition). Screens navigate by route (`useNavigateTo`), links take `pathOf(route)`;
 * deep links reload because the server and the service worker answer every path with index.html.
 */
import { useCallback } from 'react';
import { matchRoutes, useLocation, useNavigate } from 'react-router';
import { Permission, idFromText, isUuid } from '@tijara/schema';

export const BASE = '/dashboard/';
/** The router's basename: every path below is relative to it. */
export const BASENAME = '/dashboard';

export type Route =
  | { readonly name: 'home' }
  | { readonly name: 'geography' }
  | { readonly name: 'stock' }
  | { readonly name: 'warehouses' }
  | { readonly name: 'expeditions' }
  | { readonly name: 'expedition'; readonly id: number }
  | { readonly name: 'expeditionReceive'; readonly id: number }
  | { readonly name: 'transporterPayments' }
  | { readonly name: 'promotions' }
  | { readonly name: 'promotionNew' }
  | { readonly name: 'promotion'; readonly id: number }
  | { readonly name: 'customerSegments' }
  | { readonly name: 'customerSegmentNew' }
  | { readonly name: 'customerSegment'; readonly id: number }
  | { readonly name: 'products' }
  | { readonly name: 'productNew' }
  | { readonly name: 'product'; readonly id: number; readonly tab: ProductTab }
  | { readonly name: 'taxonomy'; readonly kind: TaxonomyKind }
  | { readonly name: 'reviews' }
  | { readonly name: 'orders' }
  | { readonly name: 'orderNew' }
  | { readonly name: 'order'; readonly uuid: string }
  | { readonly name: 'customers' }
  | { readonly name: 'customer'; readonly id: number }
  | { readonly name: 'staff' }
  | { readonly name: 'staffNew' }
  | { readonly name: 'staffMember'; readonly uuid: string }
  | { readonly name: 'pos' }
  | { readonly name: 'posSync' }
  | { readonly name: 'contentPages' }
  | { readonly name: 'contentPage'; readonly id: number }
  | { readonly name: 'cmsPages' }
  | { readonly name: 'cmsPageNew' }
  | { readonly name: 'cmsPage'; readonly id: number }
  | { readonly name: 'blogPosts' }
  | { readonly name: 'blogPostNew' }
  | { readonly name: 'blogPost'; readonly id: number }
  | { readonly name: 'blogCategories' }
  | { readonly name: 'contentMenus' }
  | { readonly name: 'themeEditor' };

/** The product editor's tabs, in the spec's order; the address names one (details when none). */
export const PRODUCT_TABS = [
  'details',
  'price',
  'images',
  'features',
  'combinations',
  'stock',
  'languages',
  'pack',
] as const;
export type ProductTab = (typeof PRODUCT_TABS)[number];

/** The taxonomy screens, one address each. */
export const TAXONOMY_KINDS = [
  'categories',
  'brands',
  'brand-lines',
  'collections',
  'tags',
  'features',
  'attributes',
  'suppliers',
] as const;
export type TaxonomyKind = (typeof TAXONOMY_KINDS)[number];

function oneOf<T extends string>(list: readonly T[], value: string | undefined): T | null {
  return (list as readonly string[]).includes(value ?? '') ? (value as T) : null;
}

export type RouteName = Route['name'];

type Params = Readonly<Record<string, string | undefined>>;

function withId<
  N extends
    | 'expedition'
    | 'expeditionReceive'
    | 'promotion'
    | 'customerSegment'
    | 'customer'
    | 'contentPage'
    | 'cmsPage'
    | 'blogPost',
>(name: N) {
  // An id as the server gives them: anything else in its place is no screen's.
  return (params: Params): Route | null => {
    const id = idFromText(params.id);
    return id === null ? null : ({ name, id } as Route);
  };
}

function withUuid<N extends 'order' | 'staffMember'>(name: N) {
  // Orders and staff accounts are named by uuid (the API's key); the address holds it lowercased.
  return (params: Params): Route | null => {
    const uuid = params.id?.toLowerCase() ?? '';
    return isUuid(uuid) ? ({ name, uuid } as Route) : null;
  };
}

function productAt(params: Params): Route | null {
  const id = idFromText(params.id);
  const tab = params.tab === undefined ? 'details' : oneOf(PRODUCT_TABS, params.tab);
  return id === null || tab === null ? null : { name: 'product', id, tab };
}

function taxonomyAt(params: Params): Route | null {
  const kind = oneOf(TAXONOMY_KINDS, params.kind);
  return kind === null ? null : { name: 'taxonomy', kind };
}

export interface ScreenPath {
  /** react-router pattern, relative to the basename. */
  readonly path: string;
  /** The route the matched address names; null when its id is not one. */
  readonly route: (params: Params) => Route | null;
}

export const SCREEN_PATHS: readonly ScreenPath[] = [
  { path: '/', route: () => ({ name: 'home' }) },
  { path: '/geography', route: () => ({ name: 'geography' }) },
  { path: '/stock', route: () => ({ name: 'stock' }) },
  { path: '/warehouses', route: () => ({ name: 'warehouses' }) },
  { path: '/expeditions', route: () => ({ name: 'expeditions' }) },
  { path: '/expeditions/:id', route: withId('expedition') },
  { path: '/expeditions/:id/receive', route: withId('expeditionReceive') },
  { path: '/transporter-payments', route: () => ({ name: 'transporterPayments' }) },
  { path: '/promotions', route: () => ({ name: 'promotions' }) },
  { path: '/promotions/new', route: () => ({ name: 'promotionNew' }) },
  { path: '/promotions/:id', route: withId('promotion') },
  { path: '/customer-segments', route: () => ({ name: 'customerSegments' }) },
  { path: '/customer-segments/new', route: () => ({ name: 'customerSegmentNew' }) },
  { path: '/customer-segments/:id', route: withId('customerSegment') },
  { path: '/products', route: () => ({ name: 'products' }) },
  { path: '/products/new', route: () => ({ name: 'productNew' }) },
  { path: '/products/:id', route: productAt },
  { path: '/products/:id/:tab', route: productAt },
  { path: '/catalog/:kind', route: taxonomyAt },
  { path: '/reviews', route: () => ({ name: 'reviews' }) },
  { path: '/orders', route: () => ({ name: 'orders' }) },
  { path: '/orders/new', route: () => ({ name: 'orderNew' }) },
  { path: '/orders/:id', route: withUuid('order') },
  { path: '/customers', route: () => ({ name: 'customers' }) },
  { path: '/customers/:id', route: withId('customer') },
  { path: '/staff', route: () => ({ name: 'staff' }) },
  { path: '/staff/new', route: () => ({ name: 'staffNew' }) },
  { path: '/staff/:id', route: withUuid('staffMember') },
  { path: '/pos', route: () => ({ name: 'pos' }) },
  { path: '/pos/sync', route: () => ({ name: 'posSync' }) },
  { path: '/content/pages', route: () => ({ name: 'contentPages' }) },
  { path: '/content/pages/:id', route: withId('contentPage') },
  { path: '/content/cms', route: () => ({ name: 'cmsPages' }) },
  { path: '/content/cms/new', route: () => ({ name: 'cmsPageNew' }) },
  { path: '/content/cms/:id', route: withId('cmsPage') },
  { path: '/content/blog', route: () => ({ name: 'blogPosts' }) },
  { path: '/content/blog/new', route: () => ({ name: 'blogPostNew' }) },
  { path: '/content/blog/categories', route: () => ({ name: 'blogCategories' }) },
  { path: '/content/blog/:id', route: withId('blogPost') },
  { path: '/content/menus', route: () => ({ name: 'contentMenus' }) },
  { path: '/content/theme', route: () => ({ name: 'themeEditor' }) },
];

/** The route an address (relative to the basename) names, as the router matches it; null: none. */
export function routeAt(pathname: string): Route | null {
  const [matched] =
    matchRoutes(
      SCREEN_PATHS.map(({ path }) => ({ path })),
      pathname,
    ) ?? [];
  const screen = SCREEN_PATHS.find(({ path }) => path === matched?.route.path);
  return screen && matched ? screen.route(matched.params) : null;
}

/** The address of a route, relative to the basename (for <Link to> and navigate). */
export function pathOf(route: Route): string {
  switch (route.name) {
    case 'home':
      return '/';
    case 'transporterPayments':
      return '/transporter-payments';
    case 'expedition':
      return `/expeditions/${route.id}`;
    case 'expeditionReceive':
      return `/expeditions/${route.id}/receive`;
    case 'promotionNew':
      return '/promotions/new';
    case 'promotion':
      return `/promotions/${route.id}`;
    case 'customerSegments':
      return '/customer-segments';
    case 'customerSegmentNew':
      return '/customer-segments/new';
    case 'customerSegment':
      return `/customer-segments/${route.id}`;
    case 'productNew':
      return '/products/new';
    case 'product':
      return route.tab === 'details' ? `/products/${route.id}` : `/products/${route.id}/${route.tab}`;
    case 'taxonomy':
      return `/catalog/${route.kind}`;
    case 'orderNew':
      return '/orders/new';
    case 'order':
      return `/orders/${route.uuid}`;
    case 'customer':
      return `/customers/${route.id}`;
    case 'staffNew':
      return '/staff/new';
    case 'staffMember':
      return `/staff/${route.uuid}`;
    case 'posSync':
      return '/pos/sync';
    case 'contentPages':
      return '/content/pages';
    case 'contentPage':
      return `/content/pages/${route.id}`;
    case 'cmsPages':
      return '/content/cms';
    case 'cmsPageNew':
      return '/content/cms/new';
    case 'cmsPage':
      return `/content/cms/${route.id}`;
    case 'blogPosts':
      return '/content/blog';
    case 'blogPostNew':
      return '/content/blog/new';
    case 'blogPost':
      return `/content/blog/${route.id}`;
    case 'blogCategories':
      return '/content/blog/categories';
    case 'contentMenus':
      return '/content/menus';
    case 'themeEditor':
      return '/content/theme';
    default:
      return `/${route.name}`;
  }
}

const SECTION_OF: Partial<Record<RouteName, RouteName>> = {
  expedition: 'expeditions',
  expeditionReceive: 'expeditions',
  promotionNew: 'promotions',
  promotion: 'promotions',
  customerSegmentNew: 'customerSegments',
  customerSegment: 'customerSegments',
  productNew: 'products',
  product: 'products',
  orderNew: 'orders',
  order: 'orders',
  customer: 'customers',
  staffNew: 'staff',
  staffMember: 'staff',
  posSync: 'pos',
  // The pages, CMS pages and blog screens are one sidebar entry, with their own tabs.
  contentPage: 'contentPages',
  cmsPages: 'contentPages',
  cmsPageNew: 'contentPages',
  cmsPage: 'contentPages',
  blogPosts: 'contentPages',
  blogPostNew: 'contentPages',
  blogPost: 'contentPages',
  blogCategories: 'contentPages',
};

/** The sidebar entry a screen belongs to (an expedition's editor lights "Expeditions"). */
export function sectionOf(route: Route): RouteName {
  return SECTION_OF[route.name] ?? route.name;
}

/**
 * Who may open each section (any one of the permissions); a section not listed is every member of
 * staff's (reference screens). The sidebar hides the others and the router answers them with a
 * refusal: the server refuses their calls anyway, this keeps a clerk from an empty, failing screen.
 */
const SECTION_PERMISSIONS: Partial<Record<RouteName, readonly Permission[]>> = {
  orders: [Permission.ORDERS],
  customers: [Permission.PROMOTIONS],
  // Order agents look a product up while taking a phone order (the editor is read only without CATALOG_WRITE).
  products: [Permission.CATALOG_WRITE, Permission.PRICES, Permission.ORDERS],
  taxonomy: [Permission.CATALOG_WRITE],
  reviews: [Permission.CATALOG_WRITE],
  stock: [Permission.STOCK],
  warehouses: [Permission.STOCK],
  expeditions: [Permission.EXPEDITIONS],
  transporterPayments: [Permission.TRANSPORTER_PAYMENTS],
  promotions: [Permission.PROMOTIONS],
  customerSegments: [Permission.PROMOTIONS],
  staff: [Permission.STAFF_ADMIN],
  pos: [Permission.POS_SALE],
  contentPages: [Permission.CONTENT],
  contentMenus: [Permission.CONTENT],
  themeEditor: [Permission.CONTENT],
};

/** The till's screens: full screen, without the sidebar (a cashier's tablet shows nothing else). */
export function isTillRoute(route: Route | null): boolean {
  return route !== null && sectionOf(route) === 'pos';
}

/** Whether staff holding `held` may open the route's section. */
export function mayOpen(route: Route, held: readonly string[]): boolean {
  const needed = SECTION_PERMISSIONS[sectionOf(route)];
  return !needed || needed.some((permission) => held.includes(permission));
}

/** The route of the current address (null: no screen's; the app sends it home). */
export function useCurrentRoute(): Route | null {
  return routeAt(useLocation().pathname);
}

/** Navigation by route, for the screens' `onNavigate`. */
export function useNavigateTo(): (route: Route) => void {
  const navigate = useNavigate();
  return useCallback((route: Route) => void navigate(pathOf(route)), [navigate]);
}
