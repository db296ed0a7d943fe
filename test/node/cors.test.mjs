// The sandbox answers cross-origin calls as the real member and gateway hosts must (credentialed
// CORS for allowed page origins only), and serves dist/ as a CDN serves the package.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../../sandbox/server.mjs';
import { CORS_REQUEST_HEADERS, parseAllowedOrigins } from '../../sandbox/cors.mjs';

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {string[]} */
const logLines = [];
let siteDir = '';

before(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'cors-test-'));
  await mkdir(join(siteDir, 'examples'), { recursive: true });
  await mkdir(join(siteDir, 'dist', 'esm', 'chunks'), { recursive: true });
  await writeFile(join(siteDir, 'examples', 'index.html'), '<!doctype html><title>t</title>');
  await writeFile(join(siteDir, 'dist', 'esm', 'mkt-toast.js'), 'export const entry = 1;');
  await writeFile(join(siteDir, 'dist', 'esm', 'chunks', 'react-Ab3_x9Zq.js'), 'export const chunk = 1;');
  server = await startServer({
    port: 0,
    examplesDir: join(siteDir, 'examples'),
    distDir: join(siteDir, 'dist'),
    allowedOrigins: ['https://www.mkt.example'],
    log: (line) => logLines.push(line),
  });
});

after(async () => {
  await server.close();
  await rm(siteDir, { recursive: true, force: true });
});

/** @param {string} path @param {RequestInit} [init] */
const call = (path, init) => fetch(new URL(path, server.url), init);

describe('credentialed CORS on the sandbox paths', () => {
  test('a page on any http://localhost port gets its origin echoed with credentials', async () => {
    const response = await call('/user/api/getCsrfToken', { headers: { Origin: 'http://localhost:8152' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:8152');
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
    assert.match(response.headers.get('vary') ?? '', /Origin/);
  });

  test('a preflight allows the methods used and every SPEC §3 request header', async () => {
    const response = await call('/user/api/login', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-csrf-token,x-i18n-language,x-i18n-regionid,operatetype,oauthtype',
      },
    });
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:5173');
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /\bPOST\b/);
    assert.match(response.headers.get('access-control-allow-methods') ?? '', /\bGET\b/);
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase().split(/,\s*/);
    for (const header of ['x-i18n-language', 'x-i18n-regionid', 'entrance', 'x-uid', 'x-ua', 'x-umidtoken', 'x-csrf-token', 'operatetype', 'oauthtype', 'content-type']) {
      assert.ok(allowed.includes(header), `${header} is allowed (${allowed.join(', ')})`);
    }
    assert.equal(CORS_REQUEST_HEADERS.length, new Set(CORS_REQUEST_HEADERS.map((h) => h.toLowerCase())).size);
  });

  test('gateway, JSONP and hook paths answer preflights too', async () => {
    for (const path of ['/h5/mtop.mkt.member.user.current/1.0/', '/bottom/getLanguages', '/__sandbox/outbox']) {
      const response = await call(path, { method: 'OPTIONS', headers: { Origin: 'http://localhost:3000', 'Access-Control-Request-Method': 'GET' } });
      assert.equal(response.status, 204, path);
      assert.equal(response.headers.get('access-control-allow-origin'), 'http://localhost:3000', path);
    }
  });

  test('an origin listed in SANDBOX_ORIGINS is allowed', async () => {
    const response = await call('/user/api/getCsrfToken', { headers: { Origin: 'https://www.mkt.example' } });
    assert.equal(response.headers.get('access-control-allow-origin'), 'https://www.mkt.example');
  });

  test('any other origin gets no CORS headers and a line in the server log', async () => {
    logLines.length = 0;
    for (const origin of ['http://evil.localhost:8152', 'https://localhost:8152', 'http://localhost.evil.example', 'null']) {
      const preflight = await call('/user/api/login', { method: 'OPTIONS', headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' } });
      assert.equal(preflight.headers.get('access-control-allow-origin'), null, origin);
      assert.notEqual(preflight.status, 204, origin);
      const simple = await call('/user/api/getCsrfToken', { headers: { Origin: origin } });
      assert.equal(simple.headers.get('access-control-allow-origin'), null, origin);
      assert.equal(simple.headers.get('access-control-allow-credentials'), null, origin);
    }
    assert.ok(logLines.some((line) => /refused cross-origin preflight from http:\/\/evil\.localhost:8152/.test(line)), logLines.join('\n'));
    assert.ok(logLines.some((line) => /refused cross-origin call from null/.test(line)), logLines.join('\n'));
  });

  test('SANDBOX_ORIGINS is read as a comma-separated list of bare origins', () => {
    assert.deepEqual(parseAllowedOrigins(' https://www.mkt.sg, http://shop.test:8080 ,,nonsense,https://a.test/path'), ['https://www.mkt.sg', 'http://shop.test:8080']);
    assert.deepEqual(parseAllowedOrigins(undefined), []);
  });
});

describe('dist/ served like a CDN', () => {
  test('every file is readable from any origin; hashed chunks are immutable, entries short-lived', async () => {
    const entry = await call('/dist/esm/mkt-toast.js', { headers: { Origin: 'https://www.mkt.example' } });
    assert.equal(entry.headers.get('access-control-allow-origin'), '*');
    assert.equal(entry.headers.get('cache-control'), 'public, max-age=60');
    const chunk = await call('/dist/esm/chunks/react-Ab3_x9Zq.js');
    assert.equal(chunk.headers.get('access-control-allow-origin'), '*');
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    // The storefront's own pages are not a CDN.
    const page = await call('/');
    assert.equal(page.headers.get('access-control-allow-origin'), null);
  });
});
