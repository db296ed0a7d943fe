// Unit and component tests in Debian's Chromium. See README "Tests".
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { sandboxMiddleware } from './sandbox/koa-middleware.mjs';
import { chromeArgs, findChrome } from './scripts/chrome.mjs';

/**
 * React 19 and qrcode ship CommonJS only, and the dev server serves native ESM. Pre-bundle them
 * once with esbuild (splitting => a single React instance) and map the bare specifiers to them.
 */
function prebundleCjs(specifiers, nodeEnv = 'development') {
  const require = createRequire(import.meta.url);
  const prefix = '/__prebundled__/';
  const idOf = (s) => s.replace(/[^\w]/g, '_');
  const served = new Map();
  return {
    name: 'prebundle-cjs',
    async serverStart() {
      const result = await esbuild.build({
        entryPoints: specifiers.map((s) => ({ in: `cjs-wrapper:${s}`, out: idOf(s) })),
        bundle: true,
        splitting: true,
        format: 'esm',
        platform: 'browser',
        target: 'es2022',
        write: false,
        outdir: '/out',
        sourcemap: 'inline',
        define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) },
        logLevel: 'warning',
        plugins: [
          {
            name: 'cjs-wrapper',
            setup(build) {
              build.onResolve({ filter: /^cjs-wrapper:/ }, (a) => ({ path: a.path.slice(12), namespace: 'cjs-wrapper' }));
              build.onLoad({ filter: /.*/, namespace: 'cjs-wrapper' }, ({ path: spec }) => {
                const names = Object.keys(require(spec)).filter((n) => n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
                return {
                  resolveDir: process.cwd(),
                  contents: `import m from ${JSON.stringify(spec)};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
                };
              });
            },
          },
        ],
      });
      for (const f of result.outputFiles) served.set(prefix + f.path.slice('/out/'.length), f.text);
    },
    resolveImport({ source }) {
      if (specifiers.includes(source)) return `${prefix}${idOf(source)}.js`;
    },
    serve(context) {
      if (served.has(context.path)) return { body: served.get(context.path), type: 'js' };
    },
  };
}

/** ESM packages such as nanostores read process.env.NODE_ENV and expect a bundler to replace it. */
function defineNodeEnv(nodeEnv = 'development') {
  return {
    name: 'define-node-env',
    transform(context) {
      if (context.response.is('js') && typeof context.body === 'string' && context.body.includes('process.env.NODE_ENV')) {
        return { body: context.body.replaceAll('process.env.NODE_ENV', JSON.stringify(nodeEnv)) };
      }
    },
  };
}

export default {
  files: ['test/**/*.test.ts', 'test/**/*.test.tsx', '!test/e2e/**'],
  nodeResolve: { browser: true, exportConditions: ['browser', 'development'] },
  concurrency: 1,
  browserStartTimeout: 60_000,
  testsFinishTimeout: 180_000,
  // The sandbox API answers the api-layer tests on the test server's own origin.
  middleware: [sandboxMiddleware()],
  plugins: [
    defineNodeEnv(),
    prebundleCjs(['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client', 'qrcode', 'jsqr']),
    // TS/TSX on the fly; passing tsconfig gives esbuild jsx: react-jsx (else it emits React.createElement)
    esbuildPlugin({
      ts: true,
      tsx: true,
      target: 'auto',
      tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)),
    }),
  ],
  browsers: [
    chromeLauncher({
      launchOptions: { executablePath: findChrome(), headless: true, args: chromeArgs },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
  coverageConfig: {
    include: ['src/**', 'elements/**'],
    report: true,
    reportDir: 'coverage',
    reporters: ['text-summary', 'lcov'],
    // Keep src/ above 85% of lines.
    threshold: { statements: 85, lines: 85, branches: 0, functions: 0 },
  },
  filterBrowserLogs: ({ args }) => !String(args[0]).startsWith('Lit is in dev mode'),
};
