import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { objectUrl, S3Storage } from './s3-storage';
import type { S3Config } from './s3-storage';
import { canonicalRequest, sha256Hex, signature, stringToSign } from './sigv4';

const SECRET = 'test-secret/do-not-leak+0123456789';
const AUTH =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request,SignedHeaders=([a-z0-9;-]+),Signature=([0-9a-f]{64})$/;

/**
 * A small S3 lookalike: path-style `/bucket/key`, objects in a Map, and every request's Authorization
 * recomputed from what arrived on the wire (method, path, the headers it says it signed, the body's
 * hash), the way S3 checks it. A request that does not verify gets S3's 403 SignatureDoesNotMatch.
 */
class FakeS3 {
  readonly objects = new Map<string, { body: Buffer; contentType: string }>();
  verified = 0;
  private server: Server | undefined;

  constructor(private readonly bucket: string) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server?.close(() => resolve()));
  }

  private verify(req: IncomingMessage, body: Buffer): boolean {
    const match = AUTH.exec(req.headers.authorization ?? '');
    if (!match || match[1] !== 'AKIDTEST' || match[3] !== 'eu-west-3') return false;
    const names = (match[4] ?? '').split(';');
    if (!['host', 'x-amz-date', 'x-amz-content-sha256'].every((name) => names.includes(name))) return false;
    const payloadHash = String(req.headers['x-amz-content-sha256']);
    if (payloadHash !== sha256Hex(body)) return false;
    const date = String(req.headers['x-amz-date']);
    const now = new Date(
      date.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
    );
    const signed = Object.fromEntries(names.map((name) => [name, String(req.headers[name] ?? '')]));
    const request = {
      method: req.method ?? '',
      url: new URL(req.url ?? '/', `http://${req.headers.host}`),
      payloadHash,
    };
    const scope = { region: 'eu-west-3', service: 's3', now };
    return signature(SECRET, stringToSign(canonicalRequest(request, signed), scope), scope) === match[5];
  }

  private reply(res: ServerResponse, status: number, code?: string): void {
    res.writeHead(status, code ? { 'content-type': 'application/xml' } : {});
    res.end(code ? `<?xml version="1.0"?><Error><Code>${code}</Code><Message>x</Message></Error>` : '');
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await buffer(req);
    if (!this.verify(req, body)) return this.reply(res, 403, 'SignatureDoesNotMatch');
    this.verified += 1;
    const [, bucket = '', ...rest] = (req.url ?? '').split('/');
    if (bucket !== this.bucket) return this.reply(res, 404, 'NoSuchBucket');
    const key = rest.join('/');
    const stored = this.objects.get(key);
    if (req.method === 'PUT') {
      this.objects.set(key, { body, contentType: String(req.headers['content-type']) });
      return this.reply(res, 200);
    }
    if (req.method === 'DELETE') {
      this.objects.delete(key);
      return this.reply(res, 204);
    }
    if (!stored) return this.reply(res, 404, 'NoSuchKey');
    res.writeHead(200, { 'content-type': stored.contentType, 'content-length': stored.body.length });
    res.end(stored.body);
  }
}

let fake: FakeS3;
let config: S3Config;
beforeAll(async () => {
  fake = new FakeS3('tijara-media');
  config = {
    kind: 's3',
    endpoint: await fake.start(),
    region: 'eu-west-3',
    bucket: 'tijara-media',
    accessKeyId: 'AKIDTEST',
    secretAccessKey: SECRET,
    forcePathStyle: true,
  };
});
afterAll(() => fake.stop());

describe('S3Storage against an S3 lookalike that checks signatures', () => {
  const key = 'products/7/0123456789abcdef0123456789abcdef/original.webp';
  const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 0, 1, 2, 3, 255]);

  it('puts an object and gets it back with its type and size, every request signed', async () => {
    const storage = new S3Storage(config);
    const before = fake.verified;
    await storage.put(key, bytes, 'image/webp');
    const object = await storage.get(key);
    expect(object && { contentType: object.contentType, size: object.size }).toEqual({
      contentType: 'image/webp',
      size: bytes.length,
    });
    const chunks: Buffer[] = [];
    for await (const chunk of object?.body ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks)).toEqual(bytes);
    expect(fake.verified - before).toBe(2);
  });

  it('answers null for a missing object', async () => {
    await expect(new S3Storage(config).get('products/7/none/original.webp')).resolves.toBeNull();
  });

  it('deletes objects, missing ones included', async () => {
    const storage = new S3Storage(config);
    await storage.put('a/b.webp', bytes, 'image/webp');
    await storage.delete(['a/b.webp', 'a/missing.webp']);
    expect(fake.objects.has('a/b.webp')).toBe(false);
    await expect(storage.get('a/b.webp')).resolves.toBeNull();
  });

  it('throws with the status and S3 code when refused, never with the secret', async () => {
    const wrong = new S3Storage({ ...config, secretAccessKey: `${SECRET}-wrong` });
    const failure = wrong.put(key, bytes, 'image/webp');
    await expect(failure).rejects.toThrow(`S3 PUT ${key} failed: HTTP 403 SignatureDoesNotMatch`);
    const error = (await wrong.get(key).catch((e: unknown) => e)) as Error;
    expect(error.message).toBe(`S3 GET ${key} failed: HTTP 403 SignatureDoesNotMatch`);
    expect(`${error.message}${error.stack ?? ''}`).not.toContain(SECRET);
  });

  it('treats a missing bucket as an error, not as a missing object', async () => {
    const storage = new S3Storage({ ...config, bucket: 'other-bucket' });
    await expect(storage.get(key)).rejects.toThrow('HTTP 404 NoSuchBucket');
  });

  it('refuses keys that could leave the bucket before sending anything', async () => {
    await expect(new S3Storage(config).get('../etc/passwd')).rejects.toThrow('Invalid media key');
  });
});

describe('objectUrl', () => {
  const base = { endpoint: 'https://s3.gra.io.cloud.ovh.net', bucket: 'shop' };

  it('puts the bucket in the path when forcePathStyle is set', () => {
    expect(objectUrl({ ...base, forcePathStyle: true }, 'a/b.webp').href).toBe(
      'https://s3.gra.io.cloud.ovh.net/shop/a/b.webp',
    );
  });

  it('puts the bucket in the host otherwise (virtual-hosted style)', () => {
    expect(objectUrl({ ...base, forcePathStyle: false }, 'a/b.webp').href).toBe(
      'https://shop.s3.gra.io.cloud.ovh.net/a/b.webp',
    );
  });
});
