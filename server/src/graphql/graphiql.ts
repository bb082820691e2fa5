/**
 * Self-hosted GraphiQL: the prebuilt bundle of @graphql-yoga/graphiql (which exposes the global
 * `YogaGraphiQL.renderYogaGraphiQL`), its stylesheet and Monaco's worker scripts, all served from
 * /graphiql/, so the playground loads with no network beyond this server. Scripts are files, never
 * inline, so the page works under a strict Content-Security-Policy (script-src 'self').
 */
import path from 'node:path';
import express from 'express';
import type { Request, RequestHandler, Router } from 'express';

export const GRAPHIQL_ASSETS_PATH = '/graphiql/';

const yogaDist = path.join(path.dirname(require.resolve('@graphql-yoga/graphiql/package.json')), 'dist');

/** What a developer sees first (unless ?query= says otherwise): a query that runs on the demo data. */
const DEFAULT_QUERY = `# Tijara GraphQL. Money fields are integer centimes of DZD (45000 = 450,00 DA).
query DeliveryForAlgerCentre($wilayaId: Int! = 16, $communeId: Int! = 1601) {
  shop { uuid name activeAddToCart }
  wilayas { id code name nameAr }
  communes(wilayaId: $wilayaId) { id name nameAr postCode }
  transporters(communeId: $communeId) { id name price }
}
`;

/** Monaco asks for a worker by label; the bundle ships one script per label (note the double dot). */
const BOOT_SCRIPT = `(function () {
  'use strict';
  var root = document.getElementById('graphiql');
  var assets = root.getAttribute('data-assets');
  var workers = { json: 'json.worker.bundle.js', graphql: 'graphql.worker..bundle.js' };
  self.MonacoEnvironment = {
    getWorker: function (_moduleId, label) {
      return new Worker(assets + 'monacoeditorwork/' + (workers[label] || 'editor.worker.bundle.js'));
    },
  };
  window.YogaGraphiQL.renderYogaGraphiQL(root, {
    endpoint: root.getAttribute('data-endpoint'),
    title: 'Tijara GraphQL',
    query: ${JSON.stringify(DEFAULT_QUERY)},
  });
})();
`;

const PAGE_STYLE = `html, body, #graphiql { height: 100%; margin: 0; }\n`;

function page(endpoint: string): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Tijara GraphQL</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS_PATH}graphiql.css" />
    <link rel="stylesheet" href="${GRAPHIQL_ASSETS_PATH}page.css" />
    <script src="${GRAPHIQL_ASSETS_PATH}yoga-graphiql.umd.js" defer></script>
    <script src="${GRAPHIQL_ASSETS_PATH}boot.js" defer></script>
  </head>
  <body>
    <div id="graphiql" data-endpoint="${endpoint}" data-assets="${GRAPHIQL_ASSETS_PATH}"></div>
  </body>
</html>
`;
}

/** A browser's navigation to the endpoint (it prefers HTML); API clients still reach Apollo. */
export function wantsGraphiql(req: Request): boolean {
  return (
    req.method === 'GET' &&
    req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html'
  );
}

/** The page, for GET <endpoint> from a browser; anything else passes through to Apollo. */
export function graphiqlPage(endpoint: string): RequestHandler {
  const html = page(endpoint);
  return (req, res, next) => {
    if (!wantsGraphiql(req)) return next();
    res.set('Cache-Control', 'no-cache').type('html').send(html);
  };
}

export function graphiqlAssets(): Router {
  const router = express.Router();
  const sendText =
    (type: string, body: string): RequestHandler =>
    (_req, res) => {
      res.set('Cache-Control', 'no-cache').type(type).send(body);
    };
  router.get('/boot.js', sendText('application/javascript', BOOT_SCRIPT));
  router.get('/page.css', sendText('text/css', PAGE_STYLE));
  for (const file of ['yoga-graphiql.umd.js', 'graphiql.css']) {
    router.get(`/${file}`, (_req, res) => res.sendFile(path.join(yogaDist, file), { maxAge: '1h' }));
  }
  router.use(
    '/monacoeditorwork',
    express.static(path.join(yogaDist, 'monacoeditorwork'), { maxAge: '1h', index: false }),
  );
  return router;
}
