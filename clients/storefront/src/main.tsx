/**
 * Composition root of the storefront: the providers, then, once the first page has what it needs,
 * the device services (the Dexie database and the outbox's sync engine), which load in their own
 * chunk so the first route carries none of them. The service worker registers in production builds.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@tijara/shared';
import { App } from './app/App';
import { catalogues } from './app/i18n';
import { readShopContext } from './app/shop-context';

// Read (and kept for offline visits) now: the review call carries its token.
readShopContext();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <I18nProvider messages={catalogues}>
      <App serviceWorker={import.meta.env.PROD} />
    </I18nProvider>
  </StrictMode>,
);

const startDevice = () => void import('./app/data/device-db').then((device) => device.startDeviceServices());
if ('requestIdleCallback' in window) window.requestIdleCallback(startDevice, { timeout: 3000 });
else setTimeout(startDevice, 1000);
