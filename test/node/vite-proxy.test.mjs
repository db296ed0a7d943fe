// The integration guide's dev-server proxy recipe (docs/site/guides/integration.md), run: a Vite
// dev server that forwards the sandbox's paths gives a page on its own origin the member, gateway
// and hook calls as if they were its own.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'vite';
import { startServer } from '../../sandbox/server.mjs';
import { SANDBOX_PATH_PREFIXES } from '../../sandbox/paths.mjs';

const GUIDE = readFileSync(new URL('../../docs/site/guides/integration.md', import.meta.url), 'utf8');
/** The path list of the guide's Vite recipe. */
const recipePaths = JSON.parse(/proxy: Object\.fromEntries\((\[[^\]]*\])/.exec(GUIDE)?.[1].replaceAll("'", '"') ?? 'null');

let sandbox;
let vite;
let root = '';

before(async () => {
  sandbox = await startServer({ port: 0 });
  root = await mkdtemp(join(tmpdir(), 'vite-proxy-'));
  await writeFile(join(root, 'index.html'), '<!doctype html><title>storefront</title>');
  vite = await createServer({
    root,
    configFile: false,
    logLevel: 'silent',
    server: {
      port: 0,
      host: '127.0.0.1',
      proxy: Object.fromEntries(recipePaths.map((path) => [path, `http://localhost:${sandbox.port}`])),
    },
  });
  await vite.listen();
});

after(async () => {
  await vite?.close();
  await sandbox?.close();
  await rm(root, { recursive: true, force: true });
});

test("the integration guide's proxy list is every path the sandbox answers", () => {
  assert.deepEqual(recipePaths, SANDBOX_PATH_PREFIXES);
});

test('through the Vite proxy, the page origin reaches the member host, the gateway and the hooks', async () => {
  const address = vite.httpServer.address();
  const origin = `http://127.0.0.1:${address.port}`;
  const csrf = await fetch(`${origin}/user/api/getCsrfToken`, { method: 'GET', headers: { 'X-Requested-With': 'XMLHttpRequest' } });
  assert.equal(csrf.status, 200);
  assert.match(csrf.headers.get('content-type') ?? '', /json/);
  const config = await (await fetch(`${origin}/__sandbox/config`)).json();
  assert.match(config.rsaPublicKey, /BEGIN PUBLIC KEY/);
  const gateway = await fetch(`${origin}/h5/mtop.mkt.member.getUser/1.0/?appKey=24600001&data=%7B%7D`);
  assert.equal(gateway.status, 200);
  assert.ok(Array.isArray((await gateway.json()).ret), 'a gateway envelope');
});
