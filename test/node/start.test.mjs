// `npm start` with nothing changed since the last build reuses every part the demo serves and
// answers at once, and what it serves of the package is the built bytes: the demo serves release
// files. (How long a first start takes is measured, not asserted: README "Two commands".)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { buildPackage } from '../../scripts/build.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Two free ports in a row: the demo's and the storefront's (`npm start` uses PORT and PORT + 1). */
async function freePortPair() {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await new Promise((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port: found } = /** @type {import('node:net').AddressInfo} */ (server.address());
        server.close(() => resolve(found));
      });
    });
    const nextFree = await new Promise((resolve) => {
      const server = createServer().once('error', () => resolve(false)).listen(port + 1, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (nextFree && port < 65535) return port;
  }
  throw new Error('no two free ports in a row');
}

test('a second npm start with nothing changed reuses every demo part and serves the built files', { timeout: 120_000 }, async () => {
  // The parts as the last build left them (built now if this runs alone on a changed tree).
  await buildPackage({ demo: true }).done;
  const port = await freePortPair();
  const child = spawn(process.execPath, ['scripts/start.mjs'], { cwd: ROOT, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "Demo storefront" line:\n${output}`)), 60_000);
      child.stdout.on('data', () => output.includes('Demo storefront:') && (clearTimeout(timer), resolve(undefined)));
      child.on('exit', (code) => reject(new Error(`npm start exited (${code}):\n${output}`)));
    });
    assert.match(output, /reused esm, loader, iife, gallery, react-host, manifest, docs \(inputs unchanged\)/);
    assert.doesNotMatch(output, /\bbuilt \w/, 'nothing was built again');
    const base = `http://localhost:${port}`;
    assert.equal((await fetch(`${base}/`)).status, 200, 'the demo page');
    assert.equal((await fetch(`${base}/cms.html`)).status, 200, 'the CMS page');
    const docs = await fetch(`${base}/docs/`);
    assert.equal(docs.status, 200, 'the documentation site');
    assert.equal(await docs.text(), readFileSync(`${ROOT}dist/docs/index.html`, 'utf8'), '/docs/ is the built site');
    for (const file of ['esm/mkt-header-account.js', 'mkt-member-elements.js', 'mkt-member-elements.iife.js', 'examples/react-host.js']) {
      const served = Buffer.from(await (await fetch(`${base}/dist/${file}`)).arrayBuffer());
      assert.ok(served.equals(readFileSync(`${ROOT}dist/${file}`)), `/dist/${file} is the built file`);
    }
  } finally {
    child.kill();
  }
});
