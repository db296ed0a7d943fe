// Makes what the benchmark serves: dist/ (its parts the demo serves, reused when unchanged) and the
// bench site in bench/.build/site (our bench pages, the two floors bundled with esbuild, Hanko's
// bundle). The site is the demo server's examples folder for the run; dist/ stays at /dist/.
import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildPackage } from '../../scripts/build.mjs';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SITE_DIR = join(ROOT, 'bench/.build/site');
const PAGES_DIR = join(ROOT, 'bench/pages');
/** Bundled at bench time (they import npm packages); every other page file is copied as is. */
const BUNDLED_PAGES = ['floor-lit.js', 'floor-react.js'];

/**
 * dist/ as a release builds it. The build reuses every part whose inputs have not changed
 * (scripts/build.mjs), so this is quick when nothing changed and never serves stale files.
 */
export async function ensureDist(log) {
  await buildPackage({ demo: true, say: log }).done;
}

export async function buildSite() {
  rmSync(SITE_DIR, { recursive: true, force: true });
  mkdirSync(join(SITE_DIR, 'vendor'), { recursive: true });
  for (const file of readdirSync(PAGES_DIR)) {
    if (!BUNDLED_PAGES.includes(file)) cpSync(join(PAGES_DIR, file), join(SITE_DIR, file));
  }
  await build({
    entryPoints: BUNDLED_PAGES.map((file) => join(PAGES_DIR, file)),
    outdir: SITE_DIR,
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  cpSync(join(ROOT, 'node_modules/@teamhanko/hanko-elements/dist/elements.js'), join(SITE_DIR, 'vendor/hanko-elements.js'));
  return SITE_DIR;
}
