// `npm run build`: the package into dist/ and custom-elements.json, then the examples' bundles.
// `npm run build -- --demo` (what `npm start` runs): only what the demo and the sandbox serve.
//
//   part       output                                                 made by          demo
//   esm        dist/esm (+ dist/THIRD-PARTY-NOTICES.txt)              rollup           yes
//   loader     dist/mkt-member-elements.js (the CMS loader)           rollup           yes
//   iife       dist/mkt-member-elements.iife.js                       rollup           yes
//   gallery    dist/examples/gallery.js (the UI gallery page)         rollup           yes
//   react-host dist/examples/react-host.js (a React 19 app importing  esbuild          yes
//              the built dist/esm by the package's name)
//   bundler    dist/bundler (bare imports for bundlers)               rollup           no
//   types      dist/types (declarations only)                         tsc              no
//   manifest   custom-elements.json (JSDoc of elements/mkt-*.ts)      cem analyze      yes
//   docs       dist/docs (the documentation site, served at /docs/)   eleventy,        yes
//              from docs/ and custom-elements.json                    pagefind
//
// The demo serves the release bytes: the same minifier settings as a full build. Each part runs in
// a process of its own, as many at once as the machine has cores, and a part whose inputs have not
// changed since it was last built is reused: the inputs' content hash (the sources, the build
// configuration, the lockfile) is recorded per part under node_modules/.cache. Each line says
// what was built or reused and the time it took. `npm run docs` (`--docs`) builds the site and the
// manifest it reads, and nothing else.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildReactHost } from './build-react-host.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Everything a build reads besides node_modules: a change to any of these rebuilds. */
const INPUTS = [
  'src',
  'elements',
  'examples',
  'scripts/build.mjs',
  'scripts/build-react-host.mjs',
  'scripts/rollup-lazy-single-file.mjs',
  'scripts/rollup-minify-css.mjs',
  'rollup.config.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];
/** What the docs part reads besides the INPUTS (its pages, the element pages' sources, the screenshots). */
const DOCS_INPUTS = ['docs', 'scripts/build-docs.mjs', 'scripts/element-reference.mjs', 'test/e2e/baselines'];
const CACHE_FILE = join(root, 'node_modules/.cache/mkt-member-elements/build-parts.json');

/**
 * Runs a local tool; rejects with its exit code. A part the demo's first page does not wait for
 * runs at a lower CPU priority, so that on two cores it takes what the esm build leaves.
 */
function run(name, command, args, env = {}, background = false) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env }, shell: process.platform === 'win32' });
    if (background && child.pid) {
      try {
        setPriority(child.pid, 10);
      } catch {
        // Not allowed here: it runs at the same priority, only slower for the first page.
      }
    }
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${name} failed (exit ${code ?? signal})`))));
  });
}

/** The parts the demo's first pages wait for: the esm entries (the storefront) and the loader (cms.html). */
const FIRST_PAGE_PARTS = ['esm', 'loader'];
const bin = (tool) => `${root}node_modules/.bin/${tool}`;
const rollup = (part) => run(`rollup ${part}`, bin('rollup'), ['-c', '--silent'], { ROLLUP_PARTS: part }, !FIRST_PAGE_PARTS.includes(part));

/**
 * `inputs`: what a part reads besides the INPUTS, so that editing a guide rebuilds the docs only.
 * @type {Record<string, { outputs: string[], demo: boolean, after?: string, inputs?: string[], build(): Promise<void> }>}
 */
const PARTS = {
  esm: {
    outputs: ['dist/esm', 'dist/THIRD-PARTY-NOTICES.txt'],
    demo: true,
    build: () => rollup('esm').then(writeThirdPartyNotices),
  },
  loader: { outputs: ['dist/mkt-member-elements.js'], demo: true, build: () => rollup('loader') },
  iife: { outputs: ['dist/mkt-member-elements.iife.js'], demo: true, build: () => rollup('iife') },
  gallery: { outputs: ['dist/examples/gallery.js', 'dist/examples/gallery.js.map', 'dist/examples/gallery-chunks'], demo: true, build: () => rollup('gallery') },
  'react-host': {
    outputs: ['dist/examples/react-host.js', 'dist/examples/react-host.js.map', 'dist/examples/chunks'],
    demo: true,
    after: 'esm',
    build: () => buildReactHost(root),
  },
  bundler: { outputs: ['dist/bundler'], demo: false, build: () => rollup('bundler') },
  types: {
    outputs: ['dist/types'],
    demo: false,
    build: () => run('declarations', bin('tsc'), ['-p', 'tsconfig.build.json'], {}, true).then(writeIifeDeclarations),
  },
  manifest: {
    outputs: ['custom-elements.json'],
    demo: true,
    build: () =>
      run('manifest', bin('cem'), ['analyze', '--globs', 'elements/mkt-*.ts', 'elements/popup-host-element.ts', '--outdir', '.', '--quiet'], {}, true).then(
        pointManifestAtShippedFiles,
      ),
  },
  docs: {
    outputs: ['dist/docs'],
    demo: true,
    after: 'manifest',
    inputs: DOCS_INPUTS,
    build: () => run('docs', process.execPath, ['scripts/build-docs.mjs'], {}, true),
  },
};

/** A content hash of every input file (path and bytes) and of the build mode. */
function inputsHash(inputs = INPUTS) {
  const hash = createHash('sha256');
  hash.update(`NODE_ENV=${process.env.NODE_ENV ?? ''}\n`);
  const visit = (path) => {
    if (!existsSync(join(root, path))) return;
    if (statSync(join(root, path)).isDirectory()) {
      for (const name of readdirSync(join(root, path)).sort()) visit(`${path}/${name}`);
      return;
    }
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
  };
  for (const input of inputs) visit(input);
  return hash.digest('hex');
}

function readCache() {
  try {
    return JSON.parse(readFileSync(CACHE_FILE, 'utf8'));
  } catch {
    return {};
  }
}

/**
 * Builds the package's parts (all, or with `demo` only those the demo serves), reusing the parts
 * whose inputs have not changed. `say` gets one line per part: built (and its time) or reused.
 * Returns `done` (settles when every part is there) and `ready(pathname)`, which settles when the
 * part that writes a file under dist/ (`/dist/esm/index.js`) is there: `npm start` serves the demo
 * page at once and holds each request for a file of the package only until its part is built.
 */
export function buildPackage({ demo = false, only, say = () => {} } = {}) {
  const started = Date.now();
  const wanted = only ? withPartsBefore(only) : Object.keys(PARTS).filter((name) => !demo || PARTS[name].demo);
  const baseHash = inputsHash();
  const hashOf = (name) => (PARTS[name].inputs ? `${baseHash}+${inputsHash(PARTS[name].inputs)}` : baseHash);
  const cache = readCache();
  const current = (name) => cache[name] === hashOf(name) && PARTS[name].outputs.every((output) => existsSync(join(root, output)));
  const stale = wanted.filter((name) => !current(name));
  // The React host example imports dist/esm: a rebuilt esm rebuilds it.
  if (stale.includes('esm') && wanted.includes('react-host') && !stale.includes('react-host')) stale.push('react-host');
  const reused = wanted.filter((name) => !stale.includes(name));
  if (reused.length > 0) say(`  reused ${reused.join(', ')} (inputs unchanged)`);
  // A part built again leaves no file of its earlier build behind (the size check and the pack read dist/).
  for (const name of stale) {
    delete cache[name];
    for (const output of PARTS[name].outputs) rmSync(join(root, output), { recursive: true, force: true });
  }
  mkdirSync(dirname(CACHE_FILE), { recursive: true });
  writeFileSync(CACHE_FILE, JSON.stringify(cache));

  /** @type {Map<string, Promise<void>>} */
  const built = new Map(reused.map((name) => [name, Promise.resolve()]));
  const slots = Math.max(1, availableParallelism());
  let free = slots;
  const waiting = [];
  /** Runs `task` when one of the `slots` is free. */
  const inSlot = (task) =>
    new Promise((resolve, reject) => {
      const start = () => {
        free--;
        task().then(resolve, reject).finally(() => {
          free++;
          waiting.shift()?.();
        });
      };
      if (free > 0) start();
      else waiting.push(start);
    });
  // The parts the demo's first page needs come first (the esm entries, and the loader for
  // cms.html); then the longest, so that the short ones fill the other core meanwhile.
  const order = [...FIRST_PAGE_PARTS, 'types', 'iife', 'gallery', 'bundler', 'manifest', 'react-host', 'docs'];
  for (const name of [...stale].sort((a, b) => order.indexOf(a) - order.indexOf(b))) {
    const after = PARTS[name].after && built.get(PARTS[name].after);
    built.set(
      name,
      Promise.resolve(after).then(() =>
        inSlot(async () => {
          const begun = Date.now();
          await PARTS[name].build();
          cache[name] = hashOf(name);
          say(`  built ${name} in ${((Date.now() - begun) / 1000).toFixed(1)} s`);
        }),
      ),
    );
  }
  const done = Promise.all(built.values()).then(() => {
    writeFileSync(CACHE_FILE, JSON.stringify(cache));
    say(`build${demo ? ' (demo)' : ''}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  });
  // Nothing waits in vain for a part that failed: `done` rejects with the failure.
  done.catch(() => {});
  const ready = (pathname) => {
    const path = pathname.replace(/^\//, '');
    const part = wanted.find((name) => PARTS[name].outputs.some((output) => path === output || path.startsWith(`${output}/`)));
    return part ? built.get(part) : done;
  };
  return { done, ready };
}

/** A part with the parts it waits for (`after`), first. */
function withPartsBefore(name) {
  return [...(PARTS[name].after ? withPartsBefore(PARTS[name].after) : []), name];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const quiet = process.argv.includes('--quiet');
  const only = process.argv.includes('--docs') ? 'docs' : undefined;
  await buildPackage({ demo: process.argv.includes('--demo'), only, say: (line) => quiet || console.log(line) }).done.catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
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
