/** The back office page carries the session's CSRF token in a meta tag, and only with a session. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../src/config/repo-root';
import { signInAs } from './helpers/staff';
import { createTestApp } from './helpers/test-app';

const HTML = { Accept: 'text/html' };

it('injects <meta name="csrf-token"> into /dashboard/ navigations with a session, uncached', async () => {
  const parent = path.join(findRepoRoot(), '.test-data');
  mkdirSync(parent, { recursive: true });
  const dist = mkdtempSync(path.join(parent, 'bo-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>BO</title></head></html>');
  const server = await createTestApp({ env: { BACKOFFICE_DIST: dist, TRUST_PROXY: 'true' } });
  try {
    const anonymous = await server.get('/dashboard/orders', HTML);
    expect(await anonymous.text()).toBe('<!doctype html><html><head><title>BO</title></head></html>');
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');

    const signed = await signInAs(server);
    const page = await server.get('/dashboard/orders', { ...HTML, cookie: signed.cookie });
    expect(await page.text()).toBe(
      `<!doctype html><html><head><meta name="csrf-token" content="${signed.csrfToken}" /><title>BO</title></head></html>`,
    );
    expect(page.headers.get('cache-control')).toBe('no-store');
  } finally {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  }
});
