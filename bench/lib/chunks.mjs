// Finds the built chunk that holds a source module, through the chunks' source maps (chunk
// names change when rollup merges small chunks). Used by the bench and scripts/check-size.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const CHUNKS = fileURLToPath(new URL('../../dist/esm/chunks/', import.meta.url));

/** File name (in `dir`) of the chunk whose source map lists a source ending in `source`. */
export function chunkFileHolding(source, dir = CHUNKS) {
  const file = readdirSync(dir).find(
    (name) => name.endsWith('.js') && JSON.parse(readFileSync(join(dir, `${name}.map`), 'utf8')).sources.some((path) => path.endsWith(source)),
  );
  if (!file) throw new Error(`no chunk in dist/esm/chunks holds ${source}`);
  return file;
}

/** URL path (/dist/esm/chunks/...) of the chunk that holds `source`. */
export function chunkHolding(source) {
  return `/dist/esm/chunks/${chunkFileHolding(source)}`;
}
