/**
 * Composition root of the storefront: one Dexie database per origin and app, one Apollo client,
 * one sync engine (the single sender across tabs), the providers, and the service worker in
 * production builds only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider, createApolloClient, createSyncEngine, createTijaraDb } from '@tijara/shared';
import { App } from './app/App';
import { DbProvider } from './app/app-services';
import { catalogues } from './app/i18n';

const db = createTijaraDb('tijara-storefront');
const client = createApolloClient({
  uri: '/graphql',
  getLocale: () => document.documentElement.lang || 'fr',
});
// No kind of entry is queued by the storefront yet; checkout registers its sender when it lands.
const syncEngine = createSyncEngine({ db, senders: {} });
syncEngine.start();

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
