/**
 * Composition root of the back office: the device services (Apollo; Dexie in a chunk asked for at
 * once, beside the first draw; the sync engine once the page has drawn), the providers, and the
 * service worker in production builds only.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { I18nProvider, createApolloClient } from '@tijara/shared';
import { App } from './app/App';
import { AppServicesProvider } from './app/app-services';
import { loadChunk } from './app/load-chunk';
import { loadSyncEngine } from './app/load-sync-engine';
import { catalogues } from './app/i18n';
import { BASENAME } from './features/shell';

// Every tab opens the database with the same versions, the till's tables included: a tab declaring
// fewer than another already opened would be refused by IndexedDB. Dexie (30 KiB) is not on the
// dashboard's first route: the session comes from the server's `me` as soon as from the device.
const db = loadChunk(() => import('./features/till-data/till-db')).then(({ createTillDb }) =>
  createTillDb('tijara-backoffice'),
);
const client = createApolloClient({
  uri: '/graphql',
  getLocale: () => document.documentElement.lang || 'fr',
});
// The sync engine comes once the page has drawn (app/load-sync-engine.ts).
const syncEngine = loadSyncEngine(db, client);

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
