/**
 * The storefront's routes (react-router in declarative mode: its data-router half, 20 KiB gzipped,
 * has nothing the storefront uses). Every page is its own chunk, loaded with its route in one hop
 * (the page module itself, not a feature index that would load it in a second), and drawn inside
 * its own error boundary so a failing page leaves the header usable.
 */
import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router';
import { RoutePage } from './RoutePage';
import { routePatterns } from './paths';

type Page = LazyExoticComponent<ComponentType>;

/** A named export of a lazily loaded module, as React.lazy wants it. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page {
  return lazy(async () => ({ default: pick(await load()) }));
}

const listing = () => import('../features/listing/pages');

export const pages = {
  home: page(
    () => import('../features/home/HomePage'),
    (m) => m.HomePage,
  ),
  product: page(
    () => import('../features/product-page/ProductPage'),
    (m) => m.ProductPage,
  ),
  category: page(listing, (m) => m.CategoryPage),
  brand: page(listing, (m) => m.BrandPage),
  brandLine: page(listing, (m) => m.BrandLinePage),
  collection: page(listing, (m) => m.CollectionPage),
  promotion: page(listing, (m) => m.PromotionPage),
  featured: page(listing, (m) => m.FeaturedPage),
  newArrivals: page(listing, (m) => m.NewArrivalsPage),
  search: page(listing, (m) => m.SearchPage),
  orderConfirmation: page(
    () => import('../features/order-confirmation/OrderConfirmationPage'),
    (m) => m.OrderConfirmationPage,
  ),
  notFound: page(
    () => import('../features/shell/NotFoundPage'),
    (m) => m.NotFoundPage,
  ),
} satisfies Record<string, Page>;

const routed = (Component: Page) => (
  <RoutePage>
    <Component />
  </RoutePage>
);

export function StorefrontRoutes() {
  return (
    <Routes>
      <Route index element={routed(pages.home)} />
      <Route path={routePatterns.product} element={routed(pages.product)} />
      <Route path={routePatterns.category} element={routed(pages.category)} />
      <Route path={routePatterns.brand} element={routed(pages.brand)} />
      <Route path={routePatterns.brandLine} element={routed(pages.brandLine)} />
      <Route path={routePatterns.collection} element={routed(pages.collection)} />
      <Route path={routePatterns.promotion} element={routed(pages.promotion)} />
      <Route path={routePatterns.featured} element={routed(pages.featured)} />
      <Route path={routePatterns.newArrivals} element={routed(pages.newArrivals)} />
      <Route path={routePatterns.search} element={routed(pages.search)} />
      <Route path={routePatterns.orderConfirmation} element={routed(pages.orderConfirmation)} />
      <Route path="*" element={routed(pages.notFound)} />
    </Routes>
  );
}
