/// <reference lib="webworker" />
import { installAppShellWorker } from '../../shared/sw/app-shell-worker';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof installAppShellWorker>[1]['manifest'];
};

installAppShellWorker(self, {
  manifest: self.__WB_MANIFEST,
  base: '/dashboard/',
  foreignPaths: [/^\/dashboard\/api\//, /^\/dashboard\/menu\/api\//],
});
