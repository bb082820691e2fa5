/**
 * The app's Prometheus metrics: one registry per app (never prom-client's global one, so two apps in
 * one process, as in the tests, count apart), the Node process's default metrics, and every series
 * the server writes. Label values come from small fixed sets only (route templates, never raw paths;
 * ErrorCode; bounded operation names), so the number of series stays bounded whatever clients send.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ErrorCode } from '@tijara/schema';
import type {
  BusinessMetrics,
  CheckoutOutcome,
  ReplayedWrite,
  SyncEntryKind,
  SyncEntryOutcome,
} from './business-metrics';

/** The database pool at the instant of a scrape (knex's tarn pool under MikroORM). */
export interface PoolUse {
  readonly used: number;
  readonly idle: number;
  /** Requests waiting for a connection: above 0 for long, the pool (or PostgreSQL) is too small. */
  readonly waiting: number;
  readonly max: number;
}

/** Seconds: from a cached listing (a few ms) to a slow export page. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

export type ErrorSource = 'graphql' | 'rest';

export interface HttpObservation {
  readonly method: string;
  /** A route template or a fixed group (http/request-metrics.ts), never a raw path. */
  readonly route: string;
  readonly status: number;
  readonly seconds: number;
}

export interface GraphqlObservation {
  /** Bounded by graphql/metrics-plugin.ts. */
  readonly operation: string;
  readonly type: string;
  readonly failed: boolean;
  readonly seconds: number;
}

export class AppMetrics implements BusinessMetrics {
  readonly registry = new Registry();

  private readonly httpRequests = new Counter({
    name: 'tijara_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers: [this.registry],
  });

  private readonly httpDuration = new Histogram({
    name: 'tijara_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route template and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly graphqlOperations = new Counter({
    name: 'tijara_graphql_operations_total',
    help: 'GraphQL operations, by operation name and type; result is error when any error came back',
    labelNames: ['operation', 'type', 'result'] as const,
    registers: [this.registry],
  });

  private readonly graphqlDuration = new Histogram({
    name: 'tijara_graphql_operation_duration_seconds',
    help: 'Time to answer a GraphQL operation, by operation name and type',
    labelNames: ['operation', 'type'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  private readonly errors = new Counter({
    name: 'tijara_errors_total',
    help: 'Errors answered, by API and ErrorCode (GraphQL extensions.code, the REST body code)',
    labelNames: ['api', 'code'] as const,
    registers: [this.registry],
  });

  private readonly checkouts = new Counter({
    name: 'tijara_checkout_outcomes_total',
    help: 'Storefront checkouts (REST, GraphQL, queued web orders) by outcome, and the code of a refusal',
    labelNames: ['outcome', 'code'] as const,
    registers: [this.registry],
  });

  private readonly syncs = new Counter({
    name: 'tijara_order_sync_outcomes_total',
    help: 'syncOrders entries by outcome (created, duplicate, conflict, rejected, failed) and kind',
    labelNames: ['outcome', 'kind'] as const,
    registers: [this.registry],
  });

  private readonly replays = new Counter({
    name: 'tijara_idempotent_replays_total',
    help: 'Writes answered from their idempotency key (an outbox resend), by write',
    labelNames: ['write'] as const,
    registers: [this.registry],
  });

  constructor(poolUse: () => PoolUse | null) {
    collectDefaultMetrics({ register: this.registry });
    const connections: Gauge<'state'> = new Gauge({
      name: 'tijara_db_pool_connections',
      help: 'Database pool connections by state (used, idle, waiting requests, max)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect: () => {
        const use = poolUse();
        if (use === null) return;
        for (const state of ['used', 'idle', 'waiting', 'max'] as const)
          connections.set({ state }, use[state]);
      },
    });
  }

  observeHttp({ method, route, status, seconds }: HttpObservation): void {
    const labels = {
      method: KNOWN_METHODS.has(method) ? method : 'OTHER',
      route,
      status_class: `${Math.floor(status / 100)}xx`,
    };
    this.httpRequests.inc(labels);
    this.httpDuration.observe(labels, seconds);
  }

  observeGraphql({ operation, type, failed, seconds }: GraphqlObservation): void {
    this.graphqlOperations.inc({ operation, type, result: failed ? 'error' : 'ok' });
    this.graphqlDuration.observe({ operation, type }, seconds);
  }

  error(api: ErrorSource, code: ErrorCode | 'OTHER'): void {
    this.errors.inc({ api, code });
  }

  checkout(outcome: CheckoutOutcome, code?: ErrorCode): void {
    this.checkouts.inc({ outcome, code: code ?? '' });
  }

  orderSync(outcome: SyncEntryOutcome, kind: SyncEntryKind): void {
    this.syncs.inc({ outcome, kind });
  }

  replayed(write: ReplayedWrite): void {
    this.replays.inc({ write });
  }

  /** The text a scraper reads, and its content type. */
  async exposition(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}
