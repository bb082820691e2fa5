import path from 'node:path';
import { ConfigError, loadConfig } from './env';

const ROOT = '/srv/tijara';

describe('loadConfig', () => {
  it('applies the documented defaults, with paths resolved against the repository root', () => {
    const config = loadConfig({}, ROOT, false);
    expect(config).toEqual({
      port: 4000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      databasePoolMax: 10,
      migrate: true,
      dataDir: path.join(ROOT, '.data'),
      seed: 'demo',
      admin: undefined,
      geoReformDate: new Date('2026-12-31T23:00:00Z'),
      logLevel: 'info',
      logFormat: 'json',
      nodeEnv: 'development',
      graphiql: true,
      introspection: true,
      storefrontDist: path.join(ROOT, 'clients/storefront/dist'),
      backofficeDist: path.join(ROOT, 'clients/backoffice/dist'),
      shutdownTimeoutMs: 10_000,
      repoRoot: ROOT,
      trustProxy: false,
      shopToken: undefined,
      publicWriteLimitPerMinute: 60,
      orderCooldownSeconds: 100,
      orderExpirySweepSeconds: 300,
      media: { kind: 'local', dir: path.join(ROOT, '.data/media') },
      observability: { metricsPort: undefined, metricsHost: '127.0.0.1', metricsToken: undefined },
      demoProducts: 2000,
      cataloguePollMs: 2000,
      publicOrigin: undefined,
    });
  });

  it('reads PUBLIC_ORIGIN as an origin, refusing a path or another scheme', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Shop.example/' }, ROOT).publicOrigin).toBe(
      'https://shop.example',
    );
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:4000' }, ROOT).publicOrigin).toBe(
      'http://localhost:4000',
    );
    for (const bad of ['shop.example', 'ftp://shop.example', 'https://shop.example/boutique']) {
      expect(() => loadConfig({ PUBLIC_ORIGIN: bad }, ROOT)).toThrow(/PUBLIC_ORIGIN/);
    }
  });

  it('logs readable lines on a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, ROOT, true).logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }, ROOT, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, ROOT, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' }, ROOT)).toThrow(/LOG_FORMAT/);
  });

  it('reads the pool size an instance may hold, within bounds', () => {
    expect(loadConfig({ DATABASE_POOL_MAX: '25' }, ROOT).databasePoolMax).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' }, ROOT)).toThrow(/DATABASE_POOL_MAX/);
    expect(() => loadConfig({ DATABASE_POOL_MAX: 'many' }, ROOT)).toThrow(/DATABASE_POOL_MAX/);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '', SEED: '' }, ROOT)).toMatchObject({
      databaseUrl: undefined,
      port: 4000,
      seed: 'demo',
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://u:Kq7-vT2m-9xLw@db:5432/shop',
        DATA_DIR: '/var/lib/tijara',
        SEED: 'reference',
        ADMIN_EMAIL: 'Owner@Shop.DZ',
        ADMIN_PASSWORD: ' spaces kept ',
        GEO_REFORM_DATE: '2027-03-01',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        GRAPHIQL: 'off',
        INTROSPECTION: '0',
        STOREFRONT_DIST: 'build/store',
        BACKOFFICE_DIST: '/opt/bo',
        SHUTDOWN_TIMEOUT_MS: '2500',
        TRUST_PROXY: '2',
        SHOP_TOKEN: 'shop-storefront-token-Kq7vT2m9xLw',
        PUBLIC_WRITE_LIMIT_PER_MINUTE: '300',
        ORDER_COOLDOWN_SECONDS: '30',
        ORDER_EXPIRY_SWEEP_SECONDS: '0',
      },
      ROOT,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://u:Kq7-vT2m-9xLw@db:5432/shop',
      dataDir: '/var/lib/tijara',
      seed: 'reference',
      admin: { email: 'owner@shop.dz', password: ' spaces kept ' },
      geoReformDate: new Date('2027-02-28T23:00:00Z'),
      logLevel: 'warn',
      nodeEnv: 'production',
      graphiql: false,
      introspection: false,
      storefrontDist: path.join(ROOT, 'build/store'),
      backofficeDist: '/opt/bo',
      shutdownTimeoutMs: 2500,
      trustProxy: 2,
      shopToken: 'shop-storefront-token-Kq7vT2m9xLw',
      publicWriteLimitPerMinute: 300,
      orderCooldownSeconds: 30,
      orderExpirySweepSeconds: 0,
    });
  });

  it('leaves the migrations to a separate command with MIGRATE=false', () => {
    expect(loadConfig({ MIGRATE: 'false' }, ROOT).migrate).toBe(false);
    expect(loadConfig({ MIGRATE: 'on' }, ROOT).migrate).toBe(true);
    expect(() => loadConfig({ MIGRATE: 'later' }, ROOT)).toThrow(/MIGRATE must be true or false/);
  });

  it('reads TRUST_PROXY as a flag, a hop count or a list of trusted addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, ROOT).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'off' }, ROOT).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, ROOT).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'any proxy!' }, ROOT)).toThrow(/TRUST_PROXY/);
  });

  it('refuses a short or unsafe SHOP_TOKEN', () => {
    expect(() => loadConfig({ SHOP_TOKEN: 'short' }, ROOT)).toThrow(/SHOP_TOKEN/);
    expect(() => loadConfig({ SHOP_TOKEN: 'a'.repeat(30) + ' <' }, ROOT)).toThrow(/SHOP_TOKEN/);
  });

  it('accepts a reform instant with an explicit zone', () => {
    const config = loadConfig({ GEO_REFORM_DATE: '2027-01-01T12:00:00Z' }, ROOT);
    expect(config.geoReformDate).toEqual(new Date('2027-01-01T12:00:00Z'));
  });

  it('names every variable at fault in one error', () => {
    const load = () =>
      loadConfig(
        {
          PORT: 'eighty',
          DATABASE_URL: 'mysql://x',
          SEED: 'lots',
          ADMIN_EMAIL: 'owner@shop.dz',
          GEO_REFORM_DATE: 'soon',
          LOG_LEVEL: 'loud',
          GRAPHIQL: 'maybe',
        },
        ROOT,
      );
    expect(load).toThrow(ConfigError);
    try {
      load();
    } catch (error) {
      const names = (error as ConfigError).problems.map((p) => p.split(' ')[0]);
      expect(names).toEqual([
        'PORT',
        'DATABASE_URL',
        'SEED',
        'ADMIN_EMAIL',
        'GEO_REFORM_DATE',
        'LOG_LEVEL',
        'GRAPHIQL',
      ]);
    }
  });

  it('rejects a bad admin e-mail or a short admin password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'short' }, ROOT)).toThrow(
      /ADMIN_EMAIL must be an e-mail address[\s\S]*ADMIN_PASSWORD must have at least 8 characters/,
    );
  });

  it('stores uploads under MEDIA_DIR when given', () => {
    expect(loadConfig({ MEDIA_DIR: '/var/lib/tijara/media' }, ROOT).media).toEqual({
      kind: 'local',
      dir: '/var/lib/tijara/media',
    });
  });

  it('uses S3-compatible storage when S3_BUCKET is set, with every S3 variable', () => {
    const media = loadConfig(
      {
        S3_BUCKET: 'tijara-media',
        S3_ENDPOINT: 'https://s3.gra.io.cloud.ovh.net/',
        S3_REGION: 'gra',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: ' secret with spaces ',
        S3_FORCE_PATH_STYLE: 'false',
      },
      ROOT,
    ).media;
    expect(media).toEqual({
      kind: 's3',
      bucket: 'tijara-media',
      endpoint: 'https://s3.gra.io.cloud.ovh.net',
      region: 'gra',
      accessKeyId: 'AKIA',
      secretAccessKey: ' secret with spaces ',
      forcePathStyle: false,
    });
  });

  it('names the S3 variables missing beside S3_BUCKET, and a bad endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }, ROOT)).toThrow(
      /S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY must be set too[\s\S]*S3_ENDPOINT must be an http\(s\) origin/,
    );
  });

  it('bounds DEMO_PRODUCTS and CATALOGUE_POLL_MS', () => {
    expect(loadConfig({ DEMO_PRODUCTS: '60', CATALOGUE_POLL_MS: '500' }, ROOT)).toMatchObject({
      demoProducts: 60,
      cataloguePollMs: 500,
    });
    expect(() => loadConfig({ DEMO_PRODUCTS: '-1' }, ROOT)).toThrow(/DEMO_PRODUCTS must be a whole number/);
    expect(() => loadConfig({ CATALOGUE_POLL_MS: '10' }, ROOT)).toThrow(/CATALOGUE_POLL_MS/);
  });
});
