/**
 * Fails when the apps' typed documents (src/__generated__) are stale against schema/schema.graphql
 * or the .graphql operations: run `npm run codegen` and commit the result.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../..');
const APPS = ['storefront', 'backoffice'];

/** Every file below `dir` (the back office has one folder per feature), by its relative path. */
function filesOf(dir: string, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? Object.entries(filesOf(path.join(dir, entry.name), `${prefix}${entry.name}/`))
        : [[`${prefix}${entry.name}`, readFileSync(path.join(dir, entry.name), 'utf8')]],
    ),
  );
}

it('has committed the typed documents that codegen produces now', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'tijara-codegen-'));
  try {
    execFileSync(
      process.execPath,
      [path.join(repoRoot, 'node_modules/@graphql-codegen/cli/cjs/bin.js'), '--config', 'codegen.ts'],
      {
        cwd: repoRoot,
        env: { ...process.env, CODEGEN_OUT_DIR: scratch },
        stdio: 'pipe',
      },
    );
    for (const app of APPS) {
      const generated = path.join('clients', app, 'src', '__generated__');
      const fresh = filesOf(path.join(scratch, generated));
      expect(Object.keys(fresh).length).toBeGreaterThan(0);
      expect({ app, files: filesOf(path.join(repoRoot, generated)) }).toEqual({ app, files: fresh });
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
