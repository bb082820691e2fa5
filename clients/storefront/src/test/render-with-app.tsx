/**
 * Renders a storefront tree the way main.tsx does: the shopper's language, the shop's settings and
 * a router at `route`, with a fresh fake-indexeddb database per test and the GraphQL endpoint stubbed
 * by operation (graphql-stub.ts). The stub and the answers kept in memory are dropped after each test.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { I18nProvider } from '@tijara/shared';
import type { Locale } from '@tijara/schema';
import { DbProvider } from '../app/app-services';
import { markPageSettled } from '../app/data/after-load';
import { forgetAnswers } from '../app/data/shared-answers';
import { StorefrontDb } from '../app/data/storefront-db';
import { catalogues } from '../app/i18n';
import { ShopProvider } from '../features/shop';
import { installGraphqlStub } from './graphql-stub';
import type { GraphqlCall, GraphqlHandlers } from './graphql-stub';

export { GraphqlTestRefusal } from './graphql-stub';
export type { GraphqlCall, GraphqlHandlers } from './graphql-stub';

let counter = 0;

export function freshDb(): StorefrontDb {
  counter += 1;
  return new StorefrontDb(`storefront-test-${Date.now()}-${counter}`);
}

/** The shop most tests sell for: add-to-cart on. */
export const testShop = {
  __typename: 'Shop',
  uuid: 'shop-uuid',
  name: 'Boutique Test',
  activeAddToCart: true,
};

/** A new page load within a test: the answers the last page kept in memory are gone. */
export const newPageLoad = forgetAnswers;

let restoreStub: (() => void) | null = null;
// The app delays saving copies until a page has settled; a test's page is long settled.
beforeEach(markPageSettled);
afterEach(() => {
  restoreStub?.();
  restoreStub = null;
  // Each test is a new page load: no answer kept in memory from the previous one.
  forgetAnswers();
});

export interface RenderOptions {
  readonly db?: StorefrontDb;
  /** Handlers by operation name; StorefrontShop answers testShop unless given. */
  readonly graphql?: GraphqlHandlers;
  /** The address the router starts at ('/' by default). */
  readonly route?: string;
  /** Forces the language; otherwise detected as the app does (stored choice, then the browser). */
  readonly locale?: Locale;
}

export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  const db = options.db ?? freshDb();
  restoreStub?.();
  const stub = installGraphqlStub({ StorefrontShop: () => ({ shop: testShop }), ...options.graphql });
  restoreStub = stub.restore;
  const calls: GraphqlCall[] = stub.calls;
  const result = render(
    <I18nProvider messages={catalogues} initialLocale={options.locale}>
      <DbProvider db={db}>
        <ShopProvider>
          <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
        </ShopProvider>
      </DbProvider>
    </I18nProvider>,
  );
  return { ...result, db, calls };
}
