/// <reference lib="webworker" />
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
