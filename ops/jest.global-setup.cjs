/** Builds the server (and the schema it needs) when it is missing or older than its sources. */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

module.exports = function buildServerOnce() {
  const repoRoot = path.resolve(__dirname, '..');
  execFileSync(process.execPath, [path.join(repoRoot, 'server/scripts/ensure-built.mjs'), '--server-only'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
};
