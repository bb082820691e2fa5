/// <reference lib="webworker" />
/**
 * What both apps' service workers do: precache the app shell, answer navigations
 * inside the app's scope with the precached index.html (deep links work offline), cache images,
 * never touch API calls (data lives in Dexie; writes go through the outbox, not the SW), and wait
 * for the page to say when to update (prompt mode: the POS must not update mid-sale).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import type { PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim } from 'workbox-core';

export interface AppShellOptions {
  manifest: (string | PrecacheEntry)[];
  /** The app's base path, '/' or '/dashboard/'. */
  base: string;
  /** Navigations under these paths belong to someone else (the other app, the API, GraphiQL). */
  foreignPaths: RegExp[];
}

export const API_PATHS = [/^\/graphql/, /^\/graphiql/, /^\/public\//, /^\/web\//, /^\/healthz/, /^\/readyz/];

export function installAppShellWorker(sw: ServiceWorkerGlobalScope, options: AppShellOptions): void {
  cleanupOutdatedCaches();
  precacheAndRoute(options.manifest);

  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(`${options.base}index.html`), {
      allowlist: [new RegExp(`^${options.base.replace(/\//g, '\\/')}`)],
      denylist: [...API_PATHS, ...options.foreignPaths],
    }),
  );

  registerRoute(
    ({ request, url }) => request.destination === 'image' && url.origin === sw.location.origin,
    new CacheFirst({
      cacheName: 'tijara-images',
      plugins: [
        new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
      ],
    }),
  );

  sw.addEventListener('message', (event: ExtendableMessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void sw.skipWaiting();
  });
  // The first visit is controlled at once, so the shell is offline-ready after one load.
  clientsClaim();
}
