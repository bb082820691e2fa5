/**
 * Every answer compressed for a browser that accepts it: the PWAs' files from their build-time
 * brotli and gzip copies (made by the real clients/shared/build/precompress.mjs), the storefront's
 * page and API answers on the fly; plain for a client that does not accept it; images never; a
 * streamed answer still streams.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { findRepoRoot } from '../src/config/repo-root';
import { compressAnswers } from '../src/http/compress-answers';
import { listen } from '../src/http/http-server';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

const HTML = 'text/html,application/xhtml+xml,*/*;q=0.8';
const BOTH = 'gzip, deflate, br';
const ASSET = '/assets/index-5c0ffee1.js';
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request whose answer is read as bytes on the wire: fetch would decompress it. */
function raw(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
}

/** A built storefront as Vite leaves it, then precompressed by the build's own script. */
function buildFixture(dir: string): string {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, 'icons'), { recursive: true });
  const script = Array.from(
    { length: 400 },
    (_, i) => `export const label${i} = "Produit numéro ${i}";`,
  ).join('\n');
  writeFileSync(path.join(dir, ASSET), script);
  const shell = `<!doctype html><html lang="fr"><head><title>Boutique</title></head><body>${'<p>Tijara</p>'.repeat(120)}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), shell);
  writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});\n`.repeat(60));
  const icons = [192, 512].map((size) => ({
    src: `icons/icon-${size}.png`,
    sizes: `${size}x${size}`,
    type: 'image/png',
  }));
  const manifest = {
    name: 'Tijara — Boutique',
    short_name: 'Tijara',
    start_url: '/',
    display: 'standalone',
    icons,
  };
  writeFileSync(path.join(dir, 'manifest.webmanifest'), JSON.stringify(manifest, null, 2));
  writeFileSync(path.join(dir, 'icons', 'icon.png'), PNG_BYTES);
  const precompress = path.join(findRepoRoot(), 'clients/shared/build/precompress.mjs');
  const run = spawnSync(process.execPath, [precompress, dir], { encoding: 'utf8' });
  expect(run.status).toBe(0);
  return script;
}

let fixtures: string;
let builtScript: string;
let server: TestApp;

beforeAll(async () => {
  fixtures = mkdtempSync(path.join(tmpdir(), 'tijara-compression-'));
  builtScript = buildFixture(path.join(fixtures, 'storefront'));
  server = await createTestApp({ env: { STOREFRONT_DIST: path.join(fixtures, 'storefront') } });
});
afterAll(async () => {
  await server.close();
  rmSync(fixtures, { recursive: true, force: true });
});

describe('the built PWA files', () => {
  it('sends the brotli copy of a hashed asset, whose bytes decompress to the built file', async () => {
    const answer = await raw(`${server.url}${ASSET}`, { 'accept-encoding': BOTH });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': expect.stringMatching(/^text\/javascript; charset=utf-8$/i),
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(answer.body.length),
    });
    expect(answer.body.equals(readFileSync(path.join(fixtures, 'storefront', `${ASSET}.br`)))).toBe(true);
    expect(brotliDecompressSync(answer.body).toString()).toBe(builtScript);
    expect(answer.body.length).toBeLessThan(builtScript.length / 4);
  });

  it('sends the gzip copy to a browser without brotli, and the file itself to one that takes neither', async () => {
    const gzip = await raw(`${server.url}${ASSET}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(gunzipSync(gzip.body).toString()).toBe(builtScript);

    const plain = await raw(`${server.url}${ASSET}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers).toMatchObject({
      vary: 'Accept-Encoding',
      'content-length': String(Buffer.byteLength(builtScript)),
    });
    expect(plain.body.toString()).toBe(builtScript);
  });

  it('keeps the service worker and the manifest revalidated when they go out compressed', async () => {
    for (const file of ['/sw.js', '/manifest.webmanifest']) {
      const answer = await raw(`${server.url}${file}`, { 'accept-encoding': BOTH });
      expect([file, answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual([
        file,
        'br',
        'no-cache',
      ]);
    }
  });

  it('sends images as they are', async () => {
    const answer = await raw(`${server.url}/icons/icon.png`, { 'accept-encoding': BOTH });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(PNG_BYTES)).toBe(true);
  });
});

describe('answers made per request', () => {
  it('compresses the storefront page (its shop meta is added per request) and keeps its headers', async () => {
    const compressed = await raw(`${server.url}/`, { accept: HTML, 'accept-encoding': BOTH });
    const plain = await raw(`${server.url}/`, { accept: HTML });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(compressed)).toBe(plain.body.toString());
    expect(decoded(compressed)).toContain('<meta name="shop-uuid"');
    for (const header of ['content-security-policy', 'cache-control', 'x-content-type-options']) {
      expect([header, compressed.headers[header]]).toEqual([header, plain.headers[header]]);
    }
  });

  it('compresses a GraphQL answer, and leaves it plain for a client that does not ask', async () => {
    const query = JSON.stringify({ query: '{ wilayas(deliverableOnly: false) { id code name } }' });
    const post = (headers: Record<string, string>) =>
      raw(`${server.url}/graphql`, { 'content-type': 'application/json', ...headers }, 'POST', query);
    const gzip = await post({ 'accept-encoding': 'gzip' });
    const plain = await post({});
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const body = JSON.parse(decoded(gzip)) as { data: { wilayas: unknown[] } };
    expect(body.data.wilayas.length).toBeGreaterThanOrEqual(58);
    expect(decoded(gzip)).toBe(plain.body.toString());
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
  });

  it('compresses a REST shim answer', async () => {
    const answer = await raw(`${server.url}/public/utilis/api/commune/wilaya/16`, {
      'accept-encoding': BOTH,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(answer))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expect.any(Number) })]),
    );
  });

  it('leaves a small answer plain: below the threshold compression costs more than it saves', async () => {
    const answer = await raw(`${server.url}/healthz`, { 'accept-encoding': BOTH });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toEqual({ status: 'ok' });
  });
});

it('streams a compressed answer: the first part arrives before the last is written', async () => {
  let firstPartArrived: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (firstPartArrived = resolve));
  const app = express();
  app.use(compressAnswers());
  app.get('/export.csv', (_req, res) => {
    res.type('text/csv');
    res.write(`${'order;total\n'.repeat(2_000)}`);
    // Written parts go out as they come: the stream does not wait for the end.
    (res as unknown as { flush: () => void }).flush();
    void arrived.then(() => res.end('last;line\n'));
  });
  const http = await listen(app, 0, '127.0.0.1');
  try {
    const text = await new Promise<string>((resolve, reject) => {
      const req = request(
        `http://127.0.0.1:${http.port}/export.csv`,
        { headers: { 'accept-encoding': 'gzip' } },
        (res) => {
          expect(res.headers['content-encoding']).toBe('gzip');
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => {
            chunks.push(chunk);
            firstPartArrived();
          });
          res.on('end', () => resolve(gunzipSync(Buffer.concat(chunks)).toString()));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(text.endsWith('last;line\n')).toBe(true);
    expect(text.split('\n')).toHaveLength(2_002);
  } finally {
    await http.close(1000);
  }
});
