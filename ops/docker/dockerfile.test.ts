/**
 * ops/docker/Dockerfile, checked without a container daemon: dockerfile-utils' linter (the Dockerfile
 * language server's validator) finds nothing, and the image has the shape the deployment relies on:
 * built in stages, the server's production dependencies only, a non-root numeric user, a HEALTHCHECK
 * that needs nothing but Node, and every file the server reads at run time.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';

const repoRoot = path.resolve(__dirname, '../..');
const dockerfile = readFileSync(path.join(__dirname, 'Dockerfile'), 'utf8');

interface Instruction {
  readonly keyword: string;
  readonly args: string;
}

/** The instructions in order, continuation lines joined, comments and the parser directive left out. */
function instructions(text: string): Instruction[] {
  return text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

const all = instructions(dockerfile);
const stageStarts = all.flatMap((instruction, index) => (instruction.keyword === 'FROM' ? [index] : []));
const runtime = all.slice(stageStarts.at(-1));
const argsOf = (keyword: string, list = all) => list.filter((i) => i.keyword === keyword).map((i) => i.args);

it('passes the linter', () => {
  expect(validate(dockerfile).map((d) => `${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
});

it('builds in stages from a pinned Node image, and runs the last one', () => {
  expect(argsOf('FROM')).toEqual([
    '${NODE_IMAGE} AS build',
    '${NODE_IMAGE} AS server-deps',
    '${NODE_IMAGE} AS runtime',
  ]);
  const [nodeImage] = argsOf('ARG');
  expect(nodeImage).toMatch(/^NODE_IMAGE=node:\d+[\w.-]*-slim$/);
  expect(argsOf('RUN').join('\n')).toContain('npm ci --omit=dev --workspace @tijara/server');
});

it('installs from every workspace manifest, which all exist', () => {
  const workspaces = (
    JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { workspaces: string[] }
  ).workspaces;
  const copied = argsOf('COPY').filter((args) => !args.startsWith('--from'));
  for (const workspace of workspaces) {
    expect(copied.filter((args) => args === `${workspace}/package.json ${workspace}/`)).toHaveLength(2);
  }
  for (const args of copied) {
    for (const source of args
      .split(' ')
      .slice(0, -1)
      .filter((s) => s !== '.')) {
      expect({ source, exists: existsSync(path.join(repoRoot, source)) }).toEqual({ source, exists: true });
    }
  }
});

it('runs the built server as a numeric non-root user, in production, with a Node-only HEALTHCHECK', () => {
  expect(argsOf('USER', runtime)).toEqual(['1000:1000']);
  expect(argsOf('ENV', runtime).join(' ')).toContain('NODE_ENV=production');
  expect(argsOf('EXPOSE', runtime)).toEqual(['4000']);
  expect(argsOf('CMD', runtime).at(-1)).toBe('["node", "server/dist/main.js"]');
  const [healthcheck = ''] = argsOf('HEALTHCHECK', runtime);
  expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/healthz.*"\]$/);
  expect(healthcheck).not.toMatch(/curl|wget/);
});

it('ships the built apps, the seed data and the server dependencies, and nothing from the host', () => {
  const copied = argsOf('COPY', runtime).join('\n');
  for (const part of [
    '--from=server-deps /app/node_modules',
    '--from=build /app/server/dist',
    '--from=build /app/server/scripts/postgres-runtime.cjs',
    '--from=build /app/schema/dist',
    '--from=build /app/server/src/db/seeders/data',
    '--from=build /app/clients/storefront/dist',
    '--from=build /app/clients/backoffice/dist',
  ]) {
    expect(copied).toContain(part);
  }
  const ignored = readFileSync(path.join(__dirname, 'Dockerfile.dockerignore'), 'utf8').split('\n');
  expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.data', 'ops/env/*.env']));
});
