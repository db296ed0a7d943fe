// Journeys of issue 20: broken or hostile server answers, cookies and page markup never break the
// popup or the header. Each one walks the demo the way a shopper does, with the sandbox's
// `answer` fault (any JSON as a call's module / data) standing in for the hostile server.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import { SEEDED, countCalls, inPopup, ownProblems, pause, popupDriver, toastText, waitFor } from './reliability-helpers.mjs';

const demo = useDemo();
const driver = popupDriver(demo);

const TEXTS = {
  retryLater: 'Network error, please try again later',
  urlIlleagle: 'URL is illeagle',
  account: "SITI TAN'S ACCOUNT",
};

const fault = (match, body) => demo.sandbox('/__sandbox/faults', { match, times: 1, ...body });
const accountLink = () => demo.page.locator('mkt-header-account [part="account-link"]');

/** Password login of the seeded shopper from an open Login screen; waits for the header label. */
async function logInWithPassword() {
  await driver.fillPassword();
  await demo.page.locator(inPopup('[part~="login-submit"]')).click();
  await accountLink().waitFor();
}

test('risk texts that are not text: the step-up shows its own words; after closing, a normal login works', async () => {
  const { page } = demo;
  await fault('sendVerificationSms', { fault: 'error:PL-USER-RISK', data: { alertSummary: { text: 'x' }, popupTitle: 42, confirmButtonText: ['Call'], smsUplinkSupport: 'yes', experimentalBucket: 1 } });
  await driver.openLogin('OTP');
  await page.locator(inPopup('input[name="phone"]')).fill(SEEDED.phone);
  await page.locator(inPopup('[data-channel="SMS"]')).click();
  await driver.screen('phone-call').waitFor({ state: 'attached' });
  assert.equal(await page.locator(inPopup('h2')).textContent(), 'We need more information to verify your identity');
  assert.equal(await page.locator(inPopup('[part~="phone-call-confirm"]')).textContent(), 'Call Now');
  await page.locator(inPopup('[part="dialog-close"]')).first().click();
  await driver.screen('phone-call').waitFor({ state: 'detached' });

  await page.locator('mkt-header-account [part="login-link"]').click();
  await page.locator(inPopup('[role="tab"]'), { hasText: 'Password' }).click();
  await logInWithPassword();
  assert.equal(await accountLink().textContent(), TEXTS.account);
  assert.deepEqual(ownProblems(demo), []);
});

test('a user-id cookie that is not header-safe is ignored: login works and every call goes out', async () => {
  const { page, url } = demo;
  await page.goto(url);
  // A cookie that decodes to a non-Latin-1 id, which fetch refuses to put in a header.
  await page.evaluate(() => {
    document.cookie = 'mkt_uid=%E2%9C%93; path=/';
  });
  const sent = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/user/api/')) sent.push(request.headers()['x-uid']);
  });
  await page.locator('mkt-header-account [part="login-link"]').click();
  await driver.screen('login').waitFor({ state: 'attached' });
  await page.locator(inPopup('[role="tab"]'), { hasText: 'Password' }).click();
  await logInWithPassword();
  assert.ok(sent.length > 0, 'member calls went out');
  for (const header of sent) assert.ok(header === undefined || /^[\x21-\x7e]{1,64}$/.test(header), `x-uid ${header} is header-safe`);
  assert.deepEqual(ownProblems(demo), []);
});

test('open() then close() in one task leaves the popup closed, with no screen drawn later', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await page.evaluate(async () => {
    await import('/dist/esm/mkt-login-popup.js');
    const popup = document.createElement('mkt-login-popup');
    popup.setAttribute('env', 'sandbox');
    document.body.append(popup);
    void popup.open('login');
    popup.close();
  });
  // A fixed 1.5 s on purpose: the test proves no screen is drawn in that time.
  await pause(1500);
  assert.equal(await page.locator(inPopup('[data-screen]')).count(), 0);
  assert.equal(await page.locator(inPopup('dialog[open]')).count(), 0);
  // And the next open works.
  await page.locator('mkt-header-account [part="login-link"]').click();
  await driver.screen('login').waitFor({ state: 'attached' });
  assert.deepEqual(ownProblems(demo), []);
});

test('<mkt-qr-login> moved 5 times during its mount and then removed: no QR poll 6-12 s later', async () => {
  const { page, url } = demo;
  await page.goto(url);
  const calls = countCalls(page);
  await page.evaluate(async () => {
    await import('/dist/esm/mkt-qr-login.js');
    const element = document.createElement('mkt-qr-login');
    const places = [document.body, document.querySelector('header') ?? document.body];
    document.body.append(element);
    for (let move = 0; move < 5; move++) places[move % 2].append(element);
  });
  // The one mount settles and draws its code; then the element is taken away.
  await page.locator('mkt-qr-login canvas[part="qr-code"][data-drawn]').waitFor();
  await page.evaluate(() => document.querySelector('mkt-qr-login').remove());
  assert.ok(calls.of('generateQrCodeUrl') <= 1, `one code at most (${calls.of('generateQrCodeUrl')})`);
  // Fixed times on purpose: the test proves no poll goes out from 6 s to 12 s after the removal.
  await pause(6000);
  calls.reset();
  await pause(6000);
  assert.equal(calls.of('checkQrCodeStatus'), 0, 'no poll 6-12 s after the removal');
  assert.equal(calls.of('generateQrCodeUrl'), 0);
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});

test('an <img name="AlipayJSBridge"> on the page does not switch on partner-app mode', async () => {
  const { page, url } = demo;
  await page.goto(url);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.name = 'AlipayJSBridge';
    img.alt = '';
    document.body.append(img);
  });
  const entrances = [];
  page.on('request', (request) => {
    const entrance = request.headers().entrance;
    if (entrance) entrances.push(entrance);
  });
  await page.locator('mkt-header-account [part="login-link"]').click();
  await driver.screen('login').waitFor({ state: 'attached' });
  await page.locator(inPopup('[role="tab"]'), { hasText: 'Password' }).click();
  await logInWithPassword();
  assert.ok(entrances.length > 0);
  assert.ok(entrances.every((entrance) => entrance === 'web'), `entrance headers: ${[...new Set(entrances)]}`);
});

test('a user name that is not text, then one with U+202E: the header shows an account label, the name isolated', async () => {
  const { page, url } = demo;
  await driver.openLogin();
  await logInWithPassword();
  // The header's page-load lookup gets a name that is an object: still an account label.
  await fault('getUser', { fault: 'answer', answer: { id: '100', name: { text: 'x' } } });
  await page.goto(url);
  await accountLink().waitFor();
  assert.equal(await accountLink().textContent(), 'MY ACCOUNT');

  // A name that reverses what follows it reads as itself, inside its own bidi isolate.
  await fault('getUser', { fault: 'answer', answer: { id: '100', name: 'Eve\u202Eevil' } });
  await page.goto(url);
  await accountLink().waitFor();
  const name = page.locator('mkt-header-account bdi[part="account-name"]');
  assert.equal(await name.textContent(), 'EVE\u202EEVIL');
  assert.ok((await accountLink().textContent()).endsWith("'S ACCOUNT"), 'the rest of the label stays outside the isolate');
  assert.deepEqual(ownProblems(demo), []);
});

for (const [what, data, action] of [
  ['a refused URL', { url: 'https://evil.example/steal' }, 'JUMP_TO_URL'],
  ['a malformed URL', { url: 'http://[', token: 'v1', tokenType: 'SECOND' }, 'SECOND_VERIFICATION'],
]) {
  test(`a next step with ${what} shows "URL is illeagle", is reported, and leaves the popup usable`, async () => {
    const { page } = demo;
    await fault('login', { fault: 'answer', answer: { user: { id: '100', name: 'Siti Tan' }, loginNextStepAction: action, loginNextStepActionData: data } });
    await driver.openLogin();
    await driver.fillPassword();
    await page.locator(inPopup('[part~="login-submit"]')).click();
    assert.equal(await toastText(page, TEXTS.urlIlleagle), TEXTS.urlIlleagle);
    assert.equal(new URL(page.url()).origin, new URL(demo.url).origin, 'the page did not leave');
    await waitFor(() => demo.monitorReports.find((entry) => entry.key === 'URL is illeagle'), 'the monitoring report');
    // Still usable: the real login goes through.
    await page.locator(inPopup('[part~="login-submit"]')).click();
    await accountLink().waitFor();
    assert.deepEqual(ownProblems(demo), []);
  });
}

test('a hostile anti-forgery answer: nothing is sent, the generic error shows, the next login works with the password encrypted', async () => {
  const { page } = demo;
  await fault('getCsrfToken', { fault: 'answer', answer: { parameterName: 'encryptPassword', token: 'tok\r\nX-Evil: 1' } });
  await driver.openLogin();
  await driver.fillPassword();
  const calls = countCalls(page);
  await page.locator(inPopup('[part~="login-submit"]')).click();
  assert.equal(await toastText(page, TEXTS.retryLater), TEXTS.retryLater);
  assert.equal(calls.of('login'), 0, 'no login call without a usable token');
  await waitFor(() => demo.monitorReports.find((entry) => entry.key === 'malformed-answer'), 'the malformed-answer report');

  await fault('getCsrfToken', { fault: 'answer', answer: { parameterName: 'loginName', token: 'tok-1' } });
  await page.locator(inPopup('[part~="login-submit"]')).click();
  await waitFor(() => demo.monitorReports.filter((entry) => entry.key === 'malformed-answer').length === 2, 'the second report');
  assert.equal(calls.of('login'), 0);

  await page.locator(inPopup('[part~="login-submit"]')).click();
  await accountLink().waitFor();
  const [login] = calls.list('login');
  const body = demo.requests.find((request) => request.url === login.url && request.method === 'POST').body;
  const { encryptPassword, loginName } = JSON.parse(body);
  assert.equal(loginName, SEEDED.phone);
  assert.notEqual(encryptPassword, SEEDED.password);
  assert.ok(encryptPassword.length > 100, 'an RSA cipher text');
  assert.ok(!body.includes(SEEDED.password));
  calls.stop();
  assert.deepEqual(ownProblems(demo), []);
});

test('a 2,000-character QR login URL draws a code that fits its 120-pixel box inside the dialog', async () => {
  const { page } = demo;
  const qrLoginUrl = `${demo.url}qr?r=${'a'.repeat(2000 - demo.url.length - 5)}`;
  assert.equal(qrLoginUrl.length, 2000);
  await fault('generateQrCodeUrl', { fault: 'answer', answer: { qrLoginUrl, requestId: 'long-1', expire: 10, interval: 2000 } });
  await driver.openLogin();
  await page.locator(inPopup('[part="login-qr-link"]')).click();
  const code = page.locator(inPopup('canvas[part="qr-code"][data-drawn]'));
  await code.waitFor();
  const box = await code.boundingBox();
  assert.deepEqual([box.width, box.height], [120, 120]);
  const dialog = await page.locator(inPopup('[part="dialog"]')).first().boundingBox();
  assert.ok(box.x >= dialog.x && box.x + box.width <= dialog.x + dialog.width, 'inside the dialog');
  assert.equal(await code.getAttribute('data-qr-url'), qrLoginUrl);
  assert.deepEqual(ownProblems(demo), []);
});
