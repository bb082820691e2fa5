/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of a built PWA, once at build
 * time, so the server sends the smallest answer without compressing on each request (the server's
 * static handler picks the copy the browser accepts). Run after `vite build`, when vite-plugin-pwa has
 * written the service worker too: a Vite plugin would run before that build and miss sw.js.
 *
 *   node clients/shared/build/precompress.mjs <dist folder>
 *
 * Images and fonts are compressed already and are left alone; so are source maps (rarely fetched,
 * and the server compresses them on the fly), and copies no smaller than their file.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = /\.(js|mjs|css|html|webmanifest|json|svg|txt|xml)$/i;
function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

export function precompress(distDir) {
  let original = 0;
  let brotli = 0;
  const written = [];
  for (const file of filesUnder(distDir)) {
    // A rebuild's stale copies would otherwise outlive the file they were made from.
    if (/\.(br|gz)$/.test(file)) rmSync(file);
  }
  for (const file of filesUnder(distDir)) {
    if (!TEXT_FILES.test(file)) continue;
    const content = readFileSync(file);
    const copies = {
      br: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [extension, bytes] of Object.entries(copies)) {
      if (bytes.length >= content.length) continue;
      writeFileSync(`${file}.${extension}`, bytes);
      written.push(`${file}.${extension}`);
    }
    original += content.length;
    brotli += copies.br.length;
  }
  return { written, original, brotli };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  const { written, original, brotli } = precompress(distDir);
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(
    `precompressed ${written.length} copies in ${path.relative(process.cwd(), distDir) || '.'}: ` +
      `${kib(original)} of text, ${kib(brotli)} as brotli`,
  );
}
