// Makes what the benchmark serves: dist/ (built when missing or older than its sources) and the
// bench site in bench/.build/site (our bench pages, the two floors bundled with esbuild, Hanko's
// bundle). The site is the demo server's examples folder for the run; dist/ stays at /dist/.
import { execSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const SITE_DIR = join(ROOT, 'bench/.build/site');
const PAGES_DIR = join(ROOT, 'bench/pages');
const BUILD_INPUTS = ['src', 'elements', 'rollup.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json'];
const DIST_OUTPUTS = ['index.js', 'mkt-header-account.js', 'mkt-toast.js', 'mkt-login-popup.js'].map((file) => join(ROOT, 'dist/esm', file));
/** Bundled at bench time (they import npm packages); every other page file is copied as is. */
const BUNDLED_PAGES = ['floor-lit.js', 'floor-react.js'];

function newestMtime(path) {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stats.mtimeMs);
}

/** Why dist/ must be rebuilt, or undefined when it is current. */
export function distStaleReason() {
  const missing = DIST_OUTPUTS.find((file) => !existsSync(file));
  if (missing) return `${missing.slice(ROOT.length)} is missing`;
  const built = Math.min(...DIST_OUTPUTS.map((file) => statSync(file).mtimeMs));
  const changed = BUILD_INPUTS.find((input) => existsSync(join(ROOT, input)) && newestMtime(join(ROOT, input)) > built);
  return changed ? `${changed} changed after the last build` : undefined;
}

export function ensureDist(log) {
  const reason = distStaleReason();
  if (!reason) return false;
  log(`building dist/ (${reason}) ...`);
  execSync('npm run build --silent', { cwd: ROOT, stdio: 'inherit' });
  return true;
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
