// What `npm publish` would ship (`npm pack --dry-run --json`): the built package, its types and
// manifest, README, LICENSE, CHANGELOG and package.json; no examples, sources or tests.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(new URL('package.json', new URL('../../', import.meta.url)), 'utf8'));

const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
const [packed] = JSON.parse(stdout);
const files = packed.files.map((file) => file.path);

const ALLOWED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^CHANGELOG\.md$/,
  /^custom-elements\.json$/,
  /^dist\/esm\/(?:chunks\/)?[\w.-]+\.js(?:\.map)?$/,
  // The bundler build: the same entries with React and the libraries left as bare imports.
  /^dist\/bundler\/(?:chunks\/)?[\w.-]+\.js(?:\.map)?$/,
  /^dist\/types\/.+\.d\.ts$/,
  /^dist\/mkt-member-elements\.iife\.js(?:\.map)?$/,
  /^dist\/mkt-member-elements\.js$/,
  // The licenses of the bundled libraries (their headers are not repeated in every chunk).
  /^dist\/THIRD-PARTY-NOTICES\.txt$/,
];

test('the pack holds only the built package, types, manifest and the documents', () => {
  const unexpected = files.filter((file) => !ALLOWED.some((pattern) => pattern.test(file)));
  assert.deepEqual(unexpected, []);
  assert.equal(files.some((file) => file.includes('examples')), false, 'no example or its source map');
});

test('the pack holds every document, the manifest and every exports target', () => {
  for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', 'custom-elements.json', 'dist/types/src/index.d.ts', 'dist/THIRD-PARTY-NOTICES.txt']) {
    assert.ok(files.includes(file), `${file} is not in the pack`);
  }
  for (const [entry, target] of Object.entries(pkg.exports)) {
    for (const path of typeof target === 'string' ? [target] : Object.values(target)) {
      assert.ok(files.includes(path.replace(/^\.\//, '')), `${entry} -> ${path} is not in the pack`);
    }
  }
});

test('LICENSE exists and names the licence of package.json', () => {
  assert.ok(existsSync(new URL('LICENSE', new URL('../../', import.meta.url))));
  assert.equal(pkg.license, 'MIT');
  assert.match(readFileSync(new URL('LICENSE', new URL('../../', import.meta.url)), 'utf8'), /^MIT License/);
});

test('custom-elements.json names files of the pack: the element modules are the shipped JavaScript', () => {
  const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', new URL('../../', import.meta.url)), 'utf8'));
  const named = new Set(JSON.stringify(manifest).match(/"(?:module|path)":"[^"]+"/g).map((pair) => pair.split('":"')[1].slice(0, -1)));
  for (const path of named) assert.ok(files.includes(path), `custom-elements.json names ${path}, which is not in the pack`);
  const modules = manifest.modules.map((module) => module.path).sort();
  assert.deepEqual(modules, ['mkt-account-security', 'mkt-header-account', 'mkt-login-popup', 'mkt-qr-login', 'mkt-restore-account', 'mkt-toast'].map((name) => `dist/esm/${name}.js`));
  for (const module of manifest.modules) {
    const element = module.declarations.find((declaration) => declaration.customElement);
    assert.ok(element?.tagName, `${module.path} declares its element`);
    assert.ok(module.exports.some((entry) => entry.kind === 'custom-element-definition' || entry.name === element.name), `${module.path} exports ${element.name}`);
  }
});
