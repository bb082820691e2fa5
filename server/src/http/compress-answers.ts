/**
 * Compresses answers on the fly (expressjs/compression) when the client accepts it: GraphQL and the
 * REST shims' JSON, the pages whose HTML is made per request, and any text file the build did not
 * precompress. Brotli when accepted (quality 4: near gzip's speed, smaller output), else gzip.
 * Answers already encoded (the PWAs' precompressed files), images and other types that do not
 * compress, and answers below the threshold go out as they are. A streamed answer (an export) still
 * streams: its route calls `res.flush()` after each part it wants on the wire, or the compressor holds
 * small parts until it has a block's worth.
 */
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this, compression saves less than it costs on a phone's CPU. */
export const COMPRESS_MIN_BYTES = 1024;

export function compressAnswers(): RequestHandler {
  return compression({ threshold: COMPRESS_MIN_BYTES });
}
