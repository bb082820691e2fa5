/**
 * Composition root of the storefront: the device services (Dexie, Apollo, the sync engine), the
 * providers, and the service worker in production builds only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider, startDeviceServices } from '@tijara/shared';
import { App } from './app/App';
import { DbProvider } from './app/app-services';
import { catalogues } from './app/i18n';
import { readShopContext } from './app/shop-context';

const { db, client } = startDeviceServices('tijara-storefront');
// Read (and kept for offline visits) now: the listing and review calls carry its token.
readShopContext();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider messages={catalogues}>
      <ApolloProvider client={client}>
        <DbProvider db={db}>
          <App serviceWorker={import.meta.env.PROD} />
        </DbProvider>
      </ApolloProvider>
    </I18nProvider>
  </StrictMode>,
);
