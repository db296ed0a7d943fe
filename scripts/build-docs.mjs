// `npm run docs`: the documentation site into dist/docs/ (Eleventy, docs/site/eleventy.config.mjs),
// then its search index into dist/docs/pagefind/ (Pagefind), so search works with no outside
// service. Needs custom-elements.json (the build's `manifest` part), from which each element's page
// is made. The build runs it as its `docs` part; `npm start` serves the result at /docs/.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Eleventy from '@11ty/eleventy';
import * as pagefind from 'pagefind';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildDocs({ quiet = true } = {}) {
  process.chdir(root);
  rmSync('dist/docs', { recursive: true, force: true });
  const site = new Eleventy('docs/site', 'dist', { configPath: 'docs/site/eleventy.config.mjs', quietMode: quiet });
  await site.write();
  const { index, errors } = await pagefind.createIndex({});
  if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
  const added = await index.addDirectory({ path: 'dist/docs' });
  if (added.errors.length > 0 || added.page_count === 0) throw new Error(`Pagefind indexed ${added.page_count} pages: ${added.errors.join('; ')}`);
  const written = await index.writeFiles({ outputPath: 'dist/docs/pagefind' });
  if (written.errors.length > 0) throw new Error(`Pagefind: ${written.errors.join('; ')}`);
  await pagefind.close();
  return { pages: added.page_count };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const { pages } = await buildDocs({ quiet: !process.argv.includes('--verbose') });
  console.log(`docs: ${pages} pages in dist/docs/ (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
