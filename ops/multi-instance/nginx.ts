/**
 * nginx (the Debian package's binary) in front of the instances: one foreground process with its
 * configuration, certificate, logs and pid in a folder of its own, listening on two free loopback
 * ports (http and https with a self-signed certificate for 127.0.0.1, made by the openssl command).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { nginxConfig } from './nginx-config';
import { freePort, startChild, waitFor } from './processes';
import type { Child } from './processes';

export const NGINX_BINARY = process.env.NGINX_BINARY ?? '/usr/sbin/nginx';

export interface Nginx {
  readonly url: string;
  readonly httpsUrl: string;
  /** The certificate (PEM) a TLS client must trust to reach `httpsUrl`. */
  readonly certificate: string;
  readonly pid: number | undefined;
  output(): string;
  stop(): Promise<void>;
}

function selfSignedCertificate(dir: string): { certificate: string; key: string; pem: string } {
  const certificate = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ],
    { stdio: 'pipe' },
  );
  return { certificate, key, pem: readFileSync(certificate, 'utf8') };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startNginx(dir: string, upstreams: readonly string[]): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  const tls = selfSignedCertificate(dir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ dir, httpPort, httpsPort, ...tls, upstreams }));
  const child: Child = startChild(NGINX_BINARY, ['-p', dir, '-c', file, '-e', path.join(dir, 'error.log')], {
    env: process.env,
  });
  const output = () => `${child.output()}\n(error log: ${path.join(dir, 'error.log')})`;
  try {
    await waitFor(async () => (await accepts(httpPort)) && accepts(httpsPort), {
      attempts: 200,
      everyMs: 50,
      hopeless: child.exited,
      failure: () => new Error(`nginx did not start:\n${output()}`),
    });
  } catch (error) {
    await child.stop('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${httpPort}`,
    httpsUrl: `https://127.0.0.1:${httpsPort}`,
    certificate: tls.pem,
    pid: child.process.pid,
    output,
    // SIGQUIT: nginx finishes the requests in flight, then exits.
    stop: () => child.stop('SIGQUIT', 10_000),
  };
}
