// The one-file build for CMS pages (`<script src=".../mkt-member-elements.iife.js">`)
// holds everything, yet runs React and the screens only on first use.
//
// Rollup builds the IIFE input as split AMD modules (so every `import()` stays a real boundary),
// then this plugin joins them into one file behind a private, 30-line module table: `define`
// only records a factory, and a factory runs when something first needs it. The page-load part
// runs at once; React, the screens, jsencrypt and qrcode wait for their `import()`. The table is a
// closure, so a page's own AMD loader (RequireJS and the like) never sees our `define`.
import { transform } from 'esbuild';

const ID_PREFIX = 'mkt/';

/** The module table, as source. `%ENTRY%` and `%GLOBAL%` are filled in by the plugin. */
const RUNTIME = `
var factories = {};
var records = {};
function define(id, deps, factory) {
  factories[id] = { deps: deps, factory: factory };
}
function resolve(dep) {
  return dep.indexOf('./') === 0 ? '${ID_PREFIX}' + dep.slice(2) : dep;
}
function load(id) {
  var record = records[id];
  if (record) return record.exports;
  var entry = factories[id];
  if (!entry) throw new Error('[mkt] module not in this file: ' + id);
  record = records[id] = { exports: {} };
  var args = entry.deps.map(function (dep) {
    if (dep === 'exports') return record.exports;
    if (dep === 'require') return requireLater;
    return load(resolve(dep));
  });
  entry.factory.apply(undefined, args);
  return record.exports;
}
// AMD's asynchronous require, which rollup emits for import(): run the module on a microtask,
// as a real dynamic import would, and report a failure to the import()'s promise.
function requireLater(deps, onLoad, onError) {
  Promise.resolve()
    .then(function () { return deps.map(function (dep) { return load(resolve(dep)); }); })
    .then(function (loaded) { onLoad.apply(undefined, loaded); }, onError);
}
`;

/**
 * @param {{ fileName: string, globalName: string }} options
 * @returns {import('rollup').Plugin}
 */
export function lazySingleFile({ fileName, globalName, minify = true }) {
  return {
    name: 'lazy-single-file',
    async generateBundle(outputOptions, bundle) {
      if (outputOptions.format !== 'amd') this.error('lazySingleFile needs output.format "amd"');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const entries = chunks.filter((chunk) => chunk.isEntry);
      if (entries.length !== 1) this.error(`expected one entry chunk, got ${entries.length}`);
      const entryId = ID_PREFIX + entries[0].fileName.replace(/\.js$/, '');
      const defines = chunks.map((chunk) => chunk.code).join('\n');
      const source = [
        '(function () {',
        "'use strict';",
        RUNTIME,
        defines,
        `globalThis[${JSON.stringify(globalName)}] = load(${JSON.stringify(entryId)});`,
        '})();',
        '',
      ].join('\n');
      for (const file of Object.keys(bundle)) delete bundle[file];
      const code = minify ? (await transform(source, { minify: true, target: 'es2022', charset: 'utf8' })).code : source;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
  };
}
