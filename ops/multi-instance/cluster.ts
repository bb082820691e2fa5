/**
 * Several instances of the shop on one machine, as production runs them on several: one PostgreSQL,
 * the migration command run once (migrations, SEED=demo, the admin account, the storefront token),
 * N built servers on loopback with MIGRATE=false and TRUST_PROXY=loopback, and nginx in front. Used by
 * multi-instance.test.ts and by the bench's ops group. `stop()` ends everything it started, whatever
 * state each piece is in, and removes the folder.
 */
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { ServerInstance } from './instance';
import { startNginx } from './nginx';
import type { Nginx } from './nginx';
import { startPostgres } from './postgres';
import type { Postgres } from './postgres';
import { freePort, startChild, waitFor } from './processes';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** The demo shop's storefront token (SHOP_TOKEN): REST checkouts carry it as a bearer token. */
export const SHOP_TOKEN = 'multi-instance-storefront-token-0123456789';
/** The admin the migration command writes (every permission, every shop). */
export const ADMIN = { email: 'ops@tijara.test', password: 'multi-instance admin passphrase' };

export interface ClusterOptions {
  readonly instances: number;
  /** DEMO_PRODUCTS of the seed. */
  readonly demoProducts: number;
  /** false: fsync off (tests); true: PostgreSQL's defaults (the bench). */
  readonly durable: boolean;
  /** More variables for every instance (and the migration command). */
  readonly env?: Readonly<Record<string, string>>;
}

export interface Cluster {
  readonly postgres: Postgres;
  readonly instances: readonly ServerInstance[];
  /** nginx in front of every instance. */
  readonly nginx: Nginx;
  /** Another nginx in front of some of the instances (the bench compares one and two). */
  front(instances: readonly ServerInstance[]): Promise<Nginx>;
  /** Resolves once nginx sends requests to `instance` again (after a restart: its fail_timeout). */
  waitServedBy(instance: ServerInstance, nginx?: Nginx): Promise<void>;
  stop(): Promise<void>;
}

/** server/dist is what runs: built by server/scripts/ensure-built.mjs when a part is missing. */
function ensureServerBuilt(): void {
  const entries = ['server/dist/main.js', 'server/dist/migrate.js'];
  if (entries.every((entry) => existsSync(path.join(REPO_ROOT, entry)))) return;
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'server/scripts/ensure-built.mjs'), '--server-only'], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
  });
}

function instanceEnv(dir: string, databaseUrl: string, options: ClusterOptions): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    TRUST_PROXY: 'loopback',
    SHOP_TOKEN,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED: 'demo',
    DEMO_PRODUCTS: String(options.demoProducts),
    // Every request comes from 127.0.0.1: the per-address limit would refuse most of a load.
    PUBLIC_WRITE_LIMIT_PER_MINUTE: '1000000',
    // One folder for every instance's uploads, as a shared volume or a bucket would be.
    DATA_DIR: path.join(dir, 'data'),
    ...options.env,
  };
}

async function migrate(env: NodeJS.ProcessEnv): Promise<void> {
  const child = startChild(process.execPath, [path.join(REPO_ROOT, 'server/dist/migrate.js')], {
    cwd: REPO_ROOT,
    env,
  });
  const code = await child.exit;
  if (code !== 0) throw new Error(`The migration command exited with ${code}:\n${child.output()}`);
}

/** The instance that answered, as nginx's X-Upstream names it (the last one tried). */
function answeredBy(response: Response): string | undefined {
  return response.headers.get('x-upstream')?.split(',').pop()?.trim();
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  ensureServerBuilt();
  const dir = mkdtempSync(path.join(tmpdir(), 'tijara-multi-'));
  // As root, PostgreSQL runs as the postgres user, which must be able to enter the folder.
  chmodSync(dir, 0o755);
  const started: { stop(): Promise<unknown> }[] = [];
  const stop = async () => {
    // Last started, first stopped: nginx, then the instances, then PostgreSQL.
    const errors: unknown[] = [];
    for (const piece of started.reverse()) await piece.stop().catch((error: unknown) => errors.push(error));
    rmSync(dir, { recursive: true, force: true });
    if (errors.length > 0) throw new AggregateError(errors, 'The cluster did not stop cleanly');
  };
  try {
    const postgres = await startPostgres(path.join(dir, 'postgres'), { durable: options.durable });
    started.push(postgres);
    const env = instanceEnv(dir, postgres.url, options);
    await migrate(env);
    const instances: ServerInstance[] = [];
    for (let index = 0; index < options.instances; index++) {
      const name = String.fromCharCode(65 + index);
      instances.push(new ServerInstance({ name, port: await freePort(), repoRoot: REPO_ROOT, env }));
    }
    started.push({ stop: () => Promise.all(instances.map((instance) => instance.terminate())) });
    await Promise.all(instances.map((instance) => instance.start()));
    const front = async (behind: readonly ServerInstance[]) => {
      const nginx = await startNginx(
        path.join(dir, `nginx-${started.length}`),
        behind.map((instance) => instance.address),
      );
      started.push(nginx);
      return nginx;
    };
    const nginx = await front(instances);
    return {
      postgres,
      instances,
      nginx,
      front,
      async waitServedBy(instance, through = nginx) {
        await waitFor(async () => answeredBy(await fetch(`${through.url}/healthz`)) === instance.address, {
          attempts: 400,
          everyMs: 25,
          failure: () => new Error(`nginx sends nothing to ${instance.name}:\n${through.output()}`),
        });
      },
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}
