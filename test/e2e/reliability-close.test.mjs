// Reliability journeys (issue 10) on timing: closing the popup while something is under way,
// and a slow answer from an earlier screen. Pending work of our code is counted by an init
// script (timers, intervals, fetches, script tags started from /dist/).
import { beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import {
  countCalls,
  installPendingWorkProbe,
  ownProblems,
  pendingWork,
  pause,
  SEEDED,
  inPopup,
  popupDriver,
} from './reliability-helpers.mjs';

const PHONE = SEEDED.phone;
/** How late a slow answer comes (delay:<ms> fault). */
const SLOW_MS = 1500;
/** nanostores keeps a store's value for 1 s after its last listener leaves (its own timer). */
const STORE_KEEP_ALIVE_MS = 1000;

const demo = useDemo();

let probeInstalled = false;
beforeEach(async () => {
  // After the harness's own set-up (the browser context exists from then on).
  if (probeInstalled) return;
  await demo.context.addInitScript(installPendingWorkProbe);
  probeInstalled = true;
});

const { screen, openLogin, fillPassword } = popupDriver(demo);

async function closePopup() {
  await demo.page.locator(inPopup('[part="dialog-close"]')).first().click();
  await demo.page.locator(inPopup('[data-screen]')).first().waitFor({ state: 'detached' });
}

/** Waits past a slow answer and the store keep-alive, then expects nothing of ours pending. */
async function expectNothingPending(what) {
  // A fixed time on purpose: the late answer and the keep-alive timer must have had their time.
  await pause(SLOW_MS + STORE_KEEP_ALIVE_MS + 300);
  const pending = await pendingWork(demo.page);
  assert.deepEqual(pending, { timers: [], intervals: 0, fetches: 0, scripts: 0 }, `${what}: nothing left pending`);
}

// --- closing the popup while something is under way ---

test('closing during a login request: nothing pending, and the late answer neither logs in nor shows anything', async () => {
  const { page } = demo;
  await openLogin();
  await fillPassword();
  await demo.sandbox('/__sandbox/faults', { match: 'login', fault: `delay:${SLOW_MS}`, times: 1 });
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/user/api/login');
  await page.locator(inPopup('[part~="login-submit"]')).click();
  await sent;
  await closePopup();
  await expectNothingPending('login');
  assert.equal(await page.locator('mkt-header-account [part="login-link"]').count(), 1, 'still logged out');
  assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast');
  assert.equal(await page.locator(inPopup('[data-screen]')).count(), 0, 'the popup stays closed');
  assert.deepEqual(ownProblems(demo), []);
});

test('closing during a QR poll: nothing pending, no poll after the close, the late answer changes nothing', async () => {
  const { page } = demo;
  await openLogin();
  await page.locator(inPopup('[part="login-qr-link"]')).click();
  await page.locator(inPopup('canvas[part="qr-code"][data-drawn]')).waitFor();
  // The next status poll answers late; close while it is open.
  await demo.sandbox('/__sandbox/faults', { match: 'checkQrCodeStatus', fault: `delay:${SLOW_MS}`, times: 1 });
  const calls = countCalls(page);
  await page.waitForRequest((request) => new URL(request.url()).pathname.includes('checkQrCodeStatus'), { timeout: 15_000 });
  await closePopup();
  await expectNothingPending('QR poll');
  assert.equal(calls.of('checkQrCodeStatus'), 1, 'no poll after the close');
  assert.equal(calls.of('generateQrCodeUrl'), 0, 'no new code after the close');
  assert.equal(await page.locator(inPopup('[data-screen]')).count(), 0, 'the popup stays closed');
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});

test('closing during the OTP resend countdown: no timer is left', async () => {
  const { page } = demo;
  await openLogin('OTP');
  await page.locator(inPopup('input[name="phone"]')).fill(PHONE);
  await page.locator(inPopup('[data-channel="SMS"]')).click();
  await screen('verify').waitFor({ state: 'attached' });
  await page.locator(inPopup('[part="resend-countdown"]')).waitFor();
  const before = await pendingWork(page);
  assert.ok(before.timers.length > 0, 'the countdown runs on a timer of ours (the probe sees it)');
  await closePopup();
  await expectNothingPending('countdown');
  assert.deepEqual(ownProblems(demo), []);
});

// --- a slow answer from an earlier screen ---

test('a slow forgot-password answer cannot change the screen the user went on to', async () => {
  const { page } = demo;
  await openLogin();
  await page.locator(inPopup('[part~="login-forgot-password"]')).click();
  await page.locator(inPopup('input[autocomplete~="username"]')).fill(PHONE);
  await demo.sandbox('/__sandbox/faults', { match: 'applyResetPasswordWithSecurity', fault: `delay:${SLOW_MS}`, times: 1 });
  const answered = page.waitForResponse((response) => response.url().includes('applyResetPasswordWithSecurity'));
  await page.locator(inPopup('button[type="submit"]')).click();
  // Back to Login, and into a fresh ForgetPassword before the answer comes.
  await page.locator(inPopup('[part="forget-password"] [part~="back-button"]')).click();
  await screen('login').waitFor({ state: 'attached' });
  await page.locator(inPopup('[part~="login-forgot-password"]')).click();
  await screen('forget-password').waitFor({ state: 'attached' });
  await answered;
  // A fixed 300 ms on purpose: the test proves the late answer changes nothing in that time.
  await pause(300);
  assert.equal(await page.locator(inPopup('[part="otp-box"]')).count(), 0, 'no code step on the new screen');
  assert.equal(await page.locator(inPopup('input[autocomplete~="username"]')).inputValue(), '', 'the new screen is untouched');
  assert.equal(await page.locator(inPopup('button[type="submit"]')).getAttribute('aria-busy'), null, 'and not busy');
  assert.deepEqual(ownProblems(demo), []);
});

test('a slow login answer from a closed opening cannot change the reopened Login screen', async () => {
  const { page } = demo;
  await openLogin();
  await fillPassword();
  await demo.sandbox('/__sandbox/faults', { match: 'login', fault: `delay:${SLOW_MS}`, times: 1 });
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname === '/user/api/login');
  await page.locator(inPopup('[part~="login-submit"]')).click();
  await sent;
  await closePopup();
  await page.locator('mkt-header-account [part="login-link"]').click();
  await screen('login').waitFor({ state: 'attached' });
  // A fixed time on purpose: past the moment the slow answer comes back (the closed popup may
  // have dropped the request, so there is no answer to wait for), it must have changed nothing.
  await pause(SLOW_MS + 300);
  const submit = page.locator(inPopup('[part~="login-submit"]'));
  assert.equal(await submit.getAttribute('aria-busy'), null, 'the new Login is not busy');
  assert.equal(await page.locator(inPopup('input[autocomplete="current-password"]')).inputValue(), '', 'the new Login is untouched');
  assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast');
  assert.equal(await page.locator('mkt-header-account [part="login-link"]').count(), 1, 'still logged out');
  assert.deepEqual(ownProblems(demo), []);
});

test('a slow QR code answer after switching to password login draws nothing and starts no polling', async () => {
  const { page } = demo;
  await openLogin();
  await demo.sandbox('/__sandbox/faults', { match: 'generateQrCodeUrl', fault: `delay:${SLOW_MS}`, times: 1 });
  const sent = page.waitForRequest((request) => request.url().includes('generateQrCodeUrl'));
  await page.locator(inPopup('[part="login-qr-link"]')).click();
  await screen('qrcode').waitFor({ state: 'attached' });
  const calls = countCalls(page);
  await page.locator(inPopup('[part="qr-switch-to-password"]')).click();
  await screen('login').waitFor({ state: 'attached' });
  await sent;
  // Past the moment the slow answer comes back: a fixed time on purpose, as the test proves
  // nothing is drawn and no poll starts in it.
  await pause(SLOW_MS + 300);
  assert.equal(await screen('qrcode').count(), 0);
  assert.equal(await page.locator(inPopup('canvas[part="qr-code"]')).count(), 0, 'no code drawn');
  assert.equal(calls.of('checkQrCodeStatus'), 0, 'no polling');
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});
