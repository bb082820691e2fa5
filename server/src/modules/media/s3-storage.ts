/**
 * MediaStorage on S3-compatible object storage (AWS, OVH, Scaleway, MinIO...): PUT, GET and DELETE
 * of single objects over fetch, signed with SigV4 (sigv4.ts). Path-style URLs
 * (`endpoint/bucket/key`, what MinIO and most non-AWS stores need) or virtual-hosted ones
 * (`bucket.endpoint/key`) per S3_FORCE_PATH_STYLE. Objects are private: the server proxies them under
 * /media/, so no bucket policy or public ACL is needed. Errors carry the method, key and status,
 * never a credential.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { MediaConfig } from '../../config/env';
import { assertMediaKey } from './media-storage';
import type { MediaStorage, StoredObject } from './media-storage';
import { sha256Hex, signRequest } from './sigv4';

export type S3Config = Extract<MediaConfig, { kind: 's3' }>;

export interface S3StorageOptions {
  /** Per request; a store that hangs must not hold an upload forever. */
  readonly timeoutMs?: number;
  readonly now?: () => Date;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const EMPTY_HASH = sha256Hex('');

/** The object's URL, path-style or virtual-hosted. */
export function objectUrl(
  config: Pick<S3Config, 'endpoint' | 'bucket' | 'forcePathStyle'>,
  key: string,
): URL {
  const endpoint = new URL(config.endpoint);
  const path = assertMediaKey(key);
  if (config.forcePathStyle)
    return new URL(`${endpoint.origin}/${encodeURIComponent(config.bucket)}/${path}`);
  return new URL(`${endpoint.protocol}//${config.bucket}.${endpoint.host}/${path}`);
}

/** S3's error code from its XML body (`<Code>NoSuchBucket</Code>`), or ''. */
async function errorCodeOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  return /<Code>([A-Za-z0-9.]{1,100})<\/Code>/.exec(text)?.[1] ?? '';
}

export class S3Storage implements MediaStorage {
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(
    private readonly config: S3Config,
    options: S3StorageOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.now = options.now ?? (() => new Date());
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = objectUrl(this.config, key);
    const headers = signRequest(
      {
        method,
        url,
        headers: contentType === undefined ? {} : { 'content-type': contentType },
        payloadHash: body === undefined ? EMPTY_HASH : sha256Hex(body),
      },
      this.config,
      { region: this.config.region, service: 's3', now: this.now() },
    );
    try {
      // A copy typed as a plain ArrayBuffer view, which is what fetch's types take.
      const payload = body === undefined ? undefined : new Uint8Array(body);
      return await fetch(url, {
        method,
        headers,
        body: payload,
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new Error(
        `S3 ${method} ${key} failed: ${error instanceof Error ? error.message : 'network error'}`,
        {
          cause: error,
        },
      );
    }
  }

  private async fail(method: string, key: string, response: Response): Promise<never> {
    const code = await errorCodeOf(response);
    throw new Error(`S3 ${method} ${key} failed: HTTP ${response.status}${code === '' ? '' : ` ${code}`}`);
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const response = await this.send('PUT', key, body, contentType);
    if (!response.ok) await this.fail('PUT', key, response);
    await response.body?.cancel();
  }

  async get(key: string): Promise<StoredObject | null> {
    const response = await this.send('GET', key);
    if (response.status === 404) {
      // A missing key is an answer; a missing bucket is a misconfiguration.
      const code = await errorCodeOf(response);
      if (code !== 'NoSuchBucket') return null;
      throw new Error(`S3 GET ${key} failed: HTTP 404 ${code}`);
    }
    const length = response.headers.get('content-length');
    if (!response.ok || response.body === null || length === null) return this.fail('GET', key, response);
    return {
      body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      size: Number(length),
    };
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One DELETE per object: the batch call needs Content-MD5 and XML for a handful of keys.
    await Promise.all(
      keys.map(async (key) => {
        const response = await this.send('DELETE', key);
        // S3 answers 204 for a missing key too; some compatible stores answer 404.
        if (!response.ok && response.status !== 404) await this.fail('DELETE', key, response);
        await response.body?.cancel();
      }),
    );
  }
}
