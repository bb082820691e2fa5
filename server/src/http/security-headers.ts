/**
 * Security headers on every response (what helmet would set, written out so each value is chosen and
 * explained here): no MIME sniffing, no framing, a same-origin opener, a referrer that leaves only the
 * origin on other sites, powerful features off, HSTS over https, and one of two Content Security
 * Policies. The policy strings live in this file only.
 */
import type { Request, RequestHandler } from 'express';
import { GRAPHIQL_ASSETS_PATH, wantsGraphiql } from '../graphql/graphiql';

type Directives = Readonly<Record<string, readonly string[]>>;

/**
 * For the two PWAs, the API's JSON and everything else. Every source is this server:
 * - script-src 'self': Vite emits module scripts as files and the apps have no inline script, so
 *   neither 'unsafe-inline' nor 'unsafe-eval' is needed (an injected <script> cannot run).
 * - style-src 'unsafe-inline': React's `style={...}` attributes are inline styles; a nonce cannot cover
 *   attributes. Styles cannot run code, so this is the one relaxation.
 * - img-src data: blob:: inline SVG icons in CSS (data:) and object URLs of photos taken or picked on
 *   the device before upload (blob:).
 * - connect-src 'self': GraphQL, the REST shims and the service worker's fetches are same-origin.
 * - worker-src / manifest-src 'self': the Workbox service worker and the web manifest.
 * - frame-ancestors 'none', base-uri, form-action, object-src 'none': no framing (clickjacking), no
 *   <base> hijack of relative URLs, forms post only here, no plugins.
 */
export const APP_CSP: Directives = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/**
 * For the GraphiQL page and its assets under /graphiql/ (developer tooling, switchable off with
 * GRAPHIQL=false). The same as APP_CSP except, as verified in headless Chromium:
 * - style-src 'unsafe-inline': GraphiQL and Monaco inject <style> elements at run time.
 * - font-src data:: Monaco's codicon icon font is inlined in GraphiQL's stylesheet as a data: URL.
 * - worker-src 'self': Monaco's language workers are files under /graphiql/monacoeditorwork/ (boot.js
 *   picks them), so neither blob: workers nor 'unsafe-eval' are needed.
 */
export const GRAPHIQL_CSP: Directives = {
  ...APP_CSP,
  'font-src': ["'self'", 'data:'],
};

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/**
 * camera=(self): the POS may scan barcodes with the device camera; nothing else may use it, and
 * microphone and geolocation are off for every origin.
 */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/**
 * One year, this host only: subdomains may be served by other systems this server knows nothing
 * about, so includeSubDomains (and preload) is a decision for whoever owns the domain.
 */
export const HSTS = 'max-age=31536000';

/** The GraphiQL page is a browser's GET of the endpoint (API calls there keep APP_CSP); files under /graphiql/. */
function isGraphiql(req: Request, graphiqlEndpoint: string): boolean {
  return (req.path === graphiqlEndpoint && wantsGraphiql(req)) || req.path.startsWith(GRAPHIQL_ASSETS_PATH);
}

export function securityHeaders({ graphiqlEndpoint }: { graphiqlEndpoint: string }): RequestHandler {
  const appCsp = serializeCsp(APP_CSP);
  const graphiqlCsp = serializeCsp(GRAPHIQL_CSP);
  return (req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
    res.setHeader('Content-Security-Policy', isGraphiql(req, graphiqlEndpoint) ? graphiqlCsp : appCsp);
    // req.secure reads X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that set it.
    if (req.secure) res.setHeader('Strict-Transport-Security', HSTS);
    next();
  };
}
