/**
 * The storefront's routes (react-router in declarative mode: its data-router half, 20 KiB gzipped,
 * has nothing the storefront uses). Every page is its own chunk, loaded with its route in one hop
 * (the page module itself, not a feature index that would load it in a second), and drawn inside
 * its own error boundary so a failing page leaves the header usable.
 */
import { lazy, useState } from 'react';
import type { ComponentType } from 'react';
import { Route, Routes, matchRoutes } from 'react-router';
import { RoutePage } from './RoutePage';
import { routePatterns } from './paths';

type Page = ComponentType;

/** A page module's chunk: loaded once, and known synchronously once it has come. */
interface Chunk<M> {
  readonly load: () => Promise<M>;
  readonly loaded: () => M | undefined;
}

function chunk<M>(importModule: () => Promise<M>): Chunk<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  return {
    load: () =>
      (loading ??= importModule().then((value) => {
        module = value;
        return value;
      })),
    loaded: () => module,
  };
}

/**
 * A named export of a page module: drawn at once when its chunk has already come (the entry waits
 * for the first page's chunk, so the first draw holds the page itself, not the loading box, and the
 * page's first paint is the header's), through React.lazy otherwise. Chosen once per mount: switching
 * from the lazy to the loaded component would mount the page a second time.
 */
function page<M>(source: Chunk<M>, pick: (module: M) => ComponentType): Page {
  const Lazy = lazy(async () => ({ default: pick(await source.load()) }));
  return function RoutePageModule() {
    const [Loaded] = useState(() => {
      const module = source.loaded();
      return module && pick(module);
    });
    return Loaded ? <Loaded /> : <Lazy />;
  };
}

const loadHome = chunk(() => import('../features/home/HomePage'));
const loadProduct = chunk(() => import('../features/product-page/ProductPage'));
const loadListing = chunk(() => import('../features/listing/pages'));
const loadCheckout = chunk(() => import('../features/checkout/CheckoutPage'));
const loadConfirmation = chunk(() => import('../features/order-confirmation/OrderConfirmationPage'));
const loadNotFound = chunk(() => import('../features/shell/NotFoundPage'));
const loadBlogPost = chunk(() => import('../features/blog/BlogPostPage'));
const loadBlogCategory = chunk(() => import('../features/blog/BlogCategoryPage'));
const loadCmsPage = chunk(() => import('../features/cms-page/CmsPage'));
const loadLanding = chunk(() => import('../features/home/LandingPage'));

export const pages = {
  home: page(loadHome, (m) => m.HomePage),
  product: page(loadProduct, (m) => m.ProductPage),
  category: page(loadListing, (m) => m.CategoryPage),
  brand: page(loadListing, (m) => m.BrandPage),
  brandLine: page(loadListing, (m) => m.BrandLinePage),
  collection: page(loadListing, (m) => m.CollectionPage),
  promotion: page(loadListing, (m) => m.PromotionPage),
  featured: page(loadListing, (m) => m.FeaturedPage),
  newArrivals: page(loadListing, (m) => m.NewArrivalsPage),
  search: page(loadListing, (m) => m.SearchPage),
  checkout: page(loadCheckout, (m) => m.CheckoutPage),
  orderConfirmation: page(loadConfirmation, (m) => m.OrderConfirmationPage),
  blogPost: page(loadBlogPost, (m) => m.BlogPostPage),
  blogCategory: page(loadBlogCategory, (m) => m.BlogCategoryPage),
  cmsPage: page(loadCmsPage, (m) => m.CmsPage),
  landing: page(loadLanding, (m) => m.LandingPage),
  notFound: page(loadNotFound, (m) => m.NotFoundPage),
} satisfies Record<string, Page>;

interface StorefrontRoute {
  readonly path: string;
  readonly page: Page;
  /** The page's chunk (the same import React.lazy makes, so loading it early is loading it once). */
  readonly load: Chunk<unknown>;
}

const ROUTES: readonly StorefrontRoute[] = [
  { path: '/', page: pages.home, load: loadHome },
  { path: routePatterns.product, page: pages.product, load: loadProduct },
  { path: routePatterns.category, page: pages.category, load: loadListing },
  { path: routePatterns.brand, page: pages.brand, load: loadListing },
  { path: routePatterns.brandLine, page: pages.brandLine, load: loadListing },
  { path: routePatterns.collection, page: pages.collection, load: loadListing },
  { path: routePatterns.promotion, page: pages.promotion, load: loadListing },
  { path: routePatterns.featured, page: pages.featured, load: loadListing },
  { path: routePatterns.newArrivals, page: pages.newArrivals, load: loadListing },
  { path: routePatterns.search, page: pages.search, load: loadListing },
  { path: routePatterns.checkout, page: pages.checkout, load: loadCheckout },
  { path: routePatterns.orderConfirmation, page: pages.orderConfirmation, load: loadConfirmation },
  { path: routePatterns.blogCategory, page: pages.blogCategory, load: loadBlogCategory },
  { path: routePatterns.blogPost, page: pages.blogPost, load: loadBlogPost },
  { path: routePatterns.cmsPage, page: pages.cmsPage, load: loadCmsPage },
  { path: routePatterns.landing, page: pages.landing, load: loadLanding },
  { path: '*', page: pages.notFound, load: loadNotFound },
];

/**
 * Starts loading the chunk of the page at `pathname`, before React gets to it: the entry calls it
 * first thing, so the page's code downloads beside the entry's last chunks instead of after the first
 * draw. A failure is the route's to show when it renders (its error boundary).
 */
export function preloadRoutePage(pathname: string): Promise<void> {
  const matched = matchRoutes(
    ROUTES.map(({ path }) => ({ path })),
    pathname,
  );
  const route = ROUTES.find(({ path }) => path === matched?.[0]?.route.path);
  return (route?.load.load() ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
}

export function StorefrontRoutes() {
  // Each route's frame is its own (keyed): the router navigates in a transition, and a reused
  // Suspense would keep the previous page shown, with no sign, while the next page's chunk loads.
  return (
    <Routes>
      {ROUTES.map(({ path, page: Component }) => (
        <Route
          key={path}
          path={path}
          element={
            <RoutePage key={path}>
              <Component />
            </RoutePage>
          }
        />
      ))}
    </Routes>
  );
}
