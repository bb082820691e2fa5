/**
 * ops/compose.yaml and the nginx in front of it, checked without a container daemon: the file against
 * the Compose specification schema, the properties the deployment relies on (pinned images, the
 * servers started with MIGRATE=false after the migration succeeded, secrets only in git-ignored env
 * files), and ops/nginx/tijara.conf through `nginx -t` (Debian's nginx) with both upstreams named.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { composeValidator } from './compose-schema';

interface Service {
  readonly image?: string;
  readonly build?: unknown;
  readonly command?: readonly string[];
  readonly environment?: Readonly<Record<string, string>>;
  readonly env_file?: readonly string[];
  readonly depends_on?: Readonly<Record<string, { condition: string }>>;
  readonly healthcheck?: { test?: readonly string[]; disable?: boolean };
  readonly volumes?: readonly string[];
  readonly read_only?: boolean;
  readonly tmpfs?: readonly string[];
  readonly init?: boolean;
}

const composeText = readFileSync(path.join(__dirname, 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true }) as { services: Record<string, Service> };
const services = Object.entries(compose.services);
const nginxConf = readFileSync(path.join(__dirname, 'nginx/tijara.conf'), 'utf8');
/** Variables whose values are secrets: they may only come from the env files. */
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|DATABASE_URL/;

/** The long-running Tijara servers: the built image, started with its default command. */
const servers = services.filter(([, service]) => service.image === 'tijara:local' && !service.command);

function upstreamServers(conf: string): string[] {
  const block = /upstream tijara \{([^}]*)\}/.exec(conf)?.[1] ?? '';
  return [...block.matchAll(/^\s*server ([\w.-]+):(\d+)/gm)].map(([, host, port]) => `${host}:${port}`);
}

it('follows the Compose specification schema', () => {
  expect(composeValidator()(compose)).toEqual([]);
});

it('pins every image it pulls to a version, and builds its own', () => {
  for (const [name, service] of services) {
    const image = service.image ?? '';
    const tag = /:([^:/]+)$/.exec(image)?.[1];
    const built = services.some(([, other]) => other.image === image && other.build !== undefined);
    expect({ name, tag }).toEqual({ name, tag: built ? 'local' : expect.stringMatching(/\d/) });
  }
  expect(compose.services.postgres?.image).toMatch(/^postgres:18-/);
});

it('starts two servers with MIGRATE=false once the one-shot migration has succeeded', () => {
  expect(servers.map(([name]) => name)).toEqual(['server-1', 'server-2']);
  const migrate = compose.services.migrate;
  expect(migrate?.command).toEqual(['node', 'server/dist/migrate.js']);
  expect(migrate?.depends_on?.postgres?.condition).toBe('service_healthy');
  for (const [, server] of servers) {
    expect(server.environment?.MIGRATE).toBe('false');
    expect(server.environment?.TRUST_PROXY).toBe('1');
    expect(server.depends_on?.migrate?.condition).toBe('service_completed_successfully');
    expect(server).toMatchObject({ read_only: true, tmpfs: ['/tmp'], init: true });
  }
  expect(compose.services.postgres?.healthcheck?.test?.join(' ')).toContain('pg_isready');
  expect(compose.services.postgres?.volumes).toEqual(['postgres-data:/var/lib/postgresql']);
});

it('keeps secrets in git-ignored env files with empty templates, never in the compose file', () => {
  expect(composeText).not.toMatch(/\$\{[^}]*:?-/);
  for (const [name, service] of services) {
    const inline = Object.keys(service.environment ?? {}).filter((key) => SECRET_NAME.test(key));
    expect({ name, inline }).toEqual({ name, inline: [] });
  }
  const envFiles = new Set(services.flatMap(([, service]) => service.env_file ?? []));
  expect(readFileSync(path.join(__dirname, 'env/.gitignore'), 'utf8')).toMatch(/^\*\.env$/m);
  for (const envFile of envFiles) {
    expect(envFile).toMatch(/^env\/[a-z0-9]+\.env$/);
    const template = readFileSync(path.join(__dirname, `${envFile}.example`), 'utf8');
    const filled = [...template.matchAll(/^([A-Z0-9_]+)=(.+)$/gm)]
      .map(([, key]) => key ?? '')
      .filter((key) => SECRET_NAME.test(key));
    expect({ envFile, filled }).toEqual({ envFile, filled: [] });
  }
});

it('puts nginx in front of both servers, forwarding the scheme and never caching the PWAs updates', () => {
  expect(upstreamServers(nginxConf)).toEqual(servers.map(([name]) => `${name}:4000`));
  expect(compose.services.nginx?.depends_on).toEqual(
    Object.fromEntries(servers.map(([name]) => [name, { condition: 'service_healthy' }])),
  );
  expect(nginxConf).toContain('proxy_set_header X-Forwarded-Proto $scheme;');
  expect(nginxConf).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
  const locations = [...nginxConf.matchAll(/location ([^{]+)\{([^}]*)\}/g)];
  for (const file of ['sw\\.js$', '.webmanifest$']) {
    const body = locations.find(([, matcher]) => matcher?.includes(file))?.[2];
    expect({ file, body }).toEqual({ file, body: expect.stringContaining('proxy_cache off;') });
  }
});

it('passes `nginx -t` with its certificate and upstreams in place', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tijara-nginx-'));
  try {
    const cert = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost'],
      ...['-keyout', path.join(dir, 'tls.key'), '-out', path.join(dir, 'tls.crt')],
    ]);
    expect(cert.status).toBe(0);
    // Only what exists in compose alone moves: the replicas' names, the certificate and cache folders.
    const local = upstreamServers(nginxConf)
      .reduce((conf, server, index) => conf.replace(server, `127.0.0.1:${4000 + index}`), nginxConf)
      .replaceAll('/etc/nginx/certs/', `${dir}/`)
      .replaceAll('/var/cache/nginx/', `${dir}/cache/`);
    writeFileSync(path.join(dir, 'tijara.conf'), local);
    mkdirSync(path.join(dir, 'cache'));
    const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
      .map((kind) => `${kind}_temp_path ${dir}/${kind};`)
      .join(' ');
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      `pid ${dir}/nginx.pid; events {} http { ${temp} include ${dir}/tijara.conf; }\n`,
    );
    const nginx = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
    const check = spawnSync(
      nginx,
      ['-t', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', `${dir}/error.log`],
      {
        encoding: 'utf8',
      },
    );
    if (check.error) throw new Error(`nginx (Debian's package) is needed here: ${check.error.message}`);
    expect(check.stderr).toContain('test is successful');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
