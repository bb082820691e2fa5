/**
 * The back office's first route (the dashboard) stays within 200 KiB of gzipped JavaScript, without
 * Dexie (its chunk comes beside the first draw), and every other screen is its own chunk, loaded with
 * its route: measured on the build the journeys run against; deterministic, so a regression fails CI.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// CommonJS, shared with the bench (ops/bench), which is plain Node.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const budget = require('../../shared/build/route-budget.cjs') as {
  routeBudgets: (
    dist: string,
    routes: Record<string, string[]>,
  ) => Record<string, { files: string[]; gzipBytes: number }>;
  BACKOFFICE_FIRST_ROUTES: Record<string, string[]>;
  BACKOFFICE_FIRST_ROUTE_BUDGET_BYTES: number;
};

const dist = path.resolve(__dirname, '../dist');

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
}

it('loads the dashboard within the budget', () => {
  const measured = budget.routeBudgets(dist, budget.BACKOFFICE_FIRST_ROUTES).dashboard;
  if (!measured) throw new Error('no measure for the dashboard');
  expect(measured.gzipBytes).toBeLessThanOrEqual(budget.BACKOFFICE_FIRST_ROUTE_BUDGET_BYTES);
});

it('keeps Dexie off the first route: the dashboard draws before the device database has come', () => {
  const measured = budget.routeBudgets(dist, budget.BACKOFFICE_FIRST_ROUTES).dashboard;
  if (!measured) throw new Error('no measure for the dashboard');
  // By the modules the chunks were built from (their source maps): a chunk's name need not say Dexie.
  // Only rolldown's runtime helper, no module's code, comes without a map.
  const mapped = measured.files.filter((file) => existsSync(path.join(dist, `${file}.map`)));
  expect(measured.files.filter((file) => !mapped.includes(file))).toEqual([
    expect.stringMatching(/rolldown-runtime/),
  ]);
  const dexieIn = mapped.filter((file) => {
    const map = JSON.parse(readFileSync(path.join(dist, `${file}.map`), 'utf8')) as { sources: string[] };
    return map.sources.some((source) => /node_modules\/dexie(-react-hooks)?\//.test(source));
  });
  expect(dexieIn).toEqual([]);
});

it('loads every other screen with its route, none with the first one', () => {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const screens = Object.keys(manifest).filter((key) =>
    /^src\/features\/[a-z-]+\/[A-Z]\w*(Page|Editor|Reception)\.tsx$/.test(key),
  );
  expect(screens.length).toBeGreaterThan(8);
  const firstRoute = new Set(budget.routeBudgets(dist, { entry: [] }).entry?.files);
  for (const key of screens.filter((screen) => !screen.includes('/home/'))) {
    expect({ key, lazy: manifest[key]?.isDynamicEntry === true }).toEqual({ key, lazy: true });
    expect({ key, onFirstRoute: firstRoute.has(manifest[key]?.file ?? '') }).toEqual({
      key,
      onFirstRoute: false,
    });
  }
});
