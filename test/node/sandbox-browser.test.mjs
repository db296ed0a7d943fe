// The sandbox's browser side in real Chromium under the demo CSP: the panel and the fake
// provider scripts (their chooser), as a person or a journey would use them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../sandbox/server.mjs';
import { chromeArgs, findChrome } from '../../scripts/chrome.mjs';

const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));
/** No step may hang the run: each test fails after this long. */
const STEP_TIMEOUT = { timeout: 15000 };

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {import('playwright-core').Browser} */
let browser;
/** @type {import('playwright-core').Page} */
let page;
/** @type {string} */
let siteDir;
/** @type {string[]} */
const violations = [];

before(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'sandbox-browser-'));
  await copyFile(join(EXAMPLES, 'sandbox-panel.js'), join(siteDir, 'sandbox-panel.js'));
  await copyFile(join(EXAMPLES, 'sandbox-panel.css'), join(siteDir, 'sandbox-panel.css'));
  await writeFile(
    join(siteDir, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>panel</title>
<link rel="stylesheet" href="/sandbox-panel.css">
<script src="/__sandbox/scripts/google.js"></script>
<script src="/__sandbox/scripts/facebook.js"></script>
<script type="module" src="/sandbox-panel.js"></script></head>
<body><main><h1>Demo</h1><aside><h2>Sandbox</h2><section id="sandbox-panel"></section></aside></main></body></html>`,
  );
  server = await startServer({ port: 0, examplesDir: siteDir });
  const executablePath = findChrome();
  assert.ok(executablePath, 'Chromium is needed (scripts/ensure-chrome.mjs installs it)');
  browser = await chromium.launch({ executablePath, args: chromeArgs });
  page = await browser.newPage();
  page.on('console', (message) => {
    if (/Content Security Policy|TrustedHTML|Trusted Type/i.test(message.text())) violations.push(message.text());
  });
  page.on('pageerror', (error) => violations.push(error.message));
  await page.goto(server.url);
  await page.getByRole('heading', { name: 'Seeded accounts' }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Sandbox', exact: true }).count(), 1, 'the page titles the panel once');
});

after(async () => {
  await browser?.close();
  await server?.close();
  await rm(siteDir, { recursive: true, force: true });
});

/**
 * @param {string} path
 * @param {unknown} [body]
 */
async function post(path, body = {}) {
  const response = await fetch(new URL(path, server.url), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}

/** What a person does after acting elsewhere (no waiting for the next poll). */
async function refreshPanel() {
  await page.getByRole('button', { name: 'Refresh now' }).click();
}

/** @param {string} name @param {Record<string, unknown>} data */
async function gateway(name, data) {
  const api = `mtop.mkt.member.${name}`;
  const response = await fetch(new URL(`/h5/${api}/1.0/?api=${api}`, server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-i18n-regionID': 'SG' },
    body: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
  });
  return (await response.json()).data;
}

test('the panel lists the seeded accounts and shows a sent code in the outbox', STEP_TIMEOUT, async () => {
  const table = page.locator('#sandbox-panel table');
  assert.equal(await table.locator('tbody tr').count(), 7);
  assert.match(await table.locator('tbody tr').first().innerText(), /91234567[\s\S]*shopper@example\.com[\s\S]*Mkt@2024go/);

  await gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS' });
  await page.getByLabel('Phone (prefix + number) or e-mail').fill('6591234567');
  await refreshPanel();
  const code = page.locator('#sandbox-panel .sandbox-outbox code');
  await code.first().waitFor();
  assert.match(await code.first().innerText(), /^\d{6}$/);
});

test('the phone app scans and confirms a pending QR request', STEP_TIMEOUT, async () => {
  const { requestId } = await gateway('generateQrCodeUrl', { clientId: 'mkt-buyer-app' });
  await refreshPanel();
  const scan = page.getByRole('button', { name: 'Scan' });
  await scan.waitFor({ timeout: 5000 });
  await scan.click();
  await page.getByRole('button', { name: 'Scan' }).and(page.locator('[disabled]')).waitFor();
  assert.equal((await gateway('checkQrCodeStatus', { requestId })).scanned, true);
  await page.getByLabel('Confirm as').selectOption('91234567');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.getByText('No QR requests pending.').waitFor();
  const status = await gateway('checkQrCodeStatus', { requestId });
  assert.equal(status.status, 'SUCCESS');
  assert.ok(status.token);
});

test('fault switches are added and cleared from the panel', STEP_TIMEOUT, async () => {
  await page.getByLabel('Call name or path part').fill('getUser');
  await page.getByLabel('Fault', { exact: true }).selectOption('error');
  await page.getByLabel('Error key').fill('FAIL_SYS_TRAFFIC_LIMIT');
  await page.getByLabel('Times').fill('2');
  await page.getByRole('button', { name: 'Add switch' }).click();
  await page.getByText('getUser → error:FAIL_SYS_TRAFFIC_LIMIT (2 more)').waitFor();
  await page.getByRole('button', { name: 'Clear all switches' }).click();
  await page.getByText('No fault switches').waitFor();
  const listed = await (await fetch(new URL('/__sandbox/faults', server.url))).json();
  assert.deepEqual(listed.faults, []);
});

test('the panel offers every documented fault, http429 and delay:<ms> included (issue 16)', STEP_TIMEOUT, async () => {
  await page.getByLabel('Call name or path part').fill('getUser');
  await page.getByLabel('Times').fill('1');
  await page.getByLabel('Fault', { exact: true }).selectOption('http429');
  await page.getByRole('button', { name: 'Add switch' }).click();
  await page.getByText('getUser → http429 (1 more)').waitFor();
  await page.getByLabel('Fault', { exact: true }).selectOption('delay');
  await page.getByLabel('Delay (ms)').fill('1500');
  await page.getByRole('button', { name: 'Add switch' }).click();
  await page.getByText('getUser → delay:1500 (1 more)').waitFor();
  const listed = await (await fetch(new URL('/__sandbox/faults', server.url))).json();
  assert.deepEqual(listed.faults.map((f) => f.fault), ['http429', 'delay:1500']);
  await page.getByRole('button', { name: 'Clear all switches' }).click();
  await page.getByText('No fault switches').waitFor();
});

test('SMS from phone: the panel sends the waiting SMS', STEP_TIMEOUT, async () => {
  await post('/__sandbox/reset');
  const sent = await gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone: '81234567890', phonePrefixCode: '62', deliveryType: 'SMS_UPLINK' });
  await refreshPanel();
  await page.getByRole('button', { name: 'Send this SMS' }).click();
  await page.getByText('Nobody is waiting for an SMS.').waitFor();
  assert.match(sent.smsUplinkCode, /^MKT /);
});

test('Google code client, One Tap and Facebook login answer through the chooser', STEP_TIMEOUT, async () => {
  const googleCode = page.evaluate(
    () =>
      new Promise((resolve) => {
        // @ts-expect-error the sandbox script defines it
        window.google.accounts.oauth2.initCodeClient({ client_id: 'sandbox', scope: 'profile email', ux_mode: 'popup', callback: resolve }).requestCode();
      }),
  );
  await page.locator('dialog[open] [data-sandbox-identity="siti"]').click();
  assert.deepEqual(await googleCode, { code: 'sandbox-google:siti', scope: 'profile email' });

  const oneTap = page.evaluate(
    () =>
      new Promise((resolve) => {
        // @ts-expect-error the sandbox script defines it
        window.google.accounts.id.initialize({ client_id: 'sandbox', callback: resolve });
        // @ts-expect-error the sandbox script defines it
        window.google.accounts.id.prompt();
      }),
  );
  await page.locator('dialog[open] [data-sandbox-identity="new-shopper"]').click();
  assert.equal(/** @type {any} */ (await oneTap).credential, 'sandbox-google:new-shopper');

  const facebook = page.evaluate(
    () =>
      new Promise((resolve) => {
        // @ts-expect-error the sandbox script defines it
        window.FB.init({ appId: 'sandbox', version: 'v2.11' });
        // @ts-expect-error the sandbox script defines it
        window.FB.login(resolve, { scope: 'email' });
      }),
  );
  await page.locator('dialog[open] [data-sandbox-identity="siti"]').click();
  const answer = /** @type {any} */ (await facebook);
  assert.equal(answer.status, 'connected');
  assert.equal(answer.authResponse.accessToken, 'sandbox-facebook:siti');

  const cancelled = page.evaluate(
    () =>
      new Promise((resolve) => {
        // @ts-expect-error the sandbox script defines it
        window.FB.login(resolve, { scope: 'email' });
      }),
  );
  await page.locator('dialog[open] [data-sandbox-cancel]').waitFor();
  await page.keyboard.press('Escape');
  assert.equal(/** @type {any} */ (await cancelled).status, 'unknown');
  assert.equal(await page.locator('#mkt-sandbox-chooser').count(), 0);
});

test('nothing broke the CSP or Trusted Types', STEP_TIMEOUT, () => {
  assert.deepEqual(violations, []);
});
