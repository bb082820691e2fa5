/**
 * The storefront part of `npm run bench`: what a phone pays to open the shop.
 *   - JS for the first route: the gzipped JavaScript the home, a category and a product page need
 *     before they can draw (clients/shared/build/route-budget.cjs on the storefront's build manifest),
 *     against STOREFRONT_FIRST_ROUTE_BUDGET_BYTES.
 *   - Lighthouse (its node API, the default config: mobile form factor, simulated throttling of
 *     150 ms RTT, 1.6 Mbps down and a 4x slower CPU) in Debian's Chromium, headless, on the home, a
 *     category page and a product page of the demo shop served by the built server, LIGHTHOUSE_RUNS
 *     runs each: the median of each figure, the performance audits that failed and the accessibility
 *     audits that failed with the first element each names.
 * Nothing here is asserted: report.mjs compares the figures with the bars and writes
 * ops/bench/results/storefront.md.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CHROME_PATH = process.env.BENCH_CHROME ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox'];
/** A category whose first listing page is full. */
const PAGE_SIZE = 12;
/** Times a run Lighthouse could not record is taken again. */
const RETRIES = 2;
/** Audits shown per page and kind in the results file. */
export const AUDITS_SHOWN = 10;

/**
 * A copy of the storefront's build (clients/storefront/dist) in `dir`, which the server is started on
 * (STOREFRONT_DIST) and the budget weighs: a rebuild during the run (a watcher, another build) would
 * otherwise swap the hashed assets under Lighthouse's feet and the page would load none. The copy is
 * taken again when it is incomplete (a build was writing the folder at that moment).
 */
export async function snapshotStorefront(repoRoot, dir) {
  const distDir = path.join(repoRoot, 'clients/storefront/dist');
  for (let attempt = 1; ; attempt++) {
    rmSync(dir, { recursive: true, force: true });
    cpSync(distDir, dir, { recursive: true, preserveTimestamps: true });
    const missing = missingAssets(dir);
    if (missing.length === 0) return dir;
    if (attempt === 5) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`storefront: the build in ${distDir} lacks ${missing.join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** What index.html links that the server writes itself (the shop's theme variables), not the build. */
const SERVED_BY_THE_SERVER = new Set(['theme.css']);

/** Files index.html or the build manifest name that the folder does not hold. */
function missingAssets(dir) {
  const indexFile = path.join(dir, 'index.html');
  const manifestFile = path.join(dir, '.vite', 'manifest.json');
  if (!existsSync(indexFile) || !existsSync(manifestFile)) return ['index.html or .vite/manifest.json'];
  const named = [...readFileSync(indexFile, 'utf8').matchAll(/(?:src|href)="\/([^"?#]+)"/g)].map((m) => m[1]);
  for (const chunk of Object.values(JSON.parse(readFileSync(manifestFile, 'utf8')))) {
    named.push(chunk.file, ...(chunk.css ?? []));
  }
  return [...new Set(named)].filter(
    (file) => !SERVED_BY_THE_SERVER.has(file) && !existsSync(path.join(dir, file)),
  );
}

/** Gzip level 9, as route-budget.cjs weighs the route. */
const gzippedBytes = (distDir, file) => gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;

/**
 * The first-route JavaScript of each storefront route, with every file and its gzipped size; an error
 * (no build, no manifest) is answered rather than thrown, so Lighthouse still runs.
 */
export function storefrontBudgets(repoRoot, distDir) {
  const budget = createRequire(import.meta.url)(path.join(repoRoot, 'clients/shared/build/route-budget.cjs'));
  try {
    const routes = budget.routeBudgets(distDir, budget.STOREFRONT_FIRST_ROUTES);
    const builtAt = statSync(path.join(distDir, '.vite', 'manifest.json')).mtime;
    return {
      budgetBytes: budget.STOREFRONT_FIRST_ROUTE_BUDGET_BYTES,
      builtAt,
      routes: Object.entries(routes).map(([name, { files, gzipBytes }]) => ({
        name,
        modules: budget.STOREFRONT_FIRST_ROUTES[name],
        gzipBytes,
        files: files
          .map((file) => ({ file, gzipBytes: gzippedBytes(distDir, file) }))
          .sort((a, b) => b.gzipBytes - a.gzipBytes),
      })),
    };
  } catch (error) {
    return {
      budgetBytes: budget.STOREFRONT_FIRST_ROUTE_BUDGET_BYTES,
      error: String(error?.message ?? error),
    };
  }
}

async function graphql(serverUrl, query) {
  const response = await fetch(`${serverUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'fr' },
    body: JSON.stringify({ query }),
  });
  const body = await response.json();
  if (!response.ok || body.errors) {
    throw new Error(`GraphQL ${query} answered ${response.status}: ${JSON.stringify(body.errors ?? body)}`);
  }
  return body.data;
}

/**
 * The pages Lighthouse opens, asked of the server as the storefront would: the home, the first menu
 * category with a full page of products (else the fullest), and the first product of the default
 * listing under its main category. Each must answer 200 to a navigation.
 */
export async function storefrontPages(serverUrl) {
  const { storefrontMenu } = await graphql(
    serverUrl,
    '{ storefrontMenu { categories { slug productCount } } }',
  );
  const categories = storefrontMenu.categories.filter((category) => category.productCount > 0);
  const category =
    categories.find((candidate) => candidate.productCount >= PAGE_SIZE) ??
    [...categories].sort((a, b) => b.productCount - a.productCount)[0];
  const { products } = await graphql(
    serverUrl,
    '{ products(pageSize: 12) { items { slug mainCategory { slug } } } }',
  );
  const [product] = products.items;
  if (!category || !product) throw new Error('storefront: the demo shop has no category or product to open');
  const pages = [
    { name: 'home', path: '/' },
    {
      name: 'category',
      path: `/catalog/category/${encodeURIComponent(category.slug)}`,
      note: `${category.productCount} products`,
    },
    {
      name: 'product',
      path: `/catalog/product/${encodeURIComponent(product.mainCategory.slug)}/${encodeURIComponent(product.slug)}`,
    },
  ];
  for (const page of pages) {
    const response = await fetch(`${serverUrl}${page.path}`, { headers: { accept: 'text/html' } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`storefront: GET ${page.path} answered ${response.status}`);
  }
  return pages;
}

const median = (values) => {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const NOT_JUDGED = new Set(['manual', 'notApplicable', 'informative']);

/** A URL of the page's own origin as its path; others whole. */
function shortUrl(url, origin) {
  return typeof url === 'string' && url.startsWith(origin) ? url.slice(origin.length) || '/' : String(url);
}

/** The tables inside an audit's details (a table itself, or a list holding tables). */
function tablesOf(details) {
  if (!details) return [];
  if (details.type === 'table' || details.type === 'opportunity') return [details];
  if (details.type === 'list') return details.items.flatMap(tablesOf);
  return [];
}

/** The network-dependency tree's longest chain, as its URLs from the document down. */
function longestChain(details, origin) {
  const tree = details?.items?.find((item) => item.value?.type === 'network-tree')?.value;
  if (!tree) return undefined;
  const urls = [];
  let level = tree.chains;
  while (level) {
    const next = Object.values(level).find((link) => link.isLongest) ?? Object.values(level)[0];
    if (!next) break;
    urls.push(shortUrl(next.url, origin));
    level = Object.keys(next.children ?? {}).length ? next.children : undefined;
  }
  return `${Math.round(tree.longestChain?.duration ?? 0)} ms: ${urls.join(' → ')}`;
}

/** What to look at, in a few words: the audit's worst items (URLs, sources, checks, elements). */
function detailOf(audit, origin) {
  const details = audit.details;
  if (audit.id === 'network-dependency-tree-insight') return longestChain(details, origin);
  const checklist = details?.items?.find?.((item) => item.type === 'checklist');
  if (checklist) {
    const failed = Object.values(checklist.items).filter((check) => !check.value);
    return failed.length ? `not met: ${failed.map((check) => check.label).join('; ')}` : undefined;
  }
  const [table] = tablesOf(details);
  if (!table?.items?.length) return undefined;
  const numberKey = ['wastedMs', 'total', 'reflowTime', 'duration', 'wastedBytes', 'score'].find(
    (key) => typeof table.items[0][key] === 'number',
  );
  const amount = (item) => {
    const value = item[numberKey];
    if (value === undefined) return '';
    if (numberKey === 'wastedBytes') return ` ${(value / 1024).toFixed(1)} KiB`;
    if (numberKey === 'score') return ` ${value.toFixed(3)}`;
    return ` ${Math.round(value)} ms`;
  };
  const name = (item) => {
    if (item.url) return shortUrl(item.url, origin);
    if (item.groupLabel) return item.groupLabel;
    if (item.node?.selector) return item.node.selector;
    if (item.source?.url) return `${shortUrl(item.source.url, origin)}:${item.source.line ?? '?'}`;
    if (item.source?.value) return item.source.value;
    return undefined;
  };
  const shown = table.items
    .map((item) => ({ item, label: name(item) }))
    .filter(({ label }) => label)
    .slice(0, 3);
  return shown.length ? shown.map(({ item, label }) => `${label}${amount(item)}`).join(', ') : undefined;
}

/** The largest contentful paint's element and its subparts (Lighthouse's LCP breakdown). */
function lcpOf(lhr) {
  const items = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
  const node = items.find((item) => item.type === 'node');
  const [table] = tablesOf(lhr.audits['lcp-breakdown-insight']?.details);
  return {
    selector: node?.selector,
    snippet: node?.snippet,
    parts: (table?.items ?? []).map((item) => `${item.label} ${Math.round(item.duration)} ms`).join(', '),
  };
}

/** Performance insights and diagnostics the report shows as failed (score under 0.9, or errored). */
function failedPerformanceAudits(lhr, origin) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.group === 'insights' || ref.group === 'diagnostics')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) =>
        audit &&
        !NOT_JUDGED.has(audit.scoreDisplayMode) &&
        (audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 0.9)),
    )
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.scoreDisplayMode === 'error' ? `error: ${audit.errorMessage}` : audit.displayValue,
      savings: audit.metricSavings ?? {},
      detail: detailOf(audit, origin),
    }));
}

/** The element a table row of an audit names (its own node, else its first sub-item's). */
function nodeOf(item) {
  if (item?.node?.selector) return item.node;
  return item?.subItems?.items?.find((sub) => sub.node?.selector)?.node;
}

/** Accessibility audits that failed, with how many elements and the first one. */
function failedAccessibilityAudits(lhr) {
  return lhr.categories.accessibility.auditRefs
    .filter((ref) => ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1,
    )
    .map((audit) => {
      const items = audit.details?.items ?? [];
      const node = items.map(nodeOf).find(Boolean);
      return {
        id: audit.id,
        title: audit.title,
        elements: items.length,
        selector: node?.selector,
        label: node?.nodeLabel,
        snippet: node?.snippet,
      };
    });
}

function figuresOf(lhr) {
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (category) =>
    lhr.categories[category]?.score === null || lhr.categories[category]?.score === undefined
      ? null
      : Math.round(lhr.categories[category].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
  };
}

/** Counts, over the runs, each audit that failed; keeps the values of its latest failure. */
function tally(runs, pick) {
  const byId = new Map();
  for (const run of runs) {
    for (const audit of pick(run)) {
      const seen = byId.get(audit.id);
      byId.set(audit.id, { ...audit, runs: (seen?.runs ?? 0) + 1 });
    }
  }
  const totalSavings = (audit) => Object.values(audit.savings ?? {}).reduce((sum, ms) => sum + ms, 0);
  return [...byId.values()].sort(
    (a, b) => b.runs - a.runs || (a.score ?? 0) - (b.score ?? 0) || totalSavings(b) - totalSavings(a),
  );
}

async function lighthouseRun(lighthouse, port, url) {
  const flags = { port, output: 'json', logLevel: 'error' };
  // The default config is the mobile preset (formFactor mobile, mobile screen emulation, simulated
  // throttling); only the two categories the bars name are gathered.
  const config = {
    extends: 'lighthouse:default',
    settings: {
      formFactor: 'mobile',
      throttlingMethod: 'simulate',
      onlyCategories: ['performance', 'accessibility'],
    },
  };
  const started = performance.now();
  const result = await lighthouse(url, flags, config);
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse answered nothing for ${url}`);
  const seconds = (performance.now() - started) / 1000;
  if (lhr.runtimeError)
    return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, seconds, lhr };
  return {
    seconds,
    lhr,
    figures: figuresOf(lhr),
    performanceAudits: failedPerformanceAudits(lhr, new URL(url).origin),
    lcp: lcpOf(lhr),
    accessibilityAudits: failedAccessibilityAudits(lhr),
    warnings: lhr.runWarnings ?? [],
    finalUrl: lhr.finalDisplayedUrl,
    environment: {
      lighthouse: lhr.lighthouseVersion,
      userAgent: lhr.environment?.hostUserAgent ?? '',
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      settings: lhr.configSettings,
    },
  };
}

/**
 * Lighthouse 13 asks for Node 22.19 and calls the iterator helpers (`map.values().flatMap(...)`),
 * which Node 20 lacks: without them its duplicated-JavaScript, legacy-JavaScript and third-parties
 * insights end in an error. Until the machine runs Node 22, the bench's own process gets the standard
 * helpers (ECMAScript 2025), only where they are missing.
 */
function ensureIteratorHelpers() {
  const prototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));
  if (typeof prototype.flatMap === 'function') return;
  const helpers = {
    *map(fn) {
      let i = 0;
      for (const value of this) yield fn(value, i++);
    },
    *filter(fn) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) yield value;
    },
    *flatMap(fn) {
      let i = 0;
      for (const value of this) yield* fn(value, i++);
    },
    *take(limit) {
      if (limit <= 0) return;
      let i = 0;
      for (const value of this) {
        yield value;
        if (++i >= limit) return;
      }
    },
    *drop(count) {
      let i = 0;
      for (const value of this) if (i++ >= count) yield value;
    },
    reduce(fn, ...initial) {
      let i = 0;
      let started = initial.length > 0;
      let total = initial[0];
      for (const value of this) {
        total = started ? fn(total, value, i) : value;
        started = true;
        i++;
      }
      if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
      return total;
    },
    toArray() {
      return [...this];
    },
    forEach(fn) {
      let i = 0;
      for (const value of this) fn(value, i++);
    },
    some(fn) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) return true;
      return false;
    },
    every(fn) {
      let i = 0;
      for (const value of this) if (!fn(value, i++)) return false;
      return true;
    },
    find(fn) {
      let i = 0;
      for (const value of this) if (fn(value, i++)) return value;
      return undefined;
    },
  };
  for (const [name, helper] of Object.entries(helpers)) {
    if (typeof prototype[name] !== 'function') {
      Object.defineProperty(prototype, name, { value: helper, writable: true, configurable: true });
    }
  }
}

/** Runs Lighthouse once in a Chromium of its own; the browser is closed whatever happens. */
async function inFreshChrome(chromeLauncher, work) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    return await work(chrome.port);
  } finally {
    await chrome.kill();
  }
}

/**
 * LIGHTHOUSE_RUNS Lighthouse runs on each page, each in a new Chromium (a new profile: no cache, no
 * storage, every run a first visit); the medians and the failing audits. BENCH_LIGHTHOUSE_DIR, when
 * set, keeps each run's full report there (<page>-<run>.json, for the Lighthouse viewer).
 */
export async function runLighthouse(serverUrl, pages) {
  ensureIteratorHelpers();
  const chromeVersion = /[\d.]+/.exec(
    execFileSync(CHROME_PATH, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  )?.[0];
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const keepDir = process.env.BENCH_LIGHTHOUSE_DIR;
  if (keepDir) mkdirSync(keepDir, { recursive: true });
  const results = [];
  for (const page of pages) {
    const runs = [];
    const retried = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      let run = await inFreshChrome(chromeLauncher, (port) =>
        lighthouseRun(lighthouse, port, `${serverUrl}${page.path}`),
      );
      // A run Lighthouse could not record (NO_NAVSTART, NO_FCP on a busy machine) is taken again, twice
      // at most; the retries are reported.
      for (let retry = 0; run.error && retry < RETRIES; retry++) {
        console.log(`  ${page.name} run ${i + 1}: ${run.error.split(':')[0]}, taken again`);
        retried.push(run.error);
        run = await inFreshChrome(chromeLauncher, (port) =>
          lighthouseRun(lighthouse, port, `${serverUrl}${page.path}`),
        );
      }
      if (keepDir && run.lhr) {
        writeFileSync(path.join(keepDir, `${page.name}-${i + 1}.json`), JSON.stringify(run.lhr));
      }
      delete run.lhr;
      const shown = run.error
        ? run.error
        : `performance ${run.figures.performance}, LCP ${Math.round(run.figures.lcpMs)} ms, TBT ${Math.round(run.figures.tbtMs)} ms, accessibility ${run.figures.accessibility}`;
      console.log(`  ${page.name} run ${i + 1}: ${shown} (${run.seconds.toFixed(1)} s)`);
      runs.push(run);
    }
    const ok = runs.filter((run) => !run.error);
    const series = (key) => ok.map((run) => run.figures[key]);
    results.push({
      ...page,
      runs: runs.length,
      errors: runs.filter((run) => run.error).map((run) => run.error),
      retried,
      series: { performance: series('performance') },
      median: Object.fromEntries(
        ['performance', 'accessibility', 'lcpMs', 'cls', 'tbtMs', 'fcpMs'].map((key) => [
          key,
          median(series(key)),
        ]),
      ),
      performanceAudits: tally(ok, (run) => run.performanceAudits),
      accessibilityAudits: tally(ok, (run) => run.accessibilityAudits),
      warnings: [...new Set(ok.flatMap((run) => run.warnings))],
      finalUrls: [...new Set(ok.map((run) => run.finalUrl))],
      environment: ok[0] && { ...ok[0].environment, chrome: chromeVersion },
      benchmarkIndex: median(ok.map((run) => run.environment.benchmarkIndex)),
      // The LCP of the run whose LCP is the median one.
      lcp: ok.find((run) => run.figures.lcpMs === median(series('lcpMs')))?.lcp ?? ok[0]?.lcp,
      seconds: runs.reduce((sum, run) => sum + run.seconds, 0),
    });
  }
  return results;
}
