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
  assert.equal(await login.textContent(), 'Login');
  assert.equal(await page.locator('mkt-header-account [part="signup-link"]').textContent(), 'Sign Up');
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
