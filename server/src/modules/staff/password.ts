/**
 * Password hashing with node:crypto scrypt and a random salt per password. The encoding carries its
 * parameters (PHC string format), so they can be raised later without breaking stored hashes:
 *   $scrypt$ln=15,r=8,p=1$<salt base64>$<hash base64>
 */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

interface ScryptParams {
  /** log2 of the CPU/memory cost N. */
  readonly ln: number;
  readonly r: number;
  readonly p: number;
}

const DEFAULT_PARAMS: ScryptParams = { ln: 15, r: 8, p: 1 };
const SALT_BYTES = 16;
const KEY_BYTES = 32;

function scrypt(password: string, salt: Buffer, params: ScryptParams, keyLength: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r };
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string, params: ScryptParams = DEFAULT_PARAMS): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await scrypt(password, salt, params, KEY_BYTES);
  return `$scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

const ENCODED = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** False for a wrong password and for anything that is not a hash this module wrote. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const match = ENCODED.exec(encoded);
  if (!match) return false;
  const [, ln, r, p, salt = '', hash = ''] = match;
  const expected = Buffer.from(hash, 'base64');
  if (expected.length === 0) return false;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), params, expected.length);
  return timingSafeEqual(actual, expected);
}
