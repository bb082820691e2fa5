/**
 * Public listing answers kept as serialised JSON bodies, valid for the catalogue revision they were
 * built under (a write moves the revision after its commit, so the next request rebuilds). Each
 * answer carries a weak ETag derived from the revision and the cache key: a client presenting it in
 * If-None-Match gets 304 with no work at all. `Cache-Control: private, no-cache` because the bearer
 * token (the shop) and Accept-Language (the locale) decide the answer; `Vary` says so to caches.
 *
 * Clients accepting gzip (browsers) get the body compressed, once per entry and only when first
 * asked: a listing of 12 cards is about 120 KB of JSON and a tenth of it gzipped.
 *
 * Before this instance has read the shared revision once, its revision is 0 for every instance and
 * every start: the ETag then also names this process, so an answer from before a restart is never
 * confirmed by one made after it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Request, Response } from 'express';
import { RevisionCache } from '../storefront/revision-cache';
import type { CatalogueChanges } from '../catalogue-changes';

/**
 * Bounds of the body cache: entries and bytes. Room for every product page of the demo catalogue
 * (2,000 products) beside the listings: a shopper walking more pages than the cache holds, in a
 * cycle, would otherwise evict each page just before it is asked again.
 */
export const BODY_CACHE_ENTRIES = 10_000;
export const BODY_CACHE_BYTES = 64 * 1024 * 1024;

const gzipAsync = promisify(gzip);
/** Smaller bodies are sent as they are: compressing them saves less than it costs. */
export const GZIP_MIN_BYTES = 1024;

class CachedBody {
  private compressed: Promise<Buffer> | undefined;

  constructor(
    readonly body: Buffer,
    readonly headers: Readonly<Record<string, string>>,
  ) {}

  /** The body gzipped, computed on first use and kept with the entry. */
  gzipped(): Promise<Buffer> {
    this.compressed ??= gzipAsync(this.body);
    return this.compressed;
  }
}

export interface BuiltAnswer {
  readonly body: unknown;
  readonly headers?: Readonly<Record<string, string>>;
}

function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  // Weak comparison (RFC 9110 8.8.3.2): W/ prefixes do not count.
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

export class CachedJson {
  private readonly bodies = new RevisionCache<CachedBody>({
    maxEntries: BODY_CACHE_ENTRIES,
    maxWeight: BODY_CACHE_BYTES,
    // The gzipped copy, when made, is about a tenth more.
    weigh: (entry) => Math.ceil(entry.body.length * 1.1),
  });
  private readonly bootId = randomBytes(6).toString('base64url');

  constructor(private readonly catalogue: CatalogueChanges) {
    catalogue.onChange(() => this.bodies.clear());
  }

  private etag(revision: number, key: string): string {
    const digest = createHash('sha1').update(key).digest('base64url').slice(0, 22);
    return revision === 0 ? `W/"0.${this.bootId}.${digest}"` : `W/"${revision}.${digest}"`;
  }

  /** Answers `key` from the cache, else from `build` (stored); 304 when the client has it. */
  async send(req: Request, res: Response, key: string, build: () => Promise<BuiltAnswer>): Promise<void> {
    const revision = this.catalogue.revision;
    const etag = this.etag(revision, key);
    // Set only on answers: an error (404 for an unknown slug) must carry no validator.
    const validators = () => {
      res.setHeader('Cache-Control', 'private, no-cache');
      res.setHeader('Vary', 'Authorization, Accept-Language, Accept-Encoding');
      res.setHeader('ETag', etag);
    };
    if (noneMatch(req.get('if-none-match'), etag)) {
      validators();
      res.status(304).end();
      return;
    }
    const entry = await this.bodies.getOrBuild(key, revision, async () => {
      const built = await build();
      return new CachedBody(Buffer.from(JSON.stringify(built.body)), built.headers ?? {});
    });
    const compress = entry.body.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip') === 'gzip';
    const body = compress ? await entry.gzipped() : entry.body;
    validators();
    for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
    if (compress) res.setHeader('Content-Encoding', 'gzip');
    res.type('application/json').send(body);
  }
}
