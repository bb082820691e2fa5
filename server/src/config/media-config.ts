/**
 * Where uploads go: the local disk under DATA_DIR/media by default, or S3-compatible object storage
 * when S3_BUCKET is set (then S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are
 * required too; S3_FORCE_PATH_STYLE defaults to true, which MinIO and most non-AWS stores need).
 */
import path from 'node:path';

export type MediaConfig =
  | { readonly kind: 'local'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly endpoint: string;
      readonly region: string;
      readonly bucket: string;
      readonly accessKeyId: string;
      readonly secretAccessKey: string;
      readonly forcePathStyle: boolean;
    };

export interface MediaEnvReader {
  raw(name: string): string | undefined;
  secret(name: string): string | undefined;
  flag(name: string, fallback: boolean): boolean;
  readonly problems: string[];
}

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

export function readMediaConfig(reader: MediaEnvReader, dataDir: string): MediaConfig {
  const bucket = reader.raw('S3_BUCKET');
  if (bucket === undefined) {
    const dir = reader.raw('MEDIA_DIR');
    return { kind: 'local', dir: dir === undefined ? path.join(dataDir, 'media') : path.resolve(dir) };
  }
  const missing = S3_REQUIRED.filter((name) => reader.secret(name) === undefined);
  if (missing.length > 0) reader.problems.push(`S3_BUCKET is set, so ${missing.join(', ')} must be set too`);
  const endpoint = reader.raw('S3_ENDPOINT') ?? '';
  if (endpoint !== '' && !/^https?:\/\/[^/]+\/?$/.test(endpoint)) {
    reader.problems.push('S3_ENDPOINT must be an http(s) origin, like https://s3.gra.io.cloud.ovh.net');
  }
  return {
    kind: 's3',
    endpoint: endpoint.replace(/\/$/, ''),
    region: reader.raw('S3_REGION') ?? '',
    bucket,
    accessKeyId: reader.secret('S3_ACCESS_KEY_ID') ?? '',
    secretAccessKey: reader.secret('S3_SECRET_ACCESS_KEY') ?? '',
    forcePathStyle: reader.flag('S3_FORCE_PATH_STYLE', true),
  };
}
