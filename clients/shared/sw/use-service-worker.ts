/**
 * Page side of the service worker, in prompt mode: register once, tell the app when a new version
 * waits, and activate it only when the app says so (the POS waits for an empty
 * outbox). Registration is skipped in dev and in tests, where there is no built worker.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Workbox } from 'workbox-window';

export interface ServiceWorkerState {
  /** A new version is installed and waiting. */
  needRefresh: boolean;
  /** The shell is cached: the app now opens without network. */
  offlineReady: boolean;
  update: () => void;
  dismiss: () => void;
}

export function useServiceWorker(scriptUrl: string, scope: string, enabled: boolean): ServiceWorkerState {
  const workbox = useRef<Workbox | null>(null);
  const [needRefresh, setNeedRefresh] = useState(false);
  const [offlineReady, setOfflineReady] = useState(false);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let live = true;
    // After the page's load event: the worker's first install downloads the whole shell, which must
    // not share a phone's line with the page's own scripts, data and first pictures.
    const register = () =>
      void import('workbox-window').then(({ Workbox: WorkboxClass }) => {
        if (!live) return;
        const wb = new WorkboxClass(scriptUrl, { scope });
        wb.addEventListener('waiting', () => setNeedRefresh(true));
        wb.addEventListener('activated', (event) => {
          if (!event.isUpdate) setOfflineReady(true);
        });
        // No worker where the browser refuses one (a private window, a policy): the app still works,
        // online only, and says nothing.
        wb.register().catch(() => undefined);
        workbox.current = wb;
      });
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', register);
    };
  }, [enabled, scriptUrl, scope]);

  const update = useCallback(() => {
    // Once the waiting worker takes over, the page must run the code that matches its cache. The
    // browser's own event is used: Workbox reports a worker found by a later update() as external.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    workbox.current?.messageSkipWaiting();
  }, []);
  const dismiss = useCallback(() => setNeedRefresh(false), []);

  return { needRefresh, offlineReady, update, dismiss };
}
