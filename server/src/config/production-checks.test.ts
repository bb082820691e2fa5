import { ConfigError, loadConfig } from './env';
import type { Env } from './env';
import { isWellKnownSecret, productionWarnings } from './production-checks';

const ROOT = '/srv/tijara';
/** A production configuration that starts: every variable below changes one thing of it. */
const SAFE: Env = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://tijara:Kq7-vT2m-9xLw@db:5432/tijara',
  SEED: 'reference',
};

function problemsOf(env: Env): readonly string[] {
  try {
    loadConfig({ ...SAFE, ...env }, ROOT);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('production refuses to start', () => {
  it('starts with a database, its password and a chosen seed', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('without DATABASE_URL, unless EMBEDDED_POSTGRES=true asks for the embedded PostgreSQL', () => {
    expect(problemsOf({ DATABASE_URL: undefined })).toEqual([
      'DATABASE_URL is required in production (EMBEDDED_POSTGRES=true runs the embedded PostgreSQL on purpose)',
    ]);
    expect(problemsOf({ DATABASE_URL: undefined, EMBEDDED_POSTGRES: 'true' })).toEqual([]);
    expect(problemsOf({ DATABASE_URL: undefined, EMBEDDED_POSTGRES: 'perhaps' })[0]).toMatch(
      /^EMBEDDED_POSTGRES must be true or false/,
    );
  });

  it('with a database password missing or well known', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://tijara@db/tijara' })).toEqual([
      'DATABASE_URL has no password: put it in the URL or in PGPASSWORD',
    ]);
    expect(problemsOf({ DATABASE_URL: 'postgres://tijara@db/tijara', PGPASSWORD: 'Kq7-vT2m-9xLw' })).toEqual(
      [],
    );
    expect(problemsOf({ DATABASE_URL: 'postgres://tijara@db/tijara', PGPASSWORD: 'postgres' })).toHaveLength(
      1,
    );
    for (const password of ['postgres', 'Tijara2026', 'change-me', 'secret!', '123456', 'Password1']) {
      expect(problemsOf({ DATABASE_URL: `postgres://tijara:${password}@db/tijara` })).toEqual([
        "DATABASE_URL's password is a well-known default: choose a random one",
      ]);
    }
  });

  it('with an admin password shorter than 12 characters or well known', () => {
    const admin = (password: string) =>
      problemsOf({ ADMIN_EMAIL: 'owner@shop.dz', ADMIN_PASSWORD: password });
    expect(admin('eleven-char')).toEqual(['ADMIN_PASSWORD must have at least 12 characters in production']);
    expect(admin('Administrator1!')).toEqual(['ADMIN_PASSWORD is a well-known default: choose another']);
    expect(admin('a long passphrase')).toEqual([]);
    // Outside production the staff minimum (8) is the rule.
    expect(
      loadConfig({ ADMIN_EMAIL: 'owner@shop.dz', ADMIN_PASSWORD: 'eleven-char' }, ROOT).admin,
    ).toBeDefined();
  });

  it("with MinIO's or s3rver's default secret key", () => {
    const s3 = (secret: string) =>
      problemsOf({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'https://s3.example.dz',
        S3_REGION: 'dz',
        S3_ACCESS_KEY_ID: 'tijara',
        S3_SECRET_ACCESS_KEY: secret,
      });
    const refusal =
      "S3_SECRET_ACCESS_KEY is a well-known default (MinIO's or s3rver's): use the store's own key";
    expect(s3('minioadmin')).toEqual([refusal]);
    expect(s3('S3RVER')).toEqual([refusal]);
    expect(s3('wJ8x2LmQ9vTz4Rk7Pq1s')).toEqual([]);
  });

  it('with a sample storefront token', () => {
    const refusal = 'SHOP_TOKEN looks like a sample token: generate one (openssl rand -hex 24)';
    expect(problemsOf({ SHOP_TOKEN: 'demo-storefront-token-0123456789' })).toEqual([refusal]);
    expect(problemsOf({ SHOP_TOKEN: 'Example-Storefront-Token-4f9a' })).toEqual([refusal]);
    expect(problemsOf({ SHOP_TOKEN: '9f1c2e7a4b8d3f6e0a5c1b9d7e2f4a8c6b3d' })).toEqual([]);
  });

  it('without a chosen SEED when it prepares the database (the default would invent a demo shop)', () => {
    expect(problemsOf({ SEED: undefined })).toEqual([
      'SEED must be set in production: demo (a sample shop with products, customers and orders), ' +
        'reference (the wilayas and communes only) or none',
    ]);
    expect(problemsOf({ SEED: 'demo' })).toEqual([]);
    // An instance started with MIGRATE=false never seeds: the migration command does.
    expect(problemsOf({ SEED: undefined, MIGRATE: 'false' })).toEqual([]);
  });

  it('naming every problem at once, and none outside production', () => {
    const risky: Env = {
      DATABASE_URL: undefined,
      SEED: undefined,
      ADMIN_EMAIL: 'owner@shop.dz',
      ADMIN_PASSWORD: 'password',
      SHOP_TOKEN: 'example-storefront-token-abcdefgh',
    };
    expect(problemsOf(risky).map((problem) => problem.split(/[ ']/)[0])).toEqual([
      'DATABASE_URL',
      'ADMIN_PASSWORD',
      'SHOP_TOKEN',
      'SEED',
    ]);
    expect(() => loadConfig({ ...SAFE, ...risky, NODE_ENV: 'development' }, ROOT)).not.toThrow();
  });
});

describe('production switches', () => {
  it('serves neither GraphiQL nor introspection unless GRAPHIQL / INTROSPECTION ask', () => {
    expect(loadConfig(SAFE, ROOT)).toMatchObject({ graphiql: false, introspection: false });
    expect(loadConfig({ ...SAFE, GRAPHIQL: 'true', INTROSPECTION: 'on' }, ROOT)).toMatchObject({
      graphiql: true,
      introspection: true,
    });
    expect(loadConfig({ NODE_ENV: 'test' }, ROOT)).toMatchObject({ graphiql: true, introspection: true });
  });

  it('warns when PUBLIC_ORIGIN is https and no proxy is trusted to say a request came over https', () => {
    const https = { ...SAFE, PUBLIC_ORIGIN: 'https://shop.example.dz' };
    expect(productionWarnings(loadConfig(https, ROOT))).toEqual([
      expect.stringMatching(/^PUBLIC_ORIGIN is https but TRUST_PROXY is unset/),
    ]);
    expect(productionWarnings(loadConfig({ ...https, TRUST_PROXY: '1' }, ROOT))).toEqual([]);
    expect(productionWarnings(loadConfig({ ...https, NODE_ENV: 'development' }, ROOT))).toEqual([]);
    expect(productionWarnings(loadConfig({ ...SAFE, PUBLIC_ORIGIN: 'http://shop.lan' }, ROOT))).toEqual([]);
  });
});

describe('well-known secrets', () => {
  it('are the default words whatever the case, digits and punctuation, and digit runs', () => {
    for (const secret of [
      'postgres',
      'Postgres2026!',
      'change_me',
      'MinioAdmin',
      '123456789012',
      '000000000000',
    ]) {
      expect([secret, isWellKnownSecret(secret)]).toEqual([secret, true]);
    }
    for (const secret of [
      'Kq7-vT2m-9xLw',
      'tijara-shop-db-2026-x',
      '839201748392',
      'correct horse battery',
    ]) {
      expect([secret, isWellKnownSecret(secret)]).toEqual([secret, false]);
    }
  });
});
