/**
 * What a route costs a phone before it can draw: the gzipped JavaScript of the app's entry and of the
 * route's page module, each with every chunk they import statically (Vite's build manifest,
 * dist/.vite/manifest.json). Chunks reached only by a dynamic import() (the device database, the
 * carousel library, sections below the fold) load after the page has drawn and are not counted.
 * Deterministic for a given build, so a test may hold the budget.
 */
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { gzipSync } = require('node:zlib');

function readManifest(distDir) {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

function staticClosure(manifest, key, seen) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build manifest`);
  if (seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
}

/** Gzip level 9, as the build's precompressed copies (precompress.mjs); the .br copies are smaller. */
function gzippedBytes(distDir, file) {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

/**
 * @param {string} distDir the app's dist folder
 * @param {Record<string, string[]>} routes route name -> source modules of its page (manifest keys,
 *   e.g. 'src/features/home/HomePage.tsx')
 * @returns {Record<string, { files: string[], gzipBytes: number }>}
 */
function routeBudgets(distDir, routes) {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  return Object.fromEntries(
    Object.entries(routes).map(([name, modules]) => {
      const seen = new Set();
      for (const key of [entry, ...modules]) staticClosure(manifest, key, seen);
      const files = [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
      const gzipBytes = files.reduce((total, file) => total + gzippedBytes(distDir, file), 0);
      return [name, { files: files.sort(), gzipBytes }];
    }),
  );
}

/**
 * What a page reached by navigation adds to what the entry already loaded: the gzipped JavaScript of
 * its module's static closure that the entry's closure does not hold (the checkout's own chunks).
 */
function pageOwnBudget(distDir, modules) {
  const manifest = readManifest(distDir);
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The build manifest has no entry');
  const loaded = new Set();
  staticClosure(manifest, entry, loaded);
  const seen = new Set(loaded);
  for (const key of modules) staticClosure(manifest, key, seen);
  const files = [...seen]
    .filter((key) => !loaded.has(key))
    .map((key) => manifest[key].file)
    .filter((file) => file.endsWith('.js'));
  const gzipBytes = files.reduce((total, file) => total + gzippedBytes(distDir, file), 0);
  return { files: files.sort(), gzipBytes };
}

/** The storefront's first routes: where a shopper lands from a link or a search. */
const STOREFRONT_FIRST_ROUTES = {
  home: ['src/features/home/HomePage.tsx'],
  category: ['src/features/listing/pages.tsx'],
  product: ['src/features/product-page/ProductPage.tsx'],
};

const STOREFRONT_FIRST_ROUTE_BUDGET_BYTES = 130 * 1024;

/** The back office's first route: the dashboard a signed-in clerk lands on (every other screen is lazy). */
const BACKOFFICE_FIRST_ROUTES = {
  dashboard: ['src/features/home/HomePage.tsx'],
};

/** A staff tablet on a shop's 3G before its first screen draws (issue: back office catalogue). */
const BACKOFFICE_FIRST_ROUTE_BUDGET_BYTES = 200 * 1024;

/** The checkout page, reached from the cart: its own chunks, measured by `npm run bench`. */
const STOREFRONT_CHECKOUT_PAGE = ['src/features/checkout/CheckoutPage.tsx'];

module.exports = {
  routeBudgets,
  pageOwnBudget,
  STOREFRONT_FIRST_ROUTES,
  STOREFRONT_FIRST_ROUTE_BUDGET_BYTES,
  STOREFRONT_CHECKOUT_PAGE,
  BACKOFFICE_FIRST_ROUTES,
  BACKOFFICE_FIRST_ROUTE_BUDGET_BYTES,
};
