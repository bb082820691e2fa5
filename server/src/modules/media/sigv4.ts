/**
 * AWS Signature Version 4 for S3-compatible stores, written out (node:crypto only) rather than
 * pulling the AWS SDK for three calls, in the signature's four steps: canonical request, string to
 * sign, a signing key derived per day, region and service, and the Authorization header (sigv4.test.ts
 * checks them against a published example). The payload is always hashed (no UNSIGNED-PAYLOAD), so
 * the store rejects a body altered on the way. The secret only ever enters an HMAC.
 */
import { createHash, createHmac } from 'node:crypto';

export interface SigV4Credentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export interface SigV4Request {
  readonly method: string;
  readonly url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (names in any case). */
  readonly headers?: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (of the empty string without one). */
  readonly payloadHash: string;
}

export interface SigV4Scope {
  readonly region: string;
  readonly service: string;
  readonly now: Date;
}

const ALGORITHM = 'AWS4-HMAC-SHA256';

export function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data).digest();
}

/** 20130524T000000Z */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 3986 percent-encoding: everything but A-Z a-z 0-9 - _ . ~ (encodeURIComponent leaves !'()*). */
export function uriEncode(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** S3 encodes each path segment once (no double encoding, unlike other services). */
function canonicalUri(url: URL): string {
  return url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams.entries()]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

/** The headers actually signed: lowercase names, trimmed values with inner runs of spaces collapsed. */
export function headersToSign(request: SigV4Request, now: Date): Record<string, string> {
  const headers: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': amzDate(now),
  };
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    headers[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ');
  }
  return headers;
}

export function canonicalRequest(request: SigV4Request, signed: Readonly<Record<string, string>>): string {
  const names = Object.keys(signed).sort();
  return [
    request.method.toUpperCase(),
    canonicalUri(request.url),
    canonicalQuery(request.url),
    names.map((name) => `${name}:${signed[name] ?? ''}\n`).join(''),
    names.join(';'),
    request.payloadHash,
  ].join('\n');
}

function credentialScope(scope: SigV4Scope): string {
  return `${amzDate(scope.now).slice(0, 8)}/${scope.region}/${scope.service}/aws4_request`;
}

export function stringToSign(canonical: string, scope: SigV4Scope): string {
  return [ALGORITHM, amzDate(scope.now), credentialScope(scope), sha256Hex(canonical)].join('\n');
}

export function signature(secretAccessKey: string, toSign: string, scope: SigV4Scope): string {
  const day = hmac(`AWS4${secretAccessKey}`, amzDate(scope.now).slice(0, 8));
  const key = hmac(hmac(hmac(day, scope.region), scope.service), 'aws4_request');
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/**
 * The headers to send with the request: the signed ones (host excepted: fetch sets it from the URL,
 * to the same value) and Authorization.
 */
export function signRequest(
  request: SigV4Request,
  credentials: SigV4Credentials,
  scope: SigV4Scope,
): Record<string, string> {
  const signed = headersToSign(request, scope.now);
  const canonical = canonicalRequest(request, signed);
  const proof = signature(credentials.secretAccessKey, stringToSign(canonical, scope), scope);
  const names = Object.keys(signed).sort().join(';');
  const { host: _host, ...headers } = signed;
  return {
    ...headers,
    authorization: `${ALGORITHM} Credential=${credentials.accessKeyId}/${credentialScope(scope)},SignedHeaders=${names},Signature=${proof}`,
  };
}
