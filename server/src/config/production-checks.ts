/**
 * What NODE_ENV=production refuses to start with (each problem joins loadConfig's ConfigError, which
 * names them all) and what it only warns about. The defaults that let a laptop start in two commands
 * are dangerous on a server reachable by anyone:
 * - the database: DATABASE_URL is required, unless EMBEDDED_POSTGRES=true asks for the embedded
 *   PostgreSQL on purpose (one machine, its data under DATA_DIR); its password must be given (in the
 *   URL or PGPASSWORD) and must not be a well-known default;
 * - ADMIN_PASSWORD, when set: at least PRODUCTION_PASSWORD_MIN_LENGTH characters, not a known default;
 * - S3_SECRET_ACCESS_KEY, when S3 is used: not a known default (MinIO's `minioadmin`, s3rver's `S3RVER`);
 * - SHOP_TOKEN, when set: not a sample token (`demo-...`, `example-...`: the tests' and docs' own);
 * - SEED, on an instance that prepares the database (MIGRATE on, or the migration command): chosen
 *   explicitly, since the development default `demo` invents a shop, products, customers and orders.
 * No message repeats a secret's value: start-up errors end up in logs.
 */
import type { Config } from './env';

export const PRODUCTION_PASSWORD_MIN_LENGTH = 12;

/**
 * Words that make a secret a default, compared on its letters only, lower case: "Postgres2026!" and
 * "change-me" are refused, a random string never matches.
 */
const DEFAULT_WORDS = new Set([
  'admin',
  'administrator',
  'azerty',
  'changeit',
  'changeme',
  'default',
  'demo',
  'example',
  'letmein',
  'minioadmin',
  'pass',
  'passwd',
  'password',
  'postgres',
  'postgresql',
  'qwerty',
  'root',
  'secret',
  'srver',
  'test',
  'tijara',
  'welcome',
]);

/** Whether a secret is one anybody would try first. */
export function isWellKnownSecret(value: string): boolean {
  const letters = value.toLowerCase().replace(/[^a-z]/g, '');
  if (DEFAULT_WORDS.has(letters)) return true;
  // Digits only: "123456789012" or one repeated character.
  return letters === '' && ('12345678901234567890'.startsWith(value) || /^(.)\1*$/.test(value));
}

/** The marks of sample storefront tokens (this repository's tests and docs name theirs so). */
const SAMPLE_TOKEN_MARKS = ['demo', 'example', 'changeme', 'sample'];

export interface ProductionAsks {
  /** EMBEDDED_POSTGRES=true: the embedded PostgreSQL is wanted in production. */
  readonly embeddedPostgres: boolean;
  /** PGPASSWORD: the driver's password when DATABASE_URL carries none. */
  readonly pgPassword: string | undefined;
  /** SEED was given (rather than defaulted). */
  readonly seedChosen: boolean;
}

function databaseProblems(url: string | undefined, asks: ProductionAsks): string[] {
  if (url === undefined) {
    if (asks.embeddedPostgres) return [];
    return [
      'DATABASE_URL is required in production ' +
        '(EMBEDDED_POSTGRES=true runs the embedded PostgreSQL on purpose)',
    ];
  }
  const password = decodeURIComponent(new URL(url).password) || (asks.pgPassword ?? '');
  if (password === '') {
    return ['DATABASE_URL has no password: put it in the URL or in PGPASSWORD'];
  }
  return isWellKnownSecret(password)
    ? ["DATABASE_URL's password is a well-known default: choose a random one"]
    : [];
}

/** Everything production refuses in this configuration; empty outside production. */
export function productionProblems(config: Config, asks: ProductionAsks): string[] {
  if (config.nodeEnv !== 'production') return [];
  const problems = databaseProblems(config.databaseUrl, asks);
  const admin = config.admin?.password;
  if (admin !== undefined && admin.length < PRODUCTION_PASSWORD_MIN_LENGTH) {
    problems.push(
      `ADMIN_PASSWORD must have at least ${PRODUCTION_PASSWORD_MIN_LENGTH} characters in production`,
    );
  } else if (admin !== undefined && isWellKnownSecret(admin)) {
    problems.push('ADMIN_PASSWORD is a well-known default: choose another');
  }
  if (config.media.kind === 's3' && isWellKnownSecret(config.media.secretAccessKey)) {
    problems.push(
      "S3_SECRET_ACCESS_KEY is a well-known default (MinIO's or s3rver's): use the store's own key",
    );
  }
  const token = config.shopToken?.toLowerCase();
  if (token !== undefined && SAMPLE_TOKEN_MARKS.some((mark) => token.includes(mark))) {
    problems.push('SHOP_TOKEN looks like a sample token: generate one (openssl rand -hex 24)');
  }
  if (config.migrate && !asks.seedChosen) {
    problems.push(
      'SEED must be set in production: demo (a sample shop with products, customers and orders), ' +
        'reference (the wilayas and communes only) or none',
    );
  }
  return problems;
}

/** What production starts with but should not: logged as warnings once the logger exists. */
export function productionWarnings(config: Config): string[] {
  if (config.nodeEnv !== 'production') return [];
  const warnings: string[] = [];
  if (config.trustProxy === false && config.publicOrigin?.startsWith('https:') === true) {
    warnings.push(
      'PUBLIC_ORIGIN is https but TRUST_PROXY is unset: behind a proxy that terminates TLS every ' +
        'request looks like plain http, so the session cookie lacks Secure and HSTS is not sent; ' +
        "set TRUST_PROXY to the proxy's address or hop count",
    );
  }
  return warnings;
}
