// `npm run build`: the package into dist/ and custom-elements.json, then the examples' bundles.
//   dist/esm, dist/bundler (bare imports for bundlers), dist/*.iife.js,
//   dist/mkt-member-elements.js (the CMS loader),
//   dist/examples/gallery.js                            rollup (rollup.config.mjs)
//   dist/types                                          tsc -p tsconfig.build.json (declarations only)
//   custom-elements.json                                cem analyze (JSDoc of elements/mkt-*.ts)
//   dist/examples/react-host.js                         esbuild, from the built package (examples/react-host)
// The three independent steps run side by side; the example needs rollup's output.
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildReactHost } from './build-react-host.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const started = Date.now();

/** Runs a local tool; resolves with its name and time, rejects with its exit code. */
function run(name, command, args) {
  const begun = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve({ name, seconds: (Date.now() - begun) / 1000 });
      else reject(new Error(`${name} failed (exit ${code ?? signal})`));
    });
  });
}

const bin = (tool) => `${root}node_modules/.bin/${tool}`;

// A build never leaves files of an earlier build behind (the size check and the pack read dist/).
rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });

try {
  const steps = await Promise.all([
    run('rollup', bin('rollup'), ['-c', '--silent']),
    run('declarations', bin('tsc'), ['-p', 'tsconfig.build.json']),
    run('manifest', bin('cem'), ['analyze', '--globs', 'elements/mkt-*.ts', 'elements/popup-host-element.ts', '--outdir', '.', '--quiet']),
  ]);
  writeIifeDeclarations();
  writeThirdPartyNotices();
  pointManifestAtShippedFiles();
  const example = Date.now();
  await buildReactHost(root);
  steps.push({ name: 'react-host example', seconds: (Date.now() - example) / 1000 });
  if (process.env.BUILD_TIMINGS) {
    for (const step of steps) console.log(`${step.name}: ${step.seconds.toFixed(1)} s`);
    console.log(`build: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * custom-elements.json as the analyzer writes it names the TypeScript sources (elements/*.ts),
 * which the package does not ship, so editors and Storybook could not open its modules. Each
 * element's module becomes the JavaScript file a page imports (dist/esm/mkt-*.js); a declaration
 * that lives in a bundled module (the popup elements' shared base class, the toast store) is named
 * by its shipped declaration file in dist/types. The base class's own module is dropped: its
 * members are already listed, marked inherited, on each element.
 */
function pointManifestAtShippedFiles() {
  const file = new URL('../custom-elements.json', import.meta.url);
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  const shipped = (source) => {
    const path = source.replace(/^\/+/, '').replace(/^\.\.\//, '');
    const element = /^elements\/(mkt-[\w-]+)\.ts$/.exec(path);
    if (element) return `dist/esm/${element[1]}.js`;
    return `dist/types/${path.replace(/\.tsx?$/, '.d.ts')}`;
  };
  const rewrite = (value) => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === 'module' && typeof inner === 'string' ? shipped(inner) : rewrite(inner)]),
    );
  };
  manifest.modules = manifest.modules
    .filter((module) => /^elements\/mkt-[\w-]+\.ts$/.test(module.path))
    .map((module) => ({ ...rewrite(module), path: shipped(module.path) }));
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
}

/**
 * Types of `@mkt/member-elements/iife`: the single file is a classic script, so what it gives a
 * page is the `MktMemberElements` global (the package API) and every tag registered.
 */
function writeIifeDeclarations() {
  mkdirSync(new URL('../dist/types', import.meta.url), { recursive: true });
  writeFileSync(
    new URL('../dist/types/iife.d.ts', import.meta.url),
    [
      '// The IIFE registers every element and puts the package API on window.MktMemberElements.',
      "import './elements/define.ts';",
      "import type * as MemberElements from './src/index.ts';",
      'declare global {',
      '  var MktMemberElements: typeof MemberElements;',
      '}',
      'export {};',
      '',
    ].join('\n'),
  );
}

/**
 * The licenses of the libraries bundled into dist/ (the minifier drops their license comments
 * from the chunks): every package whose files the source maps of the self-contained build name,
 * with what those bundle in turn (react-dom: scheduler; qrcode: dijkstrajs). Read from the maps,
 * not from package.json, since React and qrcode are bundled without being dependencies.
 */
function writeThirdPartyNotices() {
  const mapsDir = new URL('../dist/esm/', import.meta.url);
  const names = new Set();
  for (const file of readdirSync(mapsDir, { recursive: true })) {
    if (!String(file).endsWith('.map')) continue;
    const { sources } = JSON.parse(readFileSync(new URL(String(file), mapsDir), 'utf8'));
    for (const source of sources) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source);
      if (match) names.add(match[1]);
    }
  }
  const sections = [...names].sort().map((name) => {
    const dir = new URL(`../node_modules/${name}/`, import.meta.url);
    const meta = JSON.parse(readFileSync(new URL('package.json', dir), 'utf8'));
    const file = readdirSync(dir).find((entry) => /^licen[cs]e/i.test(entry));
    const text = file ? readFileSync(new URL(file, dir), 'utf8').trim() : `License: ${meta.license}`;
    return `${name} ${meta.version}\n\n${text}\n`;
  });
  writeFileSync(new URL('../dist/THIRD-PARTY-NOTICES.txt', import.meta.url), `Third-party software bundled in @mkt/member-elements\n\n${sections.join('\n---\n\n')}`);
}
