// Finds the built chunk that holds a source module, through the chunks' source maps (chunk
// names change when rollup merges small chunks; scripts/check-size.mjs does the same).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './build.mjs';

const CHUNKS = join(ROOT, 'dist/esm/chunks');

/** URL path (/dist/esm/chunks/...) of the chunk whose source map lists a source ending in `source`. */
export function chunkHolding(source) {
  const file = readdirSync(CHUNKS).find(
    (name) => name.endsWith('.js') && JSON.parse(readFileSync(join(CHUNKS, `${name}.map`), 'utf8')).sources.some((path) => path.endsWith(source)),
  );
  if (!file) throw new Error(`no chunk in dist/esm/chunks holds ${source}`);
  return `/dist/esm/chunks/${file}`;
}
