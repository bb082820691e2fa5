/**
 * Serves a built PWA (a Vite dist folder): files as they are, or their brotli or gzip copy made at
 * build time (clients/shared/build/precompress.mjs) when the browser accepts it; index.html for
 * navigations the files do not answer (client-side routes); caching fit for a service worker app:
 * sw.js, the manifest and index.html are revalidated on every load, hashed /assets/ are cached for a
 * year, icons for a day. A missing build answers navigations with a 503 page saying how to build, instead of failing
 * the whole server.
 */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import type { Request, Router } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { LEAD_HINT_ELEMENT_ID } from '@tijara/schema';
import type { LeadBannerHint } from '@tijara/schema';
import { escapeHtml, scriptJson, withHead } from './page-head';

export interface StaticAppOptions {
  /** Shown in the page when the build is missing. */
  readonly name: string;
  readonly distDir: string;
  /** Workspace whose build produces distDir, for the hint. */
  readonly workspace: string;
  /**
   * The CSRF token of the navigation's session, if any: it goes into the served index.html as
   * `<meta name="csrf-token">` (the back office). The page may also come from the service worker's
   * cache, without the meta: the app then reads the token from `me { csrfToken }`.
   */
  readonly csrfToken?: (req: Request) => Promise<string | undefined>;
  /**
   * What a navigation answers besides the shell, from one lookup: its status (404 when the page's
   * subject, an order or a product, does not exist, so the app draws its not-found page under a real
   * 404), public facts given as meta tags (the storefront: shop uuid, storefront token and locale,
   * as the legacy pages received them) and head tags replacing the page's title and description
   * (a shared link's preview). Public, so the page stays cacheable.
   */
  readonly page?: (req: Request) => Promise<ServedPage>;
}

export interface ServedPage {
  readonly status: number;
  readonly meta?: Record<string, string>;
  /** Rendered, escaped tags (page-head.ts). */
  readonly head?: string;
  /**
   * What the storefront draws first, before its data comes (the banner a composed page opens with),
   * as JSON in `<script type="application/json" id="tijara-lead">` (LEAD_HINT_ELEMENT_ID).
   */
  readonly lead?: LeadBannerHint;
}

const LONG_CACHE = 'public, max-age=31536000, immutable';
/** A day: a new icon reaches every visitor by the next day (the service worker's copy follows its build). */
const ICON_CACHE = 'public, max-age=86400';

function setCacheHeaders(res: ServerResponse, servedPath: string, distDir: string): void {
  // The precompressed copy of a file is cached as the file is.
  const filePath = servedPath.replace(/\.(br|gz)$/, '');
  const base = path.basename(filePath);
  if (base === 'sw.js' || base === 'index.html' || base.endsWith('.webmanifest')) {
    res.setHeader('Cache-Control', 'no-cache');
    return;
  }
  const folder = path.relative(distDir, filePath).split(path.sep)[0];
  if (folder === 'assets') {
    // Only Vite's hashed output: a deploy path that happens to contain "assets" must not count.
    res.setHeader('Cache-Control', LONG_CACHE);
  } else if (folder === 'icons') {
    // Named without a hash, yet drawn by every page (the header's logo): the page preloads the logo,
    // and its <img>, drawn later by script, takes the preloaded copy only if it may be kept a while.
    res.setHeader('Cache-Control', ICON_CACHE);
  }
}

/** A navigation: a GET for a page (no file extension) from something that takes HTML. */
function isNavigation(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path.posix.extname(req.path) !== '') return false;
  return req.accepts(['html', 'json']) === 'html';
}

function notBuiltPage({ name, distDir, workspace }: StaticAppOptions): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>${escapeHtml(name)} is not built</title></head>
<body>
<h1>${escapeHtml(name)} is not built yet</h1>
<p>No build was found in <code>${escapeHtml(distDir)}</code>.</p>
<p>Run <code>npm run build</code> (or <code>npm run build -w ${escapeHtml(workspace)}</code>) at the repository root, then reload.</p>
</body></html>
`;
}

export function staticApp(options: StaticAppOptions): Router {
  const router = express.Router();
  const indexFile = path.join(options.distDir, 'index.html');
  router.use(
    expressStaticGzip(options.distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (res: ServerResponse, filePath: string) =>
          setCacheHeaders(res, filePath, options.distDir),
      },
    }),
  );
  router.use(async (req, res, next) => {
    if (!isNavigation(req)) return next();
    if (!existsSync(indexFile)) {
      res.status(503).set('Cache-Control', 'no-store').type('html').send(notBuiltPage(options));
      return;
    }
    const page = await options.page?.(req);
    res.status(page?.status ?? 200);
    const token = await options.csrfToken?.(req);
    if (token !== undefined) {
      // A page carrying a session secret is never stored by any cache.
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(withMeta(await readFile(indexFile, 'utf8'), { 'csrf-token': token }));
      return;
    }
    const { meta, head, lead } = page ?? {};
    if (meta !== undefined || head !== undefined || lead !== undefined) {
      let html = await readFile(indexFile, 'utf8');
      if (head !== undefined) html = withHead(html, head);
      if (lead !== undefined) html = withLeadHint(html, lead);
      if (meta !== undefined) html = withMeta(html, meta);
      res.set('Cache-Control', 'no-cache').type('html').send(html);
      return;
    }
    // `root` keeps the dotfile check to the file's own name (the repo may sit under a dot folder).
    res.set('Cache-Control', 'no-cache').sendFile('index.html', { root: options.distDir });
  });
  return router;
}

/** At the end of <head>, as JSON that no `</script>` in a value can end early. */
export function withLeadHint(html: string, lead: object): string {
  const script = `<script type="application/json" id="${LEAD_HINT_ELEMENT_ID}">${scriptJson(lead)}</script>`;
  const end = /<\/head>/i.exec(html);
  return end ? html.slice(0, end.index) + script + html.slice(end.index) : script + html;
}

/** Right after <head> (else after the doctype), so scripts find them when they run. */
export function withMeta(html: string, entries: Record<string, string>): string {
  const meta = Object.entries(entries)
    .map(([name, content]) => `<meta name="${escapeHtml(name)}" content="${escapeHtml(content)}" />`)
    .join('');
  const anchor = /<head[^>]*>/i.exec(html) ?? /<!doctype[^>]*>/i.exec(html);
  const at = anchor ? anchor.index + anchor[0].length : 0;
  return html.slice(0, at) + meta + html.slice(at);
}

/** The back office lives under /dashboard/ (its Vite base): send /dashboard there. */
export function trailingSlashRedirect(mountPath: string): express.RequestHandler {
  return (req, res, next) => {
    const [pathname, query] = req.originalUrl.split('?');
    if (pathname !== mountPath) return next();
    res.redirect(301, `${mountPath}/${query === undefined ? '' : `?${query}`}`);
  };
}
