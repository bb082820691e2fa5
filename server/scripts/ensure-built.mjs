/**
 * Builds what `npm start` serves when it is missing or older than its sources: the server
 * (`tsc -b server`, which builds schema/ first) and each PWA (`npm run build -w <app>`). A PWA that
 * fails to build is reported and skipped (the server then answers a "not built" page for it); a
 * server that fails to build stops here. `--server-only` skips the PWAs.
 *
 *   node server/scripts/ensure-built.mjs [--server-only]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'e2e', 'coverage', 'data']);
const isTest = (name) => /\.test\.[cm]?[jt]sx?$/.test(name);

/** Newest modification time (ms) among the files under the given paths; 0 when there are none. */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    if (!existsSync(entry)) return;
    const stat = statSync(entry);
    if (stat.isDirectory()) {
      for (const name of readdirSync(entry)) {
        if (!SKIPPED_DIRS.has(name)) visit(path.join(entry, name));
      }
    } else if (!isTest(entry)) {
      latest = Math.max(latest, stat.mtimeMs);
    }
  };
  paths.forEach((p) => visit(path.join(repoRoot, p)));
  return latest;
}

/** Newest file of a build output (a folder or a file), skipping nothing; 0 when it is missing. */
function newestOutput(output) {
  const full = path.join(repoRoot, output);
  if (!existsSync(full)) return 0;
  let latest = 0;
  const visit = (entry) => {
    const stat = statSync(entry);
    if (stat.isDirectory()) readdirSync(entry).forEach((name) => visit(path.join(entry, name)));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  visit(full);
  return latest;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: repoRoot, stdio: 'inherit' });
  return result.status === 0;
}

const npm = (args) =>
  process.env.npm_execpath ? run(process.execPath, [process.env.npm_execpath, ...args]) : run('npm', args);

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

/**
 * `entries` must exist; `outputs` are compared with `sources` by modification time. tsc -b keeps its
 * .tsbuildinfo inside dist/ and rewrites it on every build, so a build that changed nothing still
 * counts as fresh; `--force` covers a dist/ emptied by hand while its .tsbuildinfo survived.
 */
export const TARGETS = [
  {
    name: 'server',
    entries: ['server/dist/main.js', 'schema/dist/index.js'],
    outputs: ['server/dist', 'schema/dist'],
    sources: ['server/src', 'schema/src', 'server/tsconfig.json', 'schema/tsconfig.json', 'tsconfig.json'],
    build: ({ missing }) => run(process.execPath, [tsc, '-b', 'server', ...(missing ? ['--force'] : [])]),
    required: true,
  },
  ...['storefront', 'backoffice'].map((app) => ({
    name: app,
    entries: [`clients/${app}/dist/index.html`],
    outputs: [`clients/${app}/dist`],
    sources: [`clients/${app}`, 'clients/shared'],
    build: () => npm(['run', 'build', '-w', `@tijara/${app}`]),
    required: false,
  })),
];

const isMissing = (target) => target.entries.some((entry) => !existsSync(path.join(repoRoot, entry)));

export function isStale(target) {
  return isMissing(target) || Math.max(...target.outputs.map(newestOutput)) < newest(target.sources);
}

/** Builds every stale target; throws when the server cannot be built. */
export function ensureBuilt({ serverOnly = false } = {}) {
  for (const target of TARGETS) {
    if (serverOnly && !target.required) continue;
    if (!isStale(target)) continue;
    console.warn(`[ensure-built] building ${target.name} (missing or older than its sources)`);
    if (target.build({ missing: isMissing(target) })) continue;
    if (target.required) throw new Error(`[ensure-built] the ${target.name} build failed`);
    console.warn(`[ensure-built] the ${target.name} build failed: starting without it`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureBuilt({ serverOnly: process.argv.includes('--server-only') });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
