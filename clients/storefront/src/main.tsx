/**
 * Composition root of the storefront: the providers, then, once the first page has what it needs,
 * the device services (the Dexie database and the outbox's sync engine), which load in their own
 * chunk so the first route carries none of them. The service worker registers in production builds.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider, detectLocale } from '@tijara/shared';
import { App } from './app/App';
import { afterPageLoad } from './app/data/after-load';
import { startEarlyReads } from './app/data/early-reads';
import { firstTexts, firstTranslations } from './app/i18n/first-texts';
import { routeReads } from './app/route-reads';
import { preloadRoutePage } from './app/routes';
import { readShopContext } from './app/shop-context';

// Read (and kept for offline visits) now: the review call carries its token.
readShopContext();
/**
 * How long the first draw waits for the page's chunk and the language's texts: on a line that
 * stalls, the header and the page's loading box show after this, never a blank screen until the
 * browser gives up on the request (the page and the texts then come as they arrive).
 */
const FIRST_DRAW_WAIT_MS = 1500;

const locale = detectLocale();
// What the first draw needs besides the entry, asked for together: the page's chunk, and the texts
// of the language when it is not French. The page's questions leave too: they and the draw overlap.
const firstPage = Promise.race([
  Promise.all([preloadRoutePage(window.location.pathname), firstTranslations.load(locale)]),
  new Promise((resolve) => window.setTimeout(resolve, FIRST_DRAW_WAIT_MS)),
]);
startEarlyReads(routeReads(window.location), locale);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const app = createRoot(root);
// Drawn in a transition: React gives the main thread back between slices of the first draw, so a
// phone's tap or scroll during start-up is answered instead of waiting for the whole page.
void firstPage.then(() =>
  startTransition(() =>
    app.render(
      <StrictMode>
        <I18nProvider messages={firstTexts} translations={firstTranslations} initialLocale={locale}>
          <App serviceWorker={import.meta.env.PROD} />
        </I18nProvider>
      </StrictMode>,
    ),
  ),
);

afterPageLoad(() => void import('./app/data/device-db').then((device) => device.startDeviceServices()));
