/**
 * Finds the repository root (the folder whose package.json declares the npm workspaces), so default
 * paths such as `.data` mean the same folder whether the server runs from src, from dist, or from a
 * workspace folder that `npm run -w` made the working directory.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function declaresWorkspaces(packageJsonPath: string): boolean {
  try {
    const parsed: unknown = JSON.parse(readFileSync(packageJsonPath, 'utf8'));
    return typeof parsed === 'object' && parsed !== null && 'workspaces' in parsed;
  } catch {
    return false;
  }
}

export function findRepoRoot(startDir: string = __dirname): string {
  let dir = path.resolve(startDir);
  for (;;) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && declaresWorkspaces(candidate)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json with "workspaces" above ${startDir}`);
    dir = parent;
  }
}
