/**
 * MediaStorage on S3-compatible object storage (AWS, OVH, Scaleway, MinIO...) through the AWS SDK's
 * S3 client, which signs, retries and parses S3's errors. Path-style URLs (`endpoint/bucket/key`, what
 * MinIO and most non-AWS stores need) or virtual-hosted ones (`bucket.endpoint/key`) per
 * S3_FORCE_PATH_STYLE. Objects are private: the server proxies them under /media/, so no bucket policy
 * or public ACL is needed. Errors carry the method, key, status and S3 code, never a credential.
 */
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { MediaConfig } from '../../config/env';
import { assertMediaKey } from './media-storage';
import type { MediaStorage, StoredObject } from './media-storage';

export type S3Config = Extract<MediaConfig, { kind: 's3' }>;

export interface S3StorageOptions {
  /** Until S3 answers (headers for a GET, the whole upload for a PUT), retries included. */
  readonly timeoutMs?: number;
  /** Replaces the HTTP layer (tests look at what would be sent). */
  readonly requestHandler?: S3ClientConfig['requestHandler'];
}

const DEFAULT_TIMEOUT_MS = 30_000;
const CONNECT_TIMEOUT_MS = 5_000;

/** The SDK client for the configured store: its endpoint, region, addressing style and keys. */
export function createS3Client(config: S3Config, options: S3StorageOptions = {}): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // The SDK's default CRC32 checksums (since 3.729) are refused by several S3-compatible stores;
    // an upload is small and its bytes are already verified by the signed payload hash.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: options.requestHandler ?? { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
}

/** What an SDK failure says, for our message: `HTTP 403 AccessDenied`, or the network error. */
function describeFailure(error: unknown): { status: number | undefined; text: string } {
  if (!(error instanceof Error)) return { status: undefined, text: 'unknown error' };
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  if (status === undefined) return { status, text: error.message };
  // The SDK names a service error by S3's <Code>; a bodiless answer gets a generic name.
  const code = /^[A-Za-z0-9.]{1,100}$/.test(error.name) && error.name !== 'Error' ? ` ${error.name}` : '';
  return { status, text: `HTTP ${status}${code}` };
}

/** A missing key is an answer; a missing bucket is a misconfiguration, so it is never "not found". */
function isMissingObject(error: unknown): boolean {
  const { status } = describeFailure(error);
  return status === 404 && (error as Error).name !== 'NoSuchBucket';
}

export class S3Storage implements MediaStorage {
  private readonly client: S3Client;
  private readonly timeoutMs: number;

  constructor(
    private readonly config: S3Config,
    options: S3StorageOptions = {},
  ) {
    this.client = createS3Client(config, options);
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  /**
   * Sends one command; null when the object is missing. The deadline ends when the SDK answers: a
   * GET's body then streams at the visitor's pace, which a slow phone must not turn into a cut image.
   */
  private async send<T>(
    method: string,
    key: string,
    run: (abortSignal: AbortSignal) => Promise<T>,
  ): Promise<T | null> {
    const deadline = new AbortController();
    const timer = setTimeout(
      () => deadline.abort(new Error(`no answer in ${this.timeoutMs} ms`)),
      this.timeoutMs,
    );
    try {
      return await run(deadline.signal);
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw new Error(`S3 ${method} ${key} failed: ${describeFailure(error).text}`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const command = new PutObjectCommand({
      Bucket: this.config.bucket,
      Key: assertMediaKey(key),
      Body: body,
      ContentType: contentType,
      ContentLength: body.length,
    });
    const answer = await this.send('PUT', key, (abortSignal) => this.client.send(command, { abortSignal }));
    // A store answering 404 to a PUT has no bucket by that name, whatever its error code says.
    if (answer === null) throw new Error(`S3 PUT ${key} failed: HTTP 404`);
  }

  async get(key: string): Promise<StoredObject | null> {
    const command = new GetObjectCommand({ Bucket: this.config.bucket, Key: assertMediaKey(key) });
    const answer = await this.send('GET', key, (abortSignal) => this.client.send(command, { abortSignal }));
    if (answer === null) return null;
    const { Body: body, ContentLength: size, ContentType: contentType } = answer;
    if (!(body instanceof Readable) || size === undefined) {
      if (body instanceof Readable) body.destroy();
      throw new Error(`S3 GET ${key} failed: the answer has no streamable body or no length`);
    }
    return { body, contentType: contentType ?? 'application/octet-stream', size };
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One DeleteObject per key: the batch call needs a body checksum that not every store accepts
    // (some want Content-MD5, some CRC32), for the handful of objects an image has. S3 answers 204 for
    // a missing key and some compatible stores 404: both are done (send's null).
    await Promise.all(
      keys.map(async (key) => {
        const command = new DeleteObjectCommand({ Bucket: this.config.bucket, Key: assertMediaKey(key) });
        await this.send('DELETE', key, (abortSignal) => this.client.send(command, { abortSignal }));
      }),
    );
  }
}
