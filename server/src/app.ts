/**
 * Composition root: the database (embedded or DATABASE_URL) prepared for traffic, the services in
 * dependency order, the GraphQL schema and Apollo, the REST shims, health, and the two PWAs. Nothing
 * is a module-level singleton: two apps can live in one process (tests do that).
 */
import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express from 'express';
import type { Express, Request, Response } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Config } from './config/env';
import { systemClock } from './core/clock';
import type { Clock } from './core/clock';
import { negotiateLocale } from './core/locale';
import { createLogger } from './core/logger';
import type { Logger } from './core/logger';
import { AppMetrics } from './core/metrics';
import { createRequestContext } from './core/request-context';
import type { RequestContext } from './core/request-context';
import { checkReadiness, openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare-database';
import { whenSchemaCurrent } from './db/schema-status';
import type { SchemaWait } from './db/schema-status';
import { buildGraphqlSchema } from './graphql/build-schema';
import { ResolverRegistry } from './graphql/context';
import type { GraphqlContext } from './graphql/context';
import { createErrorFormatter, errorLoggingPlugin, httpStatusPlugin } from './graphql/error-plugin';
import { metricsPlugin } from './graphql/metrics-plugin';
import { queryLimitsRule } from './graphql/limits';
import { GRAPHIQL_ASSETS_PATH, graphiqlAssets, graphiqlPage } from './graphql/graphiql';
import { errorHandler, notFound } from './http/error-handler';
import { healthRoutes } from './http/health.route';
import { listen } from './http/http-server';
import type { HttpServer } from './http/http-server';
import { publicWriteLimit } from './http/rate-limit';
import { requestLog } from './http/request-log';
import { requestId } from './http/request-id';
import { requestMetrics } from './http/request-metrics';
import { METRICS_PATH, mainPortMetrics, metricsApp } from './http/metrics-endpoint';
import { compressAnswers } from './http/compress-answers';
import { securityHeaders } from './http/security-headers';
import { createAuthenticator } from './http/authentication';
import type { Authenticator } from './http/authentication';
import { clearSessionCookie, setSessionCookie } from './http/session-cookie';
import { staticApp, trailingSlashRedirect } from './http/static-apps';
import { storefrontPage } from './http/storefront-page-status';
import { CatalogueChanges, listenCatalogueRevision, pollCatalogueRevision } from './modules/catalog';
import { LocalDiskStorage, S3Storage } from './modules/media';
import type { MediaStorage } from './modules/media';
import { composeModules, serverModules } from './modules';
import { startUnconfirmedOrderSweeps } from './modules/orders';
import type { SharedServices } from './modules';
import { mountRoutes } from './rest/mount-routes';
import type { RestRoute } from './rest/route';

export interface CreateAppOptions {
  readonly config: Config;
  /** The clock services read "now" from; tests pin it on either side of a dated rule. */
  readonly now?: Clock;
  readonly log?: Logger;
  /** Sees every SQL statement (tests count queries with it). */
  readonly onQuery?: (sql: string) => void;
}

export interface App {
  readonly express: Express;
  readonly orm: MikroORM;
  readonly log: Logger;
  readonly config: Config;
  /** Every declared REST route (the access test walks them). */
  readonly routes: readonly RestRoute[];
  /** Starts serving; resolves with the port actually bound (PORT=0 picks a free one). */
  listen(port?: number, host?: string): Promise<number>;
  /** The port GET /metrics is served on once listening, when METRICS_PORT is set (0 picks one). */
  metricsPort(): number | undefined;
  /** Stops accepting, finishes requests in flight, stops Apollo, closes the pool, stops PostgreSQL. */
  close(): Promise<void>;
}

const API_PREFIXES = ['/public', '/web', '/dashboard/api', '/dashboard/menu/api'];
/** Where anonymous clients write (checkout, reviews): limited per address (PUBLIC_WRITE_LIMIT_PER_MINUTE). */
const PUBLIC_WRITE_PREFIXES = ['/public', '/web'];

export function createMediaStorage(config: Config): MediaStorage {
  return config.media.kind === 's3' ? new S3Storage(config.media) : new LocalDiskStorage(config.media.dir);
}

/** Every module built once, in the order of their list; their resolvers and routes gathered. */
function createServices(config: Config, storage: MediaStorage) {
  const modules = composeModules(serverModules, { config, storage, catalogue: new CatalogueChanges() });
  return {
    ...modules.services,
    resolvers: new ResolverRegistry(modules.resolvers),
    routes: modules.routes,
  };
}

type Services = SharedServices & {
  readonly resolvers: ResolverRegistry;
  readonly routes: readonly RestRoute[];
};

/** The port login and logout set the cookie through, for one request. */
function sessionCookiePort(req: Request, res: Response) {
  return {
    client: { ip: req.ip ?? null, userAgent: req.get('user-agent') ?? null },
    set: (token: string, expiresAt: Date) => setSessionCookie(req, res, token, expiresAt),
    clear: () => clearSessionCookie(req, res),
  };
}

async function createApollo(
  config: Config,
  log: Logger,
  metrics: AppMetrics,
): Promise<ApolloServer<GraphqlContext>> {
  const production = config.nodeEnv === 'production';
  const apollo = new ApolloServer<GraphqlContext>({
    schema: await buildGraphqlSchema(),
    introspection: config.introspection,
    csrfPrevention: true,
    validationRules: [queryLimitsRule()],
    // main.ts owns SIGTERM/SIGINT: Apollo must not stop itself (and re-raise the signal) on its own.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: !production,
    formatError: createErrorFormatter({ production }),
    // Apollo's own landing page loads from a CDN: GraphiQL is served locally instead.
    plugins: [
      ApolloServerPluginLandingPageDisabled(),
      // No field declares a cache hint, and answers carry their own headers: computing a policy over
      // every field cost the till's catalogue pages about 250 ms each (6,000 combinations).
      ApolloServerPluginCacheControlDisabled(),
      errorLoggingPlugin(log),
      httpStatusPlugin(),
      metricsPlugin(metrics),
    ],
  });
  await apollo.start();
  return apollo;
}

interface HttpParts {
  readonly config: Config;
  readonly orm: MikroORM;
  readonly apollo: ApolloServer<GraphqlContext>;
  readonly services: Services;
  readonly requestContext: (req: Request) => Promise<RequestContext>;
  readonly authenticator: Authenticator;
  readonly log: Logger;
  readonly metrics: AppMetrics;
  readonly isShuttingDown: () => boolean;
  readonly clock: Clock;
}

/** The routes, in order: health, GraphQL (and GraphiQL), REST shims, API 404s, the two PWAs. */
function buildHttpApp({
  config,
  orm,
  apollo,
  services,
  requestContext,
  authenticator,
  log,
  metrics,
  isShuttingDown,
  clock,
}: HttpParts): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestId());
  app.use(requestLog(log.child({ component: 'http' })));
  app.use(requestMetrics(metrics));
  app.use(securityHeaders({ graphiqlEndpoint: '/graphql' }));
  app.use(compressAnswers());
  app.use((_req, res, next) => {
    if (isShuttingDown()) res.setHeader('Connection', 'close');
    next();
  });
  app.use(healthRoutes({ readiness: () => checkReadiness(orm), isShuttingDown }));
  app.get(METRICS_PATH, mainPortMetrics(metrics, config.observability, authenticator));
  // Before the body is parsed: a refused write costs no parsing.
  app.use(
    PUBLIC_WRITE_PREFIXES,
    publicWriteLimit({ orm, perMinute: config.publicWriteLimitPerMinute, now: () => clock().getTime(), log }),
  );
  app.use(express.json({ limit: '1mb' }));
  if (config.graphiql) {
    app.use(GRAPHIQL_ASSETS_PATH, graphiqlAssets());
    app.get('/graphql', graphiqlPage('/graphql'));
  }
  app.use(
    '/graphql',
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        ...(await requestContext(req)),
        resolvers: services.resolvers,
        sessionCookie: sessionCookiePort(req, res),
      }),
    }),
  );
  app.use(
    mountRoutes(services.routes, {
      context: requestContext,
      storefrontShop: (ctx, token) => services.shop.storefrontShopUuid(ctx, token),
    }),
  );
  app.use(API_PREFIXES, notFound());
  app.use('/dashboard', trailingSlashRedirect('/dashboard'));
  app.use(
    '/dashboard',
    staticApp({
      name: 'The back office',
      distDir: config.backofficeDist,
      workspace: '@tijara/backoffice',
      csrfToken: async (req) => (await authenticator.authenticate(req)).actor?.session.csrfToken,
    }),
  );
  app.use(
    staticApp({
      name: 'The storefront',
      distDir: config.storefrontDist,
      workspace: '@tijara/storefront',
      page: storefrontPage({
        confirmations: services.orderConfirmations,
        heads: services.storefrontHeads,
        contentHeads: services.contentHeads,
        shops: services.shop,
        publicOrigin: config.publicOrigin,
        context: requestContext,
      }),
    }),
  );
  app.use(notFound());
  app.use(errorHandler({ production: config.nodeEnv === 'production', log }));
  return app;
}

export async function createApp(options: CreateAppOptions): Promise<App> {
  const { config } = options;
  const log = options.log ?? createLogger(config.logLevel, { format: config.logFormat });
  const clock = options.now ?? systemClock;
  const database = await openDatabase({ ...config, log, onQuery: options.onQuery });
  const { orm } = database;
  const metrics = new AppMetrics(() => database.poolUse());
  let apollo: ApolloServer<GraphqlContext> | undefined;
  let stopPolling: (() => void) | undefined;
  let stopListening: (() => Promise<void>) | undefined;
  let stopSweeps: (() => Promise<void>) | undefined;
  let schemaWait: SchemaWait | undefined;
  try {
    const storage = createMediaStorage(config);
    if (config.migrate) await prepareDatabase(orm, config, log, { storage });
    const services = createServices(config, storage);
    // With MIGRATE=false the migration Job owns the schema: the background reads wait until it is current.
    schemaWait = whenSchemaCurrent(orm, { wait: !config.migrate, log }, () => {
      stopPolling = pollCatalogueRevision(orm, services.catalogue, config.cataloguePollMs, log);
      // Other instances' catalogue writes heard at their commit; the poll stays as the fallback.
      const connectionString = orm.config.get('clientUrl') ?? '';
      stopListening = listenCatalogueRevision({ connectionString, changes: services.catalogue, log });
      stopSweeps = startUnconfirmedOrderSweeps({
        orm,
        ledger: services.stockLedger,
        clock,
        everySeconds: config.orderExpirySweepSeconds,
        log,
      });
    });
    const running = (apollo = await createApollo(config, log, metrics));
    const authenticator = createAuthenticator(orm, services.auth.sessions, clock);
    const requestContext = async (req: Request): Promise<RequestContext> => {
      const { actor, em, now } = await authenticator.authenticate(req);
      const locale = negotiateLocale(req.headers['accept-language']);
      return createRequestContext({ orm, em, clock: () => now, locale, log, metrics, actor });
    };
    let shuttingDown = false;
    const app = buildHttpApp({
      config,
      orm,
      apollo: running,
      services,
      requestContext,
      authenticator,
      log,
      metrics,
      isShuttingDown: () => shuttingDown,
      clock,
    });
    let http: HttpServer | undefined;
    let metricsHttp: HttpServer | undefined;
    return {
      express: app,
      orm,
      log,
      config,
      routes: services.routes,
      async listen(port = config.port, host = config.host) {
        const { metricsPort, metricsHost } = config.observability;
        if (metricsPort !== undefined) {
          metricsHttp = await listen(metricsApp(metrics, log), metricsPort, metricsHost);
        }
        http = await listen(app, port, host);
        return http.port;
      },
      metricsPort: () => metricsHttp?.port,
      async close() {
        shuttingDown = true;
        schemaWait?.cancel();
        stopPolling?.();
        await stopListening?.();
        await stopSweeps?.();
        await http?.close(config.shutdownTimeoutMs);
        await metricsHttp?.close(config.shutdownTimeoutMs);
        await running.stop();
        await database.close();
      },
    };
  } catch (error) {
    schemaWait?.cancel();
    stopPolling?.();
    await stopListening?.();
    await stopSweeps?.();
    await apollo?.stop();
    await database.close();
    throw error;
  }
}
