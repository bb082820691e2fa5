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

const homeChunk = chunk(() => import('../features/home/HomePage'));
const productChunk = chunk(() => import('../features/product-page/ProductPage'));
const listingChunk = chunk(() => import('../features/listing/pages'));
const checkoutChunk = chunk(() => import('../features/checkout/CheckoutPage'));
const confirmationChunk = chunk(() => import('../features/order-confirmation/OrderConfirmationPage'));
const notFoundChunk = chunk(() => import('../features/shell/NotFoundPage'));
const blogPostChunk = chunk(() => import('../features/blog/BlogPostPage'));
const blogCategoryChunk = chunk(() => import('../features/blog/BlogCategoryPage'));
const cmsPageChunk = chunk(() => import('../features/cms-page/CmsPage'));
const landingChunk = chunk(() => import('../features/home/LandingPage'));

export const pages = {
  home: page(homeChunk, (m) => m.HomePage),
  product: page(productChunk, (m) => m.ProductPage),
  category: page(listingChunk, (m) => m.CategoryPage),
  brand: page(listingChunk, (m) => m.BrandPage),
  brandLine: page(listingChunk, (m) => m.BrandLinePage),
  collection: page(listingChunk, (m) => m.CollectionPage),
  promotion: page(listingChunk, (m) => m.PromotionPage),
  featured: page(listingChunk, (m) => m.FeaturedPage),
  newArrivals: page(listingChunk, (m) => m.NewArrivalsPage),
  search: page(listingChunk, (m) => m.SearchPage),
  checkout: page(checkoutChunk, (m) => m.CheckoutPage),
  orderConfirmation: page(confirmationChunk, (m) => m.OrderConfirmationPage),
  blogPost: page(blogPostChunk, (m) => m.BlogPostPage),
  blogCategory: page(blogCategoryChunk, (m) => m.BlogCategoryPage),
  cmsPage: page(cmsPageChunk, (m) => m.CmsPage),
  landing: page(landingChunk, (m) => m.LandingPage),
  notFound: page(notFoundChunk, (m) => m.NotFoundPage),
} satisfies Record<string, Page>;

interface StorefrontRoute {
  readonly path: string;
  readonly page: Page;
  /** The page's chunk (the same import React.lazy makes, so loading it early is loading it once). */
  readonly chunk: Chunk<unknown>;
}

const ROUTES: readonly StorefrontRoute[] = [
  { path: '/', page: pages.home, chunk: homeChunk },
  { path: routePatterns.product, page: pages.product, chunk: productChunk },
  { path: routePatterns.category, page: pages.category, chunk: listingChunk },
  { path: routePatterns.brand, page: pages.brand, chunk: listingChunk },
  { path: routePatterns.brandLine, page: pages.brandLine, chunk: listingChunk },
  { path: routePatterns.collection, page: pages.collection, chunk: listingChunk },
  { path: routePatterns.promotion, page: pages.promotion, chunk: listingChunk },
  { path: routePatterns.featured, page: pages.featured, chunk: listingChunk },
  { path: routePatterns.newArrivals, page: pages.newArrivals, chunk: listingChunk },
  { path: routePatterns.search, page: pages.search, chunk: listingChunk },
  { path: routePatterns.checkout, page: pages.checkout, chunk: checkoutChunk },
  { path: routePatterns.orderConfirmation, page: pages.orderConfirmation, chunk: confirmationChunk },
  { path: routePatterns.blogCategory, page: pages.blogCategory, chunk: blogCategoryChunk },
  { path: routePatterns.blogPost, page: pages.blogPost, chunk: blogPostChunk },
  { path: routePatterns.cmsPage, page: pages.cmsPage, chunk: cmsPageChunk },
  { path: routePatterns.landing, page: pages.landing, chunk: landingChunk },
  { path: '*', page: pages.notFound, chunk: notFoundChunk },
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
  return (route?.chunk.load() ?? Promise.resolve()).then(
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
