/**
 * A real S3-compatible server for tests: s3rver (S3's REST API, XML errors, objects and their
 * metadata as files under `dir`) on loopback. Start it again on the same port and folder and it serves
 * what it held: a restart. It checks the access key id but not the SigV4 signature itself; signing is
 * the AWS SDK's job and is tested there.
 */
import S3rver from 's3rver';
import type { S3Config } from '../../src/modules/media';

/** s3rver's built-in account. */
export const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface TestS3Server {
  readonly port: number;
  readonly endpoint: string;
  /** The storage configuration of `bucket` on this server. */
  config(bucket: string): S3Config;
  stop(): Promise<void>;
}

export interface TestS3Options {
  /** Where the objects live; reuse it (with `port`) to restart on the same data. */
  readonly dir: string;
  readonly buckets: readonly string[];
  /** 0 (any free port) unless restarting. */
  readonly port?: number;
}

export async function startS3Server({ dir, buckets, port = 0 }: TestS3Options): Promise<TestS3Server> {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  return {
    port: address.port,
    endpoint,
    config: (bucket) => ({
      kind: 's3',
      endpoint,
      region: 'eu-west-3',
      bucket,
      ...S3RVER_KEYS,
      forcePathStyle: true,
    }),
    stop: () => server.close(),
  };
}
