// Measures the gzip size of each budget's module graph in dist/esm and fails when one is over.
// A graph is an entry plus every chunk it imports statically; `dynamic:<name>` starts from the
// chunk that holds the source module <name> (a dynamically imported module), found through the
// chunk's source map, since chunk names change when rollup merges small chunks.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, dirname, normalize } from 'node:path';
import { budgets } from '../bench/budgets.mjs';
import { chunkFileHolding } from '../bench/lib/chunks.mjs';
import { kb } from '../bench/lib/report.mjs';

const root = 'dist/esm';
if (!existsSync(root)) {
  console.error('dist/esm is missing: run the build first.');
  process.exit(1);
}

const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+)["']/g;

function resolveStart(name) {
  return name.startsWith('dynamic:') ? `chunks/${chunkFileHolding(name.slice('dynamic:'.length), join(root, 'chunks'))}` : name;
}

function graphOf(entries) {
  const seen = new Set();
  const queue = entries.map(resolveStart);
  while (queue.length) {
    const file = normalize(queue.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(root, file), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) queue.push(join(dirname(file), spec));
  }
  return seen;
}

const gzipOf = (file) => gzipSync(readFileSync(join(root, file)), { level: 9 }).length;

let failed = false;
for (const budget of budgets) {
  const files = graphOf(budget.entries);
  for (const file of budget.subtract ? graphOf(budget.subtract) : []) files.delete(file);
  const total = [...files].reduce((sum, file) => sum + gzipOf(file), 0);
  const over = total > budget.maxGzipBytes;
  const leaks = (budget.forbidden ?? []).filter((pkg) =>
    [...files].some((file) => readFileSync(join(root, file.replace(/\.js$/, '.js.map')), 'utf8').includes(`node_modules/${pkg}/`)),
  );
  failed ||= over || leaks.length > 0;
  console.log(`${over || leaks.length ? 'OVER' : 'ok  '}  ${budget.name}: ${kb(total)} gzip of ${kb(budget.maxGzipBytes)} budget (${files.size} files)`);
  for (const file of [...files].sort()) console.log(`        ${kb(gzipOf(file)).padStart(9)}  ${file}`);
  if (leaks.length) console.log(`        must not contain: ${leaks.join(', ')}`);
}
const iife = 'dist/mkt-member-elements.iife.js';
if (existsSync(iife)) console.log(`info  IIFE for CMS pages: ${kb(gzipSync(readFileSync(iife), { level: 9 }).length)} gzip`);
process.exit(failed ? 1 : 0);
