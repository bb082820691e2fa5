/**
 * One browser journey per test file: a fresh server (own data folder, demo seed), Debian's Chromium
 * and one context, torn down after the file whatever happened.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { launchBrowser } from './browser';
import { createDataDir, startServer } from './server-harness';
import type { RunningServer } from './server-harness';

export interface Journey {
  server: RunningServer;
  context: BrowserContext;
}

export interface JourneyOptions {
  context?: BrowserContextOptions;
  /** Extra server environment, e.g. STOREFRONT_DIST pointing at a copy the test rewrites. */
  serverEnv?: () => Record<string, string>;
}

export function setUpJourney(options: JourneyOptions = {}): () => Journey {
  let dataDir: ReturnType<typeof createDataDir> | undefined;
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    dataDir = createDataDir();
    server = await startServer(dataDir.dir, options.serverEnv?.() ?? {});
    browser = await launchBrowser();
    context = await browser.newContext({ locale: 'fr-FR', ...options.context });
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
    dataDir?.remove();
  });

  return () => {
    if (!server || !context) throw new Error('The journey is set up in beforeAll');
    return { server, context };
  };
}
