/**
 * The only reader of process.env. Every variable is validated here and turned into a typed Config;
 * a bad or missing value stops the start with one message naming each variable at fault. An empty
 * string counts as unset (process managers and test harnesses often blank a variable that way).
 */
import path from 'node:path';
import {
  CHECKOUT_COOLDOWN_SECONDS,
  SHOP_UTC_OFFSET,
  shopDayStart,
  STAFF_PASSWORD_MIN_LENGTH,
} from '@tijara/schema';
import { readMediaConfig } from './media-config';
import type { MediaConfig } from './media-config';
import { readObservabilityConfig } from './observability-config';
import { productionProblems } from './production-checks';
import type { ObservabilityConfig } from './observability-config';

export type { MediaConfig };
import { findRepoRoot } from './repo-root';

export const SEED_MODES = ['demo', 'reference', 'none'] as const;
export type SeedMode = (typeof SEED_MODES)[number];
export const NODE_ENVS = ['development', 'production', 'test'] as const;
export type NodeEnv = (typeof NODE_ENVS)[number];
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['pretty', 'json'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface AdminAccount {
  readonly email: string;
  readonly password: string;
}

export interface Config {
  readonly port: number;
  readonly host: string;
  /** Unset: start the embedded PostgreSQL under dataDir. */
  readonly databaseUrl: string | undefined;
  /**
   * Connections one instance may hold: instances x this must stay under PostgreSQL's
   * max_connections (or the pooler's), with room for migrations and backups.
   */
  readonly databasePoolMax: number;
  /**
   * Whether start-up applies the migrations (and seeds, and writes the admin account). False: the
   * migration Job (`node server/dist/migrate.js`) owns the schema, and the instance stays unready
   * until the schema is current.
   */
  readonly migrate: boolean;
  readonly dataDir: string;
  readonly seed: SeedMode;
  readonly admin: AdminAccount | undefined;
  /** The instant the 2026 wilaya reform takes effect (midnight in Algiers for a plain date). */
  readonly geoReformDate: Date;
  readonly logLevel: LogLevel;
  /** Readable lines on a terminal, JSON lines otherwise (LOG_FORMAT overrides). */
  readonly logFormat: LogFormat;
  readonly nodeEnv: NodeEnv;
  readonly graphiql: boolean;
  readonly introspection: boolean;
  readonly storefrontDist: string;
  readonly backofficeDist: string;
  /** How long in-flight requests may run after SIGTERM before their connections are cut. */
  readonly shutdownTimeoutMs: number;
  readonly repoRoot: string;
  /**
   * Express's `trust proxy`: false (the default) trusts no X-Forwarded-* header; true trusts them
   * all; a number trusts that many hops; a list names trusted proxy addresses or subnets. It decides
   * the client address (login throttling, rate limits) and whether a request came over https.
   */
  readonly trustProxy: TrustProxy;
  /** The demo shop's storefront token, applied at seed and at every start; unset keeps the stored one. */
  readonly shopToken: string | undefined;
  /** Writes (POST/PUT/PATCH/DELETE) per minute per address under /public and /web, all instances together. */
  readonly publicWriteLimitPerMinute: number;
  /** Where uploads are stored (see media-config.ts). */
  readonly media: MediaConfig;
  /** Where GET /metrics is served and who may read it (see observability-config.ts). */
  readonly observability: ObservabilityConfig;
  /**
   * The shop's address as shoppers type it (`https://shop.example`), for canonical links and Open
   * Graph URLs in shared pages; unset: the request's own protocol and host.
   */
  readonly publicOrigin: string | undefined;
  /** How many products SEED=demo creates (about 3 combinations each); tests use a few dozen. */
  readonly demoProducts: number;
  /**
   * How often an instance reads the catalogue revision: the fallback, since other instances' writes are
   * heard at their commit by LISTEN/NOTIFY while the listening connection is up.
   */
  readonly cataloguePollMs: number;
  /** Seconds after an order during which the same phone may not order again in the same shop. */
  readonly orderCooldownSeconds: number;
  /**
   * How often an instance cancels the web orders nobody confirmed within their shop's delay (also
   * once at start); 0 turns the sweep off on this instance.
   */
  readonly orderExpirySweepSeconds: number;
}

export type TrustProxy = boolean | number | readonly string[];

export type Env = Readonly<Record<string, string | undefined>>;

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

class Reader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  raw(name: string): string | undefined {
    const value = this.env[name]?.trim();
    return value === undefined || value === '' ? undefined : value;
  }

  /** Secrets keep their spaces: only an empty value counts as unset. */
  secret(name: string): string | undefined {
    const value = this.env[name];
    return value === undefined || value === '' ? undefined : value;
  }

  integer(name: string, fallback: number, min: number, max: number): number {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    const parsed = Number(value);
    if (/^\d+$/.test(value) && parsed >= min && parsed <= max) return parsed;
    this.problems.push(`${name} must be a whole number from ${min} to ${max}, got "${value}"`);
    return fallback;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const value = this.raw(name);
    if (value === undefined) return fallback;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    this.problems.push(`${name} must be one of ${allowed.join(', ')}, got "${value}"`);
    return fallback;
  }

  flag(name: string, fallback: boolean): boolean {
    const value = this.raw(name)?.toLowerCase();
    if (value === undefined) return fallback;
    if (['1', 'true', 'yes', 'on'].includes(value)) return true;
    if (['0', 'false', 'no', 'off'].includes(value)) return false;
    this.problems.push(`${name} must be true or false (also 1/0, yes/no, on/off), got "${value}"`);
    return fallback;
  }
}

function readDatabaseUrl(reader: Reader): string | undefined {
  const value = reader.raw('DATABASE_URL');
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol === 'postgres:' || url.protocol === 'postgresql:') return value;
  } catch {
    // reported below
  }
  reader.problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
  return undefined;
}

function readAdmin(reader: Reader): AdminAccount | undefined {
  const email = reader.raw('ADMIN_EMAIL');
  const password = reader.secret('ADMIN_PASSWORD');
  if (email === undefined && password === undefined) return undefined;
  if (email === undefined || password === undefined) {
    reader.problems.push('ADMIN_EMAIL and ADMIN_PASSWORD must be set together (or neither)');
    return undefined;
  }
  const problemsBefore = reader.problems.length;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    reader.problems.push('ADMIN_EMAIL must be an e-mail address');
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    reader.problems.push(`ADMIN_PASSWORD must have at least ${STAFF_PASSWORD_MIN_LENGTH} characters`);
  }
  return reader.problems.length === problemsBefore ? { email: email.toLowerCase(), password } : undefined;
}

function readReformDate(reader: Reader): Date {
  const value = reader.raw('GEO_REFORM_DATE') ?? '2027-01-01';
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00${SHOP_UTC_OFFSET}` : value;
  const date = new Date(iso);
  const hasZone = /(Z|[+-]\d{2}:\d{2})$/.test(iso);
  if (Number.isNaN(date.getTime()) || !hasZone) {
    reader.problems.push(
      'GEO_REFORM_DATE must be a date (YYYY-MM-DD, midnight in Algiers) or an ISO date-time with a zone',
    );
    return shopDayStart('2027-01-01');
  }
  return date;
}

function readTrustProxy(reader: Reader): TrustProxy {
  const value = reader.raw('TRUST_PROXY');
  if (value === undefined) return false;
  const lower = value.toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(lower)) return true;
  if (['0', 'false', 'no', 'off'].includes(lower)) return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
  const entries = value.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => /^[0-9A-Za-z.:/]+$/.test(entry))) return entries;
  reader.problems.push(
    'TRUST_PROXY must be true, false, a number of hops, or a comma-separated list of addresses/subnets',
  );
  return false;
}

/** Public but unguessable: long and URL-safe, since it travels in headers and pages. */
function readShopToken(reader: Reader): string | undefined {
  const value = reader.raw('SHOP_TOKEN');
  if (value === undefined || /^[A-Za-z0-9_.~-]{24,256}$/.test(value)) return value;
  reader.problems.push('SHOP_TOKEN must be 24 to 256 URL-safe characters (A-Z a-z 0-9 _ . ~ -)');
  return undefined;
}

/** An http(s) origin, nothing after the host (a trailing slash is tolerated). */
function readPublicOrigin(reader: Reader): string | undefined {
  const value = reader.raw('PUBLIC_ORIGIN');
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '';
    if ((url.protocol === 'https:' || url.protocol === 'http:') && bare) return url.origin;
  } catch {
    // Reported below, like any other bad value.
  }
  reader.problems.push(
    `PUBLIC_ORIGIN must be an http(s) origin such as https://shop.example, got "${value}"`,
  );
  return undefined;
}

export function loadConfig(
  env: Env = process.env,
  repoRoot: string = findRepoRoot(),
  onTerminal: boolean = process.stdout.isTTY === true,
): Config {
  const reader = new Reader(env);
  const fromRoot = (name: string, fallback: string) => path.resolve(repoRoot, reader.raw(name) ?? fallback);
  const nodeEnv = reader.oneOf('NODE_ENV', NODE_ENVS, 'development');
  // Production serves neither GraphiQL nor the schema unless GRAPHIQL / INTROSPECTION ask for them.
  const outsideProduction = nodeEnv !== 'production';
  const config: Config = {
    port: reader.integer('PORT', 4000, 0, 65535),
    host: reader.raw('HOST') ?? '0.0.0.0',
    databaseUrl: readDatabaseUrl(reader),
    databasePoolMax: reader.integer('DATABASE_POOL_MAX', 10, 1, 500),
    migrate: reader.flag('MIGRATE', true),
    dataDir: fromRoot('DATA_DIR', '.data'),
    seed: reader.oneOf('SEED', SEED_MODES, 'demo'),
    admin: readAdmin(reader),
    geoReformDate: readReformDate(reader),
    logLevel: reader.oneOf('LOG_LEVEL', LOG_LEVELS, 'info'),
    logFormat: reader.oneOf('LOG_FORMAT', LOG_FORMATS, onTerminal ? 'pretty' : 'json'),
    nodeEnv,
    graphiql: reader.flag('GRAPHIQL', outsideProduction),
    introspection: reader.flag('INTROSPECTION', outsideProduction),
    storefrontDist: fromRoot('STOREFRONT_DIST', 'clients/storefront/dist'),
    backofficeDist: fromRoot('BACKOFFICE_DIST', 'clients/backoffice/dist'),
    shutdownTimeoutMs: reader.integer('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    repoRoot,
    trustProxy: readTrustProxy(reader),
    shopToken: readShopToken(reader),
    publicWriteLimitPerMinute: reader.integer('PUBLIC_WRITE_LIMIT_PER_MINUTE', 60, 1, 1_000_000),
    media: readMediaConfig(reader, fromRoot('DATA_DIR', '.data')),
    observability: readObservabilityConfig(reader),
    publicOrigin: readPublicOrigin(reader),
    demoProducts: reader.integer('DEMO_PRODUCTS', 2000, 0, 100_000),
    cataloguePollMs: reader.integer('CATALOGUE_POLL_MS', 2000, 100, 3_600_000),
    orderCooldownSeconds: reader.integer('ORDER_COOLDOWN_SECONDS', CHECKOUT_COOLDOWN_SECONDS, 0, 86_400),
    orderExpirySweepSeconds: reader.integer('ORDER_EXPIRY_SWEEP_SECONDS', 300, 0, 86_400),
  };
  const asks = {
    embeddedPostgres: reader.flag('EMBEDDED_POSTGRES', false),
    pgPassword: reader.secret('PGPASSWORD'),
    seedChosen: reader.raw('SEED') !== undefined,
  };
  reader.problems.push(...productionProblems(config, asks));
  if (reader.problems.length > 0) throw new ConfigError(reader.problems);
  return config;
}
