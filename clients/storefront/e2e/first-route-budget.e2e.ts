/**
 * The storefront's first routes stay within 130 KiB of gzipped JavaScript (what a phone on 3G loads
 * before the page can draw). Measured on the build the journeys run against; deterministic, so a
 * regression fails CI instead of waiting for the next bench.
 */
import path from 'node:path';

// CommonJS, shared with the bench (ops/bench), which is plain Node.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const budget = require('../../shared/build/route-budget.cjs') as {
  routeBudgets: (
    dist: string,
    routes: Record<string, string[]>,
  ) => Record<string, { files: string[]; gzipBytes: number }>;
  STOREFRONT_FIRST_ROUTES: Record<string, string[]>;
  STOREFRONT_FIRST_ROUTE_BUDGET_BYTES: number;
};

const dist = path.resolve(__dirname, '../dist');

it.each(Object.keys(budget.STOREFRONT_FIRST_ROUTES))('loads the %s route within the budget', (route) => {
  const measured = budget.routeBudgets(dist, budget.STOREFRONT_FIRST_ROUTES)[route];
  if (!measured) throw new Error(`no measure for ${route}`);
  // Off the first route: the device database, the GraphQL client of the back office, the carousels.
  expect(measured.files.filter((file) => /(dexie|apollo|embla)/.test(file))).toEqual([]);
  expect(measured.gzipBytes).toBeLessThanOrEqual(budget.STOREFRONT_FIRST_ROUTE_BUDGET_BYTES);
});
