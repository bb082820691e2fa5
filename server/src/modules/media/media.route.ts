/**
 * GET /media/<key>: uploaded files (product images and their variants), public, streamed from the
 * configured storage (disk or object storage, so a CDN in front needs no bucket access). Keys are
 * content-addressed, so an object never changes: a year-long immutable cache, a strong ETag derived
 * from the key alone, and 304 on a matching If-None-Match without touching storage. Keys outside
 * the media alphabet are 404 JSON, like missing objects.
 */
import { createHash } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import { NotFoundError } from '../../core/errors';
import { isMediaKey } from './media-storage';
import type { MediaStorage } from './media-storage';
import { route } from '../../rest/route';
import type { RestRoute } from '../../rest/route';

export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** Strong: the same key always names the same bytes. */
export function mediaEtag(key: string): string {
  return `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
}

/** If-None-Match is a list of tags or `*`; a weak tag (W/"...") matches its strong twin. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}

function keyOf(req: Request): string {
  const param: unknown = req.params['key'];
  return Array.isArray(param) ? param.join('/') : typeof param === 'string' ? param : '';
}

export function mediaRoutes({ storage }: { readonly storage: MediaStorage }): RestRoute[] {
  return [
    route('get', '/media/*key', { access: 'public' }, async (ctx, req, res) => {
      const key = keyOf(req);
      if (!isMediaKey(key)) throw new NotFoundError('Media', key);
      const etag = mediaEtag(key);
      res.setHeader('ETag', etag);
      res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (matchesIfNoneMatch(req.get('if-none-match'), etag)) {
        res.status(304).end();
        return;
      }
      const object = await storage.get(key);
      if (!object) {
        res.removeHeader('ETag');
        res.removeHeader('Cache-Control');
        throw new NotFoundError('Media', key);
      }
      res.setHeader('Content-Type', object.contentType);
      res.setHeader('Content-Length', String(object.size));
      if (req.method === 'HEAD') {
        object.body.destroy();
        res.end();
        return;
      }
      try {
        await pipeline(object.body, res);
      } catch (error) {
        // Headers are gone: all that is left is to drop the connection (pipeline did). A client
        // leaving mid-download is routine, not an error of ours.
        ctx.log.debug({ err: error, key }, 'Media response ended early');
      }
    }),
  ];
}
