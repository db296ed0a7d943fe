// Journey: the demo storefront of `npm start` loads, with the widget in its header.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { startDemo } from './harness.mjs';

let demo;
before(async () => {
  demo = await startDemo();
});
after(async () => {
  await demo?.close();
});

test('the demo storefront shows the Login and Sign Up links of <mkt-header-account>', async () => {
  const { page, url } = demo;
  await page.goto(url);
  const login = page.locator('mkt-header-account [part="login-link"]');
  await login.waitFor();
  assert.equal(await login.textContent(), 'Log in');
  assert.equal(await page.locator('mkt-header-account [part="signup-link"]').textContent(), 'Sign up');
  assert.deepEqual(demo.problems, []);
});

test('clicking Login opens the popup on the Login screen without a page reload', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await page.evaluate(() => {
    window.__sameDocument = true;
  });
  await page.locator('mkt-header-account [part="login-link"]').click();
  await page.locator('mkt-login-popup [data-screen="login"]').waitFor({ state: 'attached' });
  await page.getByRole('dialog').waitFor();
  assert.equal(await page.evaluate(() => window.__sameDocument), true);
  assert.deepEqual(demo.problems, []);
});

test('the region and language switchers render the header in Thai', async () => {
  const { page, url } = demo;
  await page.goto(`${url}?region=TH&lang=th`);
  const login = page.locator('mkt-header-account [part="login-link"]');
  await login.waitFor();
  assert.equal(await login.textContent(), 'เข้าสู่ระบบ');
});

/**
 * Requests for the shared React chunk, which only the popup needs (issue 9), made by the document
 * at `pageUrl` (the previous test's page may still run its own idle prefetch while this one loads).
 */
function watchReactChunk(page, pageUrl) {
  const seen = [];
  const onRequest = (request) => {
    if (request.frame()?.url() !== pageUrl) return;
    if (/\/dist\/esm\/chunks\/react-[\w-]+\.js$/.test(new URL(request.url()).pathname)) seen.push(request.url());
  };
  page.on('request', onRequest);
  return { seen, stop: () => page.off('request', onRequest) };
}

/** Serves the demo page with `attributes` added to its header element. */
async function withHeaderAttributes(page, url, attributes) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('<mkt-header-account env="sandbox">', `<mkt-header-account env="sandbox" ${attributes}>`);
    await route.fulfill({ response, body });
  });
}

for (const [intent, act] of [
  ['hovered', (link) => link.hover()],
  ['focused', (link) => link.focus()],
  ['touched', (link) => link.dispatchEvent('touchstart')],
  ['pressed', (link) => link.dispatchEvent('pointerdown')],
]) {
  const title =
    intent === 'hovered'
      ? 'by default nothing heavy loads during 5 s of idle; hovering the Login link loads the popup code (issue 17)'
      : `by default no React before interaction; the popup code loads once the Login link is ${intent} (issue 17)`;
  test(title, async () => {
    const { page, url } = demo;
    const react = watchReactChunk(page, url);
    try {
      await page.goto(url);
      const login = page.locator('mkt-header-account [part="login-link"]');
      await login.waitFor();
      if (intent === 'hovered') {
        // Issue 17's target: nothing more is downloaded during 5 s of idle.
        // A fixed 5 s on purpose: the test proves that nothing loads in that time.
        await page.waitForTimeout(5000);
      }
      assert.equal(react.seen.length, 0, 'no React before interaction');
      await act(login);
      await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/react-/.test(e.name)));
      assert.equal(react.seen.length, 1);
      assert.equal(await page.locator('mkt-login-popup [role="dialog"]').count(), 0, 'nothing opened');
    } finally {
      react.stop();
    }
  });
}

test('prefetch="idle" (opt-in): once the page is idle the popup code is prefetched, before any click', async () => {
  const { page, url } = demo;
  await withHeaderAttributes(page, url, 'prefetch="idle"');
  const react = watchReactChunk(page, url);
  try {
    await page.goto(url);
    await page.locator('mkt-header-account [part="login-link"]').waitFor();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /\/chunks\/react-/.test(e.name)), null, {
      timeout: 8000,
    });
    assert.equal(react.seen.length, 1, 'one request for the React chunk');
    assert.equal(await page.locator('mkt-login-popup [role="dialog"]').count(), 0, 'nothing opened');
  } finally {
    react.stop();
    await page.unroute(url);
  }
});
