import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import { startS3Server } from '../../../test/helpers/s3-server';
import type { TestS3Server } from '../../../test/helpers/s3-server';
import { S3Storage } from './s3-storage';
import type { S3Config } from './s3-storage';

const BUCKET = 'tijara-media';
const key = 'products/7/0123456789abcdef0123456789abcdef/original.webp';
const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);

let dir: string;
let s3: TestS3Server;
let config: S3Config;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tijara-s3-'));
  s3 = await startS3Server({ dir, buckets: [BUCKET] });
  config = s3.config(BUCKET);
});
afterAll(async () => {
  await s3.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('S3Storage against a real S3-compatible server', () => {
  it('puts an object and gets it back as a stream, with its type and size', async () => {
    const storage = new S3Storage(config);
    await storage.put(key, bytes, 'image/webp');
    const object = await storage.get(key);
    expect(object && { contentType: object.contentType, size: object.size }).toEqual({
      contentType: 'image/webp',
      size: bytes.length,
    });
    expect(object?.body).toBeInstanceOf(Readable);
    expect(await buffer(object?.body ?? Readable.from([]))).toEqual(bytes);
  });

  it('answers null for a missing object, as the local disk does', async () => {
    await expect(new S3Storage(config).get('products/7/none/original.webp')).resolves.toBeNull();
  });

  it('deletes objects, missing ones included', async () => {
    const storage = new S3Storage(config);
    await storage.put('a/b.webp', bytes, 'image/webp');
    await storage.delete(['a/b.webp', 'a/missing.webp']);
    await expect(storage.get('a/b.webp')).resolves.toBeNull();
  });

  it('throws with the method, key, status and S3 code when refused, never with the secret', async () => {
    const secret = 'test-secret/do-not-leak+0123456789';
    const stranger = new S3Storage({ ...config, accessKeyId: 'AKIDUNKNOWN', secretAccessKey: secret });
    await expect(stranger.put(key, bytes, 'image/webp')).rejects.toThrow(
      `S3 PUT ${key} failed: HTTP 403 InvalidAccessKeyId`,
    );
    const error = (await stranger.get(key).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(`S3 GET ${key} failed: HTTP 403 InvalidAccessKeyId`);
    expect(`${error.message}${error.stack ?? ''}`).not.toContain(secret);
  });

  it('treats a missing bucket as an error, not as a missing object', async () => {
    const storage = new S3Storage({ ...config, bucket: 'other-bucket' });
    await expect(storage.get(key)).rejects.toThrow(`S3 GET ${key} failed: HTTP 404 NoSuchBucket`);
    await expect(storage.delete([key])).rejects.toThrow('HTTP 404 NoSuchBucket');
  });

  it('names the network failure when the store is unreachable', async () => {
    const storage = new S3Storage({ ...config, endpoint: 'http://127.0.0.1:9' });
    await expect(storage.get(key)).rejects.toThrow(new RegExp(`^S3 GET ${key} failed: .*ECONNREFUSED`));
  });

  it('refuses keys that could leave the bucket before sending anything', async () => {
    await expect(new S3Storage(config).get('../etc/passwd')).rejects.toThrow('Invalid media key');
  });
});

/** What the client would send, answered 200 without a network. */
function capture(): { sent: { hostname: string; path: string; headers: Record<string, string> }[] } & {
  handler: S3ClientConfig['requestHandler'];
} {
  const sent: { hostname: string; path: string; headers: Record<string, string> }[] = [];
  const handler = {
    handle: (request: { hostname: string; path: string; headers: Record<string, string> }) => {
      sent.push({ hostname: request.hostname, path: request.path, headers: { ...request.headers } });
      return Promise.resolve({ response: { statusCode: 200, headers: {}, body: Readable.from([]) } });
    },
  };
  return { sent, handler: handler as unknown as S3ClientConfig['requestHandler'] };
}

describe('S3Storage addressing and signing', () => {
  const ovh: S3Config = {
    kind: 's3',
    endpoint: 'https://s3.gra.io.cloud.ovh.net',
    region: 'gra',
    bucket: 'shop',
    accessKeyId: 'AKIDOVH',
    secretAccessKey: 'ovh-secret',
    forcePathStyle: true,
  };

  it('puts the bucket in the path when forcePathStyle is set', async () => {
    const { sent, handler } = capture();
    await new S3Storage(ovh, { requestHandler: handler }).put('a/b.webp', bytes, 'image/webp');
    expect(sent.map(({ hostname, path }) => `${hostname}${path}`)).toEqual([
      's3.gra.io.cloud.ovh.net/shop/a/b.webp',
    ]);
  });

  it('puts the bucket in the host otherwise (virtual-hosted style)', async () => {
    const { sent, handler } = capture();
    await new S3Storage({ ...ovh, forcePathStyle: false }, { requestHandler: handler }).delete(['a/b.webp']);
    expect(sent.map(({ hostname, path }) => `${hostname}${path}`)).toEqual([
      'shop.s3.gra.io.cloud.ovh.net/a/b.webp',
    ]);
  });

  it('signs the payload for the configured region and key, sends the type, adds no checksum stores refuse', async () => {
    const { sent, handler } = capture();
    await new S3Storage(ovh, { requestHandler: handler }).put('a/b.webp', bytes, 'image/webp');
    const headers = sent[0]?.headers ?? {};
    expect(headers['authorization']).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDOVH\/\d{8}\/gra\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/,
    );
    expect({ type: headers['content-type'], length: headers['content-length'] }).toEqual({
      type: 'image/webp',
      length: String(bytes.length),
    });
    // With no CRC32 header, the signed SHA-256 of the payload is what protects the bytes.
    expect(headers['x-amz-content-sha256']).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(Object.keys(headers).filter((name) => name.includes('checksum'))).toEqual([]);
    expect(JSON.stringify(headers)).not.toContain('ovh-secret');
  });
});
