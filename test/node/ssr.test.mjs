// Server-side rendering: Node (no window, document, HTMLElement or customElements) can import the
// package entry and every element entry without an error, and nothing touches the DOM on import.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

test('Node has no DOM here, so the imports below prove server safety', () => {
  assert.equal(typeof window, 'undefined');
  assert.equal(typeof document, 'undefined');
  assert.equal(typeof HTMLElement, 'undefined');
  assert.equal(typeof customElements, 'undefined');
});

test('the package entry imports in Node and exposes the API', async () => {
  const entry = await import('../../dist/esm/index.js');
  assert.equal(typeof entry.configure, 'function');
  assert.equal(typeof entry.openLogin, 'function');
  assert.equal(entry.configure({ region: 'TH' }).region, 'TH');
  assert.equal(entry.detectEntrance('Mozilla/5.0 DANA/2.1.0'), 'dana');
});

for (const [entry, target] of Object.entries(pkg.exports)) {
  // The self-contained entries and the bundler entries (whose bare imports Node resolves itself).
  if (typeof target !== 'object' || !/^\.\/dist\/(esm|bundler)\//.test(target.default ?? '')) continue;
  test(`${entry} imports in Node without throwing`, async () => {
    await assert.doesNotReject(import(new URL(`../../${target.default}`, import.meta.url).href));
  });
}

test('every element entry exports its class and a define function that is a no-op without a registry', async () => {
  for (const [file, className, define] of [
    ['mkt-login-popup', 'MktLoginPopup', 'defineMktLoginPopup'],
    ['mkt-header-account', 'MktHeaderAccount', 'defineMktHeaderAccount'],
    ['mkt-qr-login', 'MktQrLogin', 'defineMktQrLogin'],
    ['mkt-toast', 'MktToast', 'defineMktToast'],
    ['mkt-restore-account', 'MktRestoreAccount', 'defineMktRestoreAccount'],
  ]) {
    const module = await import(`../../dist/esm/${file}.js`);
    assert.equal(typeof module[className], 'function', `${file} exports ${className}`);
    assert.doesNotThrow(() => module[define]());
  }
});

test('define.js imports every element entry (it registers every tag in a browser)', () => {
  const define = readFileSync(new URL('../../dist/esm/define.js', import.meta.url), 'utf8');
  for (const file of ['mkt-login-popup', 'mkt-header-account', 'mkt-qr-login', 'mkt-toast', 'mkt-restore-account']) {
    assert.match(define, new RegExp(`import\\s*["']\\./${file}\\.js["']`), `define.js does not import ${file}.js`);
  }
});
