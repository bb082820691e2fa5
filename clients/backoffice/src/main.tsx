/**
 * Composition root of the back office: the device services (Dexie, Apollo; the sync engine once the
 * page has drawn), the providers, and the service worker in production builds only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { I18nProvider, createApolloClient, createTijaraDb } from '@tijara/shared';
import { App } from './app/App';
import { AppServicesProvider } from './app/app-services';
import { loadSyncEngine } from './app/load-sync-engine';
import { catalogues } from './app/i18n';
import { BASENAME } from './features/shell';

const db = createTijaraDb('tijara-backoffice');
const client = createApolloClient({
  uri: '/graphql',
  getLocale: () => document.documentElement.lang || 'fr',
});
// The sync engine comes once the page has drawn (app/load-sync-engine.ts).
const syncEngine = loadSyncEngine(db);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider messages={catalogues}>
      <ApolloProvider client={client}>
        <AppServicesProvider services={{ db, syncEngine }}>
          <BrowserRouter basename={BASENAME}>
            <App serviceWorker={import.meta.env.PROD} />
          </BrowserRouter>
        </AppServicesProvider>
      </ApolloProvider>
    </I18nProvider>
  </StrictMode>,
);
