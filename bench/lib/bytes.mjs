// Byte counts of the scripts a page fetched. The demo server sends files uncompressed, so next to
// what crossed the wire we give the gzip -9 size of the same files (how check-size and a CDN
// count them).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { ROOT, SITE_DIR } from './build.mjs';

const gzipCache = new Map();

/** The file a served URL path comes from: /dist/... from dist/, anything else from the bench site. */
function fileOf(pathname) {
  return pathname.startsWith('/dist/') ? join(ROOT, pathname) : join(SITE_DIR, pathname);
}

export function gzipBytesOf(pathname) {
  if (!gzipCache.has(pathname)) gzipCache.set(pathname, gzipSync(readFileSync(fileOf(pathname)), { level: 9 }).length);
  return gzipCache.get(pathname);
}

/**
 * Sums resource-timing entries ({ name, transferSize, encodedBodySize }) of JavaScript files.
 * @returns {{ files: number, wireBytes: number, bodyBytes: number, gzipBytes: number, fromCache: number, paths: string[] }}
 */
export function scriptBytes(entries) {
  const scripts = entries.filter((entry) => /\.m?js$/.test(new URL(entry.name).pathname));
  const paths = scripts.map((entry) => new URL(entry.name).pathname);
  return {
    files: scripts.length,
    wireBytes: scripts.reduce((sum, entry) => sum + entry.transferSize, 0),
    bodyBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    gzipBytes: paths.reduce((sum, path) => sum + gzipBytesOf(path), 0),
    fromCache: scripts.filter((entry) => entry.transferSize === 0).length,
    paths,
  };
}
