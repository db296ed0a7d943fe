// Journey: the one-file build for CMS pages. Everything comes from one <script src>, and React
// runs only when the popup first opens (issue 9: "defer React until first use ... with one file").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { CONTENT_SECURITY_POLICY } from '../../sandbox/security-headers.mjs';

const demo = useDemo();

const PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>CMS page</title>
<script src="/dist/mkt-member-elements.iife.js"></script>
<script src="/__iife-journey/setup.js"></script>
</head>
<body>
<header><mkt-header-account env="sandbox" prefetch="interaction"></mkt-header-account></header>
<mkt-toast></mkt-toast>
</body></html>`;

// What a CMS author's own script would do: the sandbox's RSA key and the page origin allowed.
const SETUP = `fetch('/__sandbox/config').then((r) => r.json()).then((c) => {
  MktMemberElements.configure({ env: 'sandbox', rsaPublicKey: c.rsaPublicKey, trustPageOrigin: true });
  document.documentElement.dataset.configured = 'yes';
});`;

/**
 * React's scheduler makes a MessageChannel when its module runs; counting the ones made from
 * the IIFE file tells whether React has run yet.
 */
function countSchedulerChannels() {
  window.__reactChannels = 0;
  const Native = window.MessageChannel;
  window.MessageChannel = class extends Native {
    constructor() {
      super();
      if (/mkt-member-elements\.iife\.js/.test(new Error().stack ?? '')) window.__reactChannels += 1;
    }
  };
}

test('one <script> runs the header at once and React only when Login is clicked, then logs in', async () => {
  const { page, url } = demo;
  const pageUrl = new URL('/__iife-journey/page.html', url).href;
  await page.route(/\/__iife-journey\//, (route) => {
    const isPage = route.request().url().endsWith('.html');
    return route.fulfill({
      status: 200,
      contentType: isPage ? 'text/html' : 'text/javascript',
      headers: isPage ? { 'content-security-policy': CONTENT_SECURITY_POLICY } : {},
      body: isPage ? PAGE : SETUP,
    });
  });
  await page.addInitScript(countSchedulerChannels);
  const scripts = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  try {
    await page.goto(pageUrl);
    const login = page.locator('mkt-header-account [part="login-link"]');
    await login.waitFor();
    await page.locator('html[data-configured="yes"]').waitFor({ state: 'attached' });
    assert.equal(await page.evaluate(() => window.__reactChannels), 0, 'React has not run on page load');
    assert.equal(await page.evaluate(() => typeof window.MktMemberElements.openLogin), 'function');

    await login.click();
    await page.locator('mkt-login-popup input[autocomplete~="username"]').fill('91234567');
    // React runs in the shopper's first pause after the click (the pre-painted Login takes the keys).
    await page.waitForFunction(() => window.__reactChannels >= 1, null, { timeout: 5000 }).catch(() => undefined);
    assert.ok((await page.evaluate(() => window.__reactChannels)) >= 1, 'React ran for the popup');
    await page.locator('mkt-login-popup input[autocomplete="current-password"]').fill('Mkt@2024go');
    await page.locator('mkt-login-popup [part~="login-submit"]').click();
    const account = page.locator('mkt-header-account [part="account-link"]');
    await account.waitFor();
    assert.equal(await account.textContent(), "SITI TAN'S ACCOUNT");
    assert.deepEqual(
      scripts.filter((path) => path.startsWith('/dist/')),
      ['/dist/mkt-member-elements.iife.js'],
      'no other file of ours was fetched',
    );
    assert.deepEqual(demo.problems, []);
  } finally {
    await page.unroute(/\/__iife-journey\//);
  }
});
