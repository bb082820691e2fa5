/**
 * Composition root of the back office: its own Dexie database, one Apollo client, the sync engine
 * (the single sender across tabs), the providers, and the service worker in production builds.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { I18nProvider, createApolloClient, createSyncEngine, createTijaraDb } from '@tijara/shared';
import { App } from './app/App';
import { AppServicesProvider } from './app/app-services';
import { catalogues } from './app/i18n';

const db = createTijaraDb('tijara-backoffice');
const client = createApolloClient({
  uri: '/graphql',
  getLocale: () => document.documentElement.lang || 'fr',
});
// POS sales and stock moves register their senders as they land; the engine already owns the queue.
const syncEngine = createSyncEngine({ db, senders: {} });
syncEngine.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider messages={catalogues}>
      <ApolloProvider client={client}>
        <AppServicesProvider services={{ db, syncEngine }}>
          <App serviceWorker={import.meta.env.PROD} />
        </AppServicesProvider>
      </ApolloProvider>
    </I18nProvider>
  </StrictMode>,
);
