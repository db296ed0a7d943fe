import path from 'node:path';
import { defineConfig } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';
import commonjs from '@rollup/plugin-commonjs';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { lazySingleFile } from './scripts/rollup-lazy-single-file.mjs';
import { minifyCssLiterals } from './scripts/rollup-minify-css.mjs';

const production = process.env.NODE_ENV !== 'development';
// The bundled libraries' license headers go to dist/THIRD-PARTY-NOTICES.txt (scripts/build.mjs),
// not into every chunk: the first open pays about 0.3 KB for React's five.

const plugins = ({ bundlerBuild = false } = {}) => [
  // React/scheduler/qrcode are CommonJS; React and nanostores read process.env.NODE_ENV. The
  // bundler build leaves both libraries to the host, whose bundler sets the mode itself.
  ...(bundlerBuild
    ? []
    : [
        replace({
          preventAssignment: true,
          values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
        }),
      ]),
  nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.json', '.ts', '.tsx'] }),
  commonjs(),
  // CSS in template literals, without comments and indentation (scripts/rollup-minify-css.mjs)
  ...(production ? [minifyCssLiterals()] : []),
  // TS/TSX -> JS with esbuild (types are only stripped; `tsc --noEmit` does the type-check)
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json', jsx: 'automatic' }),
];

// jsencrypt's TS-emitted `(this && this.__extends)` helpers: harmless at module top level
const onwarn = (warning, warn) => {
  if (warning.code === 'THIS_IS_UNDEFINED' && warning.id?.includes('node_modules')) return;
  warn(warning);
};

/**
 * The package's files are minified by terser: it makes the first-open chunks (React most of all)
 * about 1.5 KB gzip smaller than esbuild's minifier, which the first-open budget needs. Two
 * compress passes: measured on the first open (4 files), one pass gives 91,847 B, two 91,627 B,
 * three 91,654 B and four 91,625 B, and each pass past the first costs about 1 s of the esm build
 * (7.4, 8.5, 9.6, 10.4 s), so the third and fourth do not earn their time. The examples keep esbuild's faster minifier. `unsafe_comps` (a < b written as
 * !(a >= b)) and `unsafe_proto` (Array.prototype.x as [].x) hold for code that compares no objects
 * with valueOf; `unsafe_arrows` does not: it breaks the React chunk (a password login never ends).
 */
const terserOptions = (compress = {}) => ({
  ecma: 2020,
  module: true,
  compress: { passes: 2, unsafe_methods: true, pure_getters: true, keep_fargs: false, unsafe_comps: true, unsafe_proto: true, ...compress },
  format: { comments: false, wrap_func_args: false },
});

/**
 * Our own chunks also hoist function declarations to the top of their scope (`hoist_funs`, which
 * changes no meaning: a declaration is hoisted anyway), which lets terser join more of the
 * declarations around them: measured about 40 B gzip less on the first open and on the page load.
 * Not React's chunk: there it costs about 0.5 KB.
 */
const packageMinifier = () => {
  const forReact = terser(terserOptions());
  const forOurs = terser(terserOptions({ hoist_funs: true }));
  return {
    name: 'package-minifier',
    renderChunk: (code, chunk, outputOptions) => (chunk.name === 'react' ? forReact : forOurs).renderChunk(code, chunk, outputOptions),
  };
};

/**
 * Rollup's own code (a dynamic import's `.then(ns => ns.x)`, namespace getters) as arrow functions:
 * terser may not turn a `function` into an arrow safely, so rollup writes them so. Only arrows:
 * the whole es2015 preset (const bindings and the rest) measured 41 B gzip more on the first open.
 */
const packageGeneratedCode = { arrowFunctions: true };

/** React, react-dom and scheduler in one shared chunk, loaded with the first screen. */
function reactChunk(id) {
  if (/[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/.test(id)) return 'react';
}

/**
 * Byte budgets: what a group of roots imports statically goes into ONE chunk. Left to itself
 * rollup cuts the page-load code into a dozen small chunks and the first-open code into eight,
 * each paying its own import/export lists and gzip framing (about 1.5 KB of the 12 KB page-load
 * budget). Roots that are entries stay entries; React keeps its own chunk.
 */
function staticGroup(name, roots) {
  let members;
  return (id, { getModuleInfo }) => {
    if (!members) {
      const rootIds = roots.map((root) => path.resolve(root));
      members = new Set();
      const queue = [...rootIds];
      while (queue.length) {
        for (const imported of getModuleInfo(queue.pop())?.importedIds ?? []) {
          if (members.has(imported)) continue;
          members.add(imported);
          queue.push(imported);
        }
      }
      // An entry must stay its own file; a dynamic-import root (popup-view) may join the group.
      for (const root of rootIds) if (getModuleInfo(root)?.isEntry) members.delete(root);
      for (const root of rootIds) if (!getModuleInfo(root)?.isEntry) members.add(root);
    }
    return members.has(id) ? name : undefined;
  };
}

/**
 * The QR library, loaded with the QR screen, and the CommonJS plugin's helpers: qrcode is the one
 * library that calls them. React's modules import them too (so the walks of staticGroup reach
 * them), but the React chunk keeps none; left to the groups they went to the first open's chunk,
 * about 45 B gzip that no first open runs.
 */
function qrcodeChunk(id) {
  if (id === '\0commonjsHelpers.js' || /[\\/]node_modules[\\/](qrcode|dijkstrajs)[\\/]/.test(id)) return 'qrcode-library';
}

function esmChunks() {
  // Modules both the header's session check (page load) and the popup (first open) use belong with
  // the page, or the session check would pull the first-open chunk, React included, at page load:
  // the quiet gateway GET (the session lookup, Login's provider list) and the tab sync.
  const pageLoad = staticGroup('page-load', [
    'elements/mkt-header-account.ts',
    'elements/mkt-toast.ts',
    'src/api/quiet-gateway.ts',
    'src/stores/session-sync.ts',
    // The session check runs right after the header's first paint on every page: one file less
    // (its own chunk cost about 0.2 KB of import lists and gzip framing).
    'src/flows/page-session.ts',
  ]);
  // The popup element, its styles and the pre-painted Login apart from React, so a cold
  // click paints Login as soon as this small chunk is here, while React is still on its way.
  // One Tap's on-demand imports from this chunk come through one module (its own comment says why).
  const popupElement = staticGroup('popup-element', ['elements/mkt-login-popup.ts', 'src/flows/one-tap-popup-parts.ts']);
  const firstOpen = staticGroup('first-open', ['src/screens/popup-view.ts']);
  return (id, meta) => qrcodeChunk(id) ?? reactChunk(id) ?? pageLoad(id, meta) ?? popupElement(id, meta) ?? firstOpen(id, meta) ?? transitionTables(id);
}

/** Every feature's transition table and the controller come together, after the first open, in one file. */
function transitionTables(id) {
  if (/[\\/]src[\\/](features[\\/][^\\/]+[\\/]transitions|screens[\\/]transitions|flows[\\/]popup-controller)\.ts$/.test(id)) return 'transitions';
}

export const ELEMENT_ENTRIES = ['mkt-login-popup', 'mkt-header-account', 'mkt-toast', 'mkt-qr-login', 'mkt-restore-account', 'mkt-account-security'];

/** The entries of both ESM builds: the element entries, the index, configure() and define. */
const esmInput = {
  index: 'src/index.ts',
  configure: 'src/configure.ts',
  define: 'elements/define.ts',
  // `./loader` for bundlers: the CMS loader's API with static imports (elements/loader-module.ts)
  loader: 'elements/loader-module.ts',
  ...Object.fromEntries(ELEMENT_ENTRIES.map((name) => [name, `elements/${name}.ts`])),
};

/**
 * The libraries the bundler build leaves as bare imports, for the host's bundler to resolve from
 * its own node_modules: React is then the host's one React (a peer dependency), the others are
 * the package's dependencies and shared with the host when it uses them too. qrcode stays bundled:
 * its package also depends on a command line and PNG writer (yargs, pngjs) that the browser code
 * never uses, and installing those for every host is the cost this build avoids.
 */
export const BUNDLER_EXTERNALS = ['react', 'react-dom', 'nanostores', 'valibot', 'dompurify', 'jsencrypt'];
const isBundlerExternal = (id) => BUNDLER_EXTERNALS.some((name) => id === name || id.startsWith(`${name}/`));

/**
 * The outputs, by name. `ROLLUP_PARTS=esm,loader` builds only those: scripts/build.mjs runs the
 * parts in parallel processes and reuses the ones whose inputs have not changed.
 */
const PARTS = {
  esm: {
    // ESM: one entry per element, the side-effect-free index and `define` (registers every tag);
    // React, lit and the screens go to shared chunks loaded on first need.
    input: esmInput,
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // Hexadecimal hashes: the first open names about fifty chunk files, and gzip codes hex
      // digits in fewer bits than base64 letters (24 B less gzip on first open).
      hashCharacters: 'hex',
      generatedCode: packageGeneratedCode,
      manualChunks: esmChunks(),
      sourcemap: true,
      plugins: production ? [packageMinifier()] : [],
    },
    onwarn,
    plugins: plugins(),
  },
  bundler: {
    // The bundler build (`@mkt/member-elements/bundler/...`): the same entries for applications
    // built with a bundler, which shares one React and the other libraries with the host
    // (BUNDLER_EXTERNALS). Left unminified and unchunked by hand: the host's bundler splits at the
    // same dynamic imports (React and the screens on first need) and minifies the result. Readable
    // as it is, so no source maps (they would double the install size of this build).
    input: esmInput,
    external: isBundlerExternal,
    output: {
      dir: 'dist/bundler',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: false,
    },
    onwarn,
    plugins: plugins({ bundlerBuild: true }),
  },
  gallery: {
    // The UI gallery page of the demo (examples/gallery.html), not part of the package. Its chunks
    // have a folder of their own, so that it builds apart from the React host example.
    input: { gallery: 'examples/gallery.tsx' },
    output: {
      dir: 'dist/examples',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'gallery-chunks/[name]-[hash].js',
      sourcemap: true,
      plugins: production ? [minify({ target: 'es2022', legalComments: 'none' })] : [],
    },
    onwarn,
    plugins: plugins(),
  },
  loader: {
    // The CMS loader: one classic script that loads dist/esm/ from beside itself on first need
    // (elements/loader.ts). Its import() URLs are built at run time, so rollup keeps
    // them as the browser's own dynamic imports.
    input: { 'mkt-member-elements': 'elements/loader.ts' },
    output: {
      dir: 'dist',
      format: 'iife',
      entryFileNames: '[name].js',
      generatedCode: packageGeneratedCode,
      // Every byte of it counts against the CMS page's 12 KB: no source map comment.
      sourcemap: false,
      plugins: production ? [packageMinifier()] : [],
    },
    onwarn,
    plugins: plugins(),
  },
  iife: {
    // One file for CMS pages (<script src>): every element, exports on window.MktMemberElements.
    // Built as split AMD modules joined into one file whose lazy parts (React, screens, jsencrypt,
    // qrcode) run only on first use (scripts/rollup-lazy-single-file.mjs).
    input: { 'mkt-member-elements': 'elements/iife.ts' },
    output: {
      dir: 'dist',
      format: 'amd',
      amd: { autoId: true, basePath: 'mkt' },
      entryFileNames: '[name].js',
      chunkFileNames: '[name].js',
      manualChunks: reactChunk,
      plugins: [lazySingleFile({ fileName: 'mkt-member-elements.iife.js', globalName: 'MktMemberElements', minify: production })],
    },
    onwarn,
    plugins: plugins(),
  },
};

export const ROLLUP_PARTS = Object.keys(PARTS);
const chosen = process.env.ROLLUP_PARTS?.split(',').filter(Boolean) ?? ROLLUP_PARTS;
for (const name of chosen) if (!(name in PARTS)) throw new Error(`ROLLUP_PARTS: unknown part "${name}" (parts: ${ROLLUP_PARTS.join(', ')})`);

export default defineConfig(chosen.map((name) => PARTS[name]));
