/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { installAppShellWorker } from '../../shared/sw/app-shell-worker';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof installAppShellWorker>[1]['manifest'];
};

// The back office has its own worker under /dashboard/; this one never answers its navigations.
installAppShellWorker(self, {
  manifest: self.__WB_MANIFEST,
  base: '/',
  foreignPaths: [/^\/dashboard(\/|$)/],
});

// The shop's colours (index.html links them): the newest when the server answers within a few
// seconds, the last ones seen otherwise, so an offline visit keeps the shop's look, not the defaults.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/theme.css',
  new NetworkFirst({ cacheName: 'tijara-theme', networkTimeoutSeconds: 3 }),
);
