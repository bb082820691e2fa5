/**
 * The till journeys' world: one server (own data folder, demo seed), the chaos proxy in front of it
 * (the browser's only way to the server, so a test can cut, lose and replay) and one Chromium for
 * every journey of the file, each journey in its own context (its own device database). Torn down
 * after the file whatever happened.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from '../../e2e/browser';
import { startChaosProxy } from '../../e2e/chaos-proxy';
import type { ChaosProxy } from '../../e2e/chaos-proxy';
import { createDataDir, startServer } from '../../e2e/server-harness';
import type { RunningServer } from '../../e2e/server-harness';
import { staffApi } from './pos-server';
import type { StaffApi } from './pos-server';

export interface PosWorld {
  server: RunningServer;
  /** The server's data folder (its PostgreSQL, for counts no GraphQL field gives). */
  dataDir: string;
  proxy: ChaosProxy;
  /** The browser's origin: the proxy's. */
  url: string;
  /** The test admin on the server directly. */
  api: StaffApi;
  browser: Browser;
  /** A context on a 1024x768 tablet in French unless told otherwise; closed after the file. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
}

export function setUpPosWorld(): () => PosWorld {
  let world: PosWorld | undefined;
  let removeDataDir: (() => void) | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    const dataDir = createDataDir();
    removeDataDir = dataDir.remove;
    // The demo's default catalogue is the bench's: 2,000 products; the till loads them all.
    const server = await startServer(dataDir.dir);
    const [proxy, browser, api] = await Promise.all([
      startChaosProxy(server.url),
      launchBrowser(),
      staffApi(server.url),
    ]);
    world = {
      server,
      dataDir: dataDir.dir,
      proxy,
      url: proxy.url,
      api,
      browser,
      newContext: async (options = {}) => {
        const context = await browser.newContext({
          locale: 'fr-FR',
          viewport: { width: 1024, height: 768 },
          colorScheme: 'light',
          ...options,
        });
        contexts.push(context);
        return context;
      },
    };
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await world?.browser.close();
    await world?.proxy.close();
    await world?.server.stop();
    removeDataDir?.();
  });

  return () => {
    if (!world) throw new Error('The till world is set up in beforeAll');
    return world;
  };
}
