// Reliability journeys (issue 10): the traffic limit (429 / FAIL_SYS_TRAFFIC_LIMIT) and the
// one-time H5 retry, and ten fast clicks or Enter presses; requests are counted in the page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import {
  TEXTS,
  clearToast,
  countCalls,
  ownProblems,
  toastText,
  waitFor,
  SEEDED,
  inPopup,
  popupDriver,
} from './reliability-helpers.mjs';

const PHONE = SEEDED.phone;
const SG_PREFIX = '65';
/** How late a slow answer comes (delay:<ms> fault): long enough for ten key presses to land. */
const SLOW_MS = 3000;

const demo = useDemo();

const { screen, openLogin, fillPassword } = popupDriver(demo);

// --- traffic limit and the H5 retry ---

test('429 on the gateway send-code: the retry-later dialog, one request, the phone kept', async () => {
  const { page } = demo;
  await openLogin('OTP');
  await page.locator(inPopup('input[name="phone"]')).fill(PHONE);
  const calls = countCalls(page);
  await demo.sandbox('/__sandbox/faults', { match: 'sendVerificationSms', fault: 'http429', times: 1 });
  await page.locator(inPopup('[data-channel="SMS"]')).click();
  const dialog = page.locator(inPopup('[role="dialog"]'), { hasText: TEXTS.retryLaterTitle });
  await dialog.waitFor();
  assert.equal(await dialog.getByRole('button', { name: 'Try again later' }).count(), 1);
  await waitFor(async () => (await page.locator(inPopup('[data-channel="SMS"]')).getAttribute('aria-busy')) === null, 'the SMS button back');
  assert.equal(calls.of('sendVerificationSms'), 1, 'a POST is never retried by itself');
  await dialog.getByRole('button', { name: 'Try again later' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.equal(await page.locator(inPopup('input[name="phone"]')).inputValue(), PHONE);
  assert.equal(await screen('verify').count(), 0);
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});

test('FAIL_SYS_TRAFFIC_LIMIT on the forgot-password request: the retry-later dialog and one request', async () => {
  const { page } = demo;
  await openLogin();
  await page.locator(inPopup('[part~="login-forgot-password"]')).click();
  await page.locator(inPopup('input[autocomplete~="username"]')).fill(PHONE);
  const calls = countCalls(page);
  await demo.sandbox('/__sandbox/faults', { match: 'applyResetPasswordWithSecurity', fault: 'error:FAIL_SYS_TRAFFIC_LIMIT', times: 1 });
  await page.locator(inPopup('button[type="submit"]')).click();
  await page.locator(inPopup('[role="dialog"]'), { hasText: TEXTS.retryLaterTitle }).waitFor();
  await waitFor(async () => (await page.locator(inPopup('button[type="submit"]')).getAttribute('aria-busy')) === null, 'the button back');
  assert.equal(calls.of('applyResetPasswordWithSecurity'), 1);
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});

test('429 on the member login: the retry-later dialog alone (SPEC §8, issue 16), one request, the form kept', async () => {
  const { page } = demo;
  await openLogin();
  await fillPassword();
  const calls = countCalls(page);
  await demo.sandbox('/__sandbox/faults', { match: 'login', fault: 'http429', times: 1 });
  await page.locator(inPopup('[part~="login-submit"]')).click();
  await page.locator(inPopup('[role="dialog"]'), { hasText: TEXTS.retryLaterTitle }).waitFor();
  assert.equal(await page.locator('mkt-toast [part="toast"]').count(), 0, 'no toast beside the dialog');
  assert.equal(calls.of('login'), 1, 'a POST is never retried by itself');
  assert.equal(await page.locator(inPopup('input[autocomplete~="username"]')).inputValue(), PHONE);
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});

test('a param-parse error is retried once as an H5 request: twice in all when it persists, through when it does not', async () => {
  const { page } = demo;
  await openLogin();
  await page.locator(inPopup('[part~="login-forgot-password"]')).click();
  await page.locator(inPopup('input[autocomplete~="username"]')).fill(PHONE);
  const submit = page.locator(inPopup('button[type="submit"]'));
  const calls = countCalls(page);

  await demo.sandbox('/__sandbox/faults', { match: 'applyResetPasswordWithSecurity', fault: 'error:FAIL_SYS_PARAM_PARSE_ERROR' });
  await submit.click();
  assert.equal(await toastText(page, TEXTS.retryLater), TEXTS.retryLater);
  await waitFor(async () => (await submit.getAttribute('aria-busy')) === null, 'the button back');
  const attempts = calls.list('applyResetPasswordWithSecurity');
  assert.equal(attempts.length, 2, 'the first attempt and one H5 retry, never more');
  assert.equal(new URL(attempts[0].url).searchParams.get('h5'), null);
  assert.equal(new URL(attempts[1].url).searchParams.get('h5'), '1');

  await demo.sandbox('/__sandbox/faults', undefined, 'DELETE');
  await clearToast(page);
  calls.reset();
  await demo.sandbox('/__sandbox/faults', { match: 'applyResetPasswordWithSecurity', fault: 'error:FAIL_SYS_PARAM_PARSE_ERROR', times: 1 });
  await submit.click();
  await page.locator(inPopup('[part="otp-box"]')).first().waitFor();
  assert.equal(calls.of('applyResetPasswordWithSecurity'), 2);
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});

// --- ten fast clicks or Enter presses ---

test('ten clicks in one frame and ten Enter presses on Login send one login request each time', async () => {
  const { page, context } = demo;
  await openLogin();
  await fillPassword();
  const calls = countCalls(page);
  // All ten clicks land before any answer can; the refused login keeps the user on the form.
  await demo.sandbox('/__sandbox/faults', { match: 'login', fault: 'error:PL_USER_LOGIN_PASSWORD_ERROR', times: 1 });
  await page.locator(inPopup('[part~="login-submit"]')).evaluate((button) => {
    for (let i = 0; i < 10; i += 1) button.click();
  });
  await page.locator(inPopup('[part="input-error"]'), { hasText: 'The account or password you entered is incorrect.' }).waitFor();
  assert.equal(calls.of('login'), 1, 'ten clicks in one frame: one request');

  calls.reset();
  // Keyboard presses are slower than one frame: a slow answer keeps the first request open.
  await demo.sandbox('/__sandbox/faults', { match: 'login', fault: `delay:${SLOW_MS}`, times: 1 });
  // Presses go to the focused field; the first may already have moved the popup on.
  await page.locator(inPopup('input[autocomplete="current-password"]')).focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('Enter');
  assert.equal(await screen('login').count(), 1, 'all ten presses landed while the first request was open');
  await page.locator('mkt-header-account [part="account-link"]').waitFor();
  assert.equal(calls.of('login'), 1, 'ten Enter presses: one request');
  calls.stop();
  await context.clearCookies();
  assert.deepEqual(ownProblems(demo), []);
});

test('ten clicks on a channel button and ten Enter presses in the phone field send one code each time', async () => {
  const { page } = demo;
  await openLogin('OTP');
  const phone = page.locator(inPopup('input[name="phone"]'));
  await phone.fill(PHONE);
  const calls = countCalls(page);
  await demo.sandbox('/__sandbox/faults', { match: 'sendVerificationSms', fault: `delay:${SLOW_MS}`, times: 1 });
  await page.locator(inPopup('[data-channel="SMS"]')).evaluate((button) => {
    for (let i = 0; i < 10; i += 1) button.click();
  });
  await screen('verify').waitFor({ state: 'attached' });
  assert.equal(calls.of('sendVerificationSms'), 1, 'ten clicks: one send');
  assert.equal(calls.of('validatePhone'), 1, 'ten clicks: one phone check');

  // Back on Login's OTP tab: ten Enter presses in the phone field.
  await page.locator(inPopup('[part~="back-button"]')).first().click();
  await screen('login').waitFor({ state: 'attached' });
  calls.reset();
  await demo.sandbox('/__sandbox/faults', { match: 'sendVerificationSms', fault: `delay:${SLOW_MS}`, times: 1 });
  const field = page.locator(inPopup('input[name="phone"]'));
  if ((await field.inputValue()) === '') await field.fill(PHONE);
  await field.focus();
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('Enter');
  assert.equal(await screen('verify').count(), 0, 'all ten presses landed while the first send was open');
  await screen('verify').waitFor({ state: 'attached' });
  assert.equal(calls.of('sendVerificationSms'), 1, 'ten Enter presses: one send');
  const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${SG_PREFIX}${PHONE}`);
  assert.equal(messages.length, 2, 'two codes in all, one per burst');
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});
