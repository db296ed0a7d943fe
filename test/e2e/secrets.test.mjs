// Journeys of issue 10: secrets never leave where they should not. For password login, OTP login
// and reset password, none of the typed password, the code, the tokens the sandbox handed out or
// the full phone number may appear in a request URL, a console line, the tracking queue, a
// monitoring report or a JSONP request. Also: cookies and storage after a login, and the same
// answer whether an account exists, is locked or the password is wrong.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
const NEW_PASSWORD = 'Fresh#2025go';
const LOCKED_PHONE = '91230007';
const UNKNOWN_PHONE = '81119876';
const STEP_TIMEOUT_MS = 15000;
const DAY_S = 24 * 60 * 60;
/** The sandbox's API paths: requests there may carry secrets in their bodies (encrypted or by design). */
const API_PATH = /^\/(?:user\/api|h5)\//;

const demo = useDemo();

const screen = (page, name) => page.locator(`mkt-login-popup [data-screen="${name}"]`);
const toast = (page) => page.locator('mkt-toast [part="toast"]');

/** Token-like values in sandbox answers (keys naming a token, session or CSRF value). */
function collectTokens(value, into, key = '') {
  if (typeof value === 'string') {
    if (/token|session|sid|csrf/i.test(key) && value.length >= 8) into.add(value);
  } else if (value && typeof value === 'object') {
    for (const [childKey, child] of Object.entries(value)) collectTokens(child, into, childKey);
  }
  return into;
}

/** Records every token the sandbox answers in this test (responses of the API paths). */
function watchTokens(context) {
  const tokens = new Set();
  const onResponse = async (response) => {
    if (!API_PATH.test(new URL(response.url()).pathname)) return;
    try {
      collectTokens(await response.json(), tokens);
    } catch {
      // not JSON (or the page went away): nothing to learn
    }
  };
  context.on('response', onResponse);
  return { tokens, stop: () => context.off('response', onResponse) };
}

function variants(secret) {
  return [...new Set([secret, encodeURIComponent(secret)])];
}

/**
 * Every place a secret must never be: request URLs (raw and decoded), bodies of requests that are
 * not our API (tracking, monitoring, JSONP beacons), console lines, the tracking queue and the
 * monitoring reports.
 */
async function assertNowhere(secrets) {
  const places = [];
  for (const request of demo.requests) {
    let decoded = request.url;
    try {
      decoded = decodeURIComponent(request.url);
    } catch {
      // keep the raw URL
    }
    places.push([`URL ${request.method} ${request.url}`, `${request.url}\n${decoded}`]);
    const path = new URL(request.url).pathname;
    if (request.body && !API_PATH.test(path)) places.push([`body of ${request.method} ${path}`, request.body]);
  }
  for (const line of demo.consoleLines) places.push(['console', line]);
  places.push(['tracking queue', JSON.stringify(await demo.trackingQueue())]);
  places.push(['monitoring reports', JSON.stringify(demo.monitorReports)]);
  const leaks = [];
  for (const secret of secrets) {
    for (const form of variants(secret)) {
      for (const [where, text] of places) if (text.includes(form)) leaks.push(`${JSON.stringify(secret)} in ${where}`);
    }
  }
  assert.deepEqual(leaks, []);
}

async function openLogin(page) {
  await page.goto(demo.url);
  // Start on the Password tab: the popup remembers the last tab (an OTP test opens on OTP).
  await page.evaluate(() => localStorage.clear());
  await page.locator('mkt-header-account [part="login-link"]').click();
  await screen(page, 'login').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
}

async function submitPassword(page, loginName, password) {
  await page.locator('mkt-login-popup input[autocomplete~="username"]').fill(loginName);
  await page.locator('mkt-login-popup input[autocomplete="current-password"]').fill(password);
  await page.locator('mkt-login-popup [part~="login-submit"]').click();
}

async function latestCode(to, type) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${encodeURIComponent(to)}`);
    const matching = messages.filter((message) => !type || message.type === type);
    if (matching.length > 0) return matching.at(-1).code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${to}`);
}

async function typeCode(page, code) {
  await page.locator('mkt-login-popup [part="otp-box"]').first().click();
  await page.keyboard.type(code);
}

const loginBodies = () => demo.requests.filter((r) => new URL(r.url).pathname === '/user/api/login').map((r) => JSON.parse(r.body));

test('password login: no password, token or phone number in any URL, console line, tracking or monitoring payload; cookies and storage are right', async () => {
  const { page, context } = demo;
  const watch = watchTokens(context);
  await openLogin(page);
  // First an unknown account with the same password: the two ciphertexts must differ (random padding).
  await submitPassword(page, UNKNOWN_PHONE, PASSWORD);
  await page.locator('mkt-login-popup [part="input-error"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  await submitPassword(page, PHONE, PASSWORD);
  await page.locator('mkt-header-account [part="account-link"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  watch.stop();

  const bodies = loginBodies();
  assert.equal(bodies.length, 2);
  const [first, second] = bodies.map((body) => body.encryptPassword);
  assert.match(first, /^[A-Za-z0-9+/]+=*$/);
  assert.notEqual(first, second, 'the same password must encrypt differently each time');
  for (const body of bodies) assert.ok(!JSON.stringify(body).includes(PASSWORD), 'the password is only ever sent encrypted');

  assert.ok(watch.tokens.size > 0, 'control: the sandbox handed out tokens (CSRF, session)');
  await assertNowhere([PASSWORD, PHONE, ...watch.tokens]);

  // Cookies (SPEC §3): last login type for 365 days, Secure, SameSite=None; never on a public suffix.
  const cookies = await context.cookies();
  const lastLoginType = cookies.find((cookie) => cookie.name === 'mkt_last_login_type');
  assert.ok(lastLoginType, `no last-login-type cookie in ${cookies.map((c) => c.name).join(', ')}`);
  assert.equal(lastLoginType.value, 'PHONE');
  assert.equal(lastLoginType.secure, true);
  assert.equal(lastLoginType.sameSite, 'None');
  const days = (lastLoginType.expires - Date.now() / 1000) / DAY_S;
  assert.ok(days > 364 && days <= 365, `last-login-type cookie lasts ${days} days`);
  for (const cookie of cookies) {
    assert.equal(cookie.domain.replace(/^\./, ''), 'localhost', `${cookie.name} is scoped to ${cookie.domain}`);
    assert.ok(!cookie.domain.startsWith('.'), `${cookie.name} is shared with every host under ${cookie.domain}`);
  }
  // The session lives in an HttpOnly cookie the page cannot read; no token in page storage.
  const session = cookies.find((cookie) => cookie.name === 'mkt_sid');
  assert.equal(session?.httpOnly, true);
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  for (const secret of [PASSWORD, session.value, ...watch.tokens]) {
    assert.ok(!storage.includes(secret), `a secret is kept in page storage: ${storage}`);
  }
  assert.equal(await page.evaluate(() => document.cookie.includes('mkt_sid')), false);
  assert.deepEqual(demo.problems, []);
});

test('OTP login: the code, the tokens and the phone number stay out of URLs, console, tracking and monitoring', async () => {
  const { page, context } = demo;
  const watch = watchTokens(context);
  await openLogin(page);
  await page.locator('mkt-login-popup [role="tab"]', { hasText: 'OTP' }).click();
  await page.locator('mkt-login-popup input[name="phone"]').fill(PHONE);
  await page.locator('mkt-login-popup [data-channel="SMS"]').click();
  await screen(page, 'verify').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  const code = await latestCode(`65${PHONE}`, 'OTP_LOGIN');
  await typeCode(page, code);
  await page.locator('mkt-header-account [part="account-link"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  watch.stop();
  assert.ok(watch.tokens.size > 0);
  await assertNowhere([code, PHONE, ...watch.tokens]);
  const storage = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
  for (const secret of [code, ...watch.tokens]) assert.ok(!storage.includes(secret), `a secret is kept in page storage: ${storage}`);
  assert.deepEqual(demo.problems, []);
});

test('reset password: the code, the reset token, the new password and the phone number stay out of URLs, console, tracking and monitoring', async () => {
  const { page, context } = demo;
  const watch = watchTokens(context);
  await openLogin(page);
  await page.locator('mkt-login-popup [part~="login-forgot-password"]').click();
  await screen(page, 'forget-password').waitFor({ state: 'attached' });
  await page.locator('mkt-login-popup input[autocomplete~="username"]').fill(PHONE);
  await page.locator('mkt-login-popup button[type="submit"]').click();
  await page.locator('mkt-login-popup [part="otp-box"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
  const code = await latestCode(`65${PHONE}`, 'RESET_PASSWORD');
  await typeCode(page, code);
  await screen(page, 'reset-password').waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
  await page.locator('mkt-login-popup input[autocomplete="new-password"]').fill(NEW_PASSWORD);
  await page.locator('mkt-login-popup button[type="submit"]').click();
  await page.locator('mkt-login-popup').getByText('Your password has been reset successfully!').waitFor({ timeout: STEP_TIMEOUT_MS });
  watch.stop();
  assert.ok(watch.tokens.size > 0);
  await assertNowhere([code, NEW_PASSWORD, PHONE, ...watch.tokens]);
  assert.deepEqual(demo.problems, []);
});

test('wrong password, unknown account and locked account get the very same message', async () => {
  const { page } = demo;
  await openLogin(page);
  const messages = [];
  for (const [loginName, password] of [
    [PHONE, 'Wrong@2024go'],
    [UNKNOWN_PHONE, PASSWORD],
    ['nobody@example.com', PASSWORD],
    [LOCKED_PHONE, PASSWORD],
    ['locked@example.com', PASSWORD],
  ]) {
    const before = loginBodies().length;
    // Wait for this attempt's answer, then read the message it put under the password field.
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/user/api/login', { timeout: STEP_TIMEOUT_MS });
    await submitPassword(page, loginName, password);
    await answered;
    assert.equal(loginBodies().length, before + 1);
    const said = page.locator('mkt-login-popup [part="input-error"]');
    await said.waitFor({ timeout: STEP_TIMEOUT_MS });
    messages.push(await said.textContent());
    assert.equal(await screen(page, 'login').count(), 1, `${loginName} must not log in`);
  }
  assert.deepEqual(new Set(messages), new Set(['The account or password you entered is incorrect.']));
  assert.equal(messages.length, 5);
  assert.deepEqual(demo.problems, []);
});

test('a reset request for a known and an unknown phone number looks the same to the visitor', async () => {
  const { page } = demo;
  const views = [];
  for (const phone of [PHONE, UNKNOWN_PHONE, LOCKED_PHONE]) {
    await openLogin(page);
    await page.locator('mkt-login-popup [part~="login-forgot-password"]').click();
    await screen(page, 'forget-password').waitFor({ state: 'attached' });
    await page.locator('mkt-login-popup input[autocomplete~="username"]').fill(phone);
    await page.locator('mkt-login-popup button[type="submit"]').click();
    await page.locator('mkt-login-popup [part="otp-box"]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    const view = await page.locator('mkt-login-popup [data-screen]').last().innerText();
    views.push(view.replaceAll(phone, '<phone>').replace(/\d+ sec\b/g, '<countdown>'));
  }
  assert.equal(views[1], views[0]);
  assert.equal(views[2], views[0]);
  // Only the real accounts received a code; the unknown number got nothing.
  const { messages } = await demo.sandbox(`/__sandbox/outbox?to=65${UNKNOWN_PHONE}`);
  assert.equal(messages.length, 0);
  assert.deepEqual(demo.problems, []);
});

test('refused on the client with a clear message and nothing sent: broken RSA keys, 246-byte, 85-CJK and emoji passwords', async () => {
  const { page } = demo;
  const fieldErrors = () => page.locator('mkt-login-popup [part="input-error"]').allTextContents();
  const attempts = () => loginBodies().length;

  // Password rules on the client (SPEC §5 texts): too long in bytes or characters, or emoji.
  await openLogin(page);
  for (const [password, message] of [
    ['a'.repeat(246), 'The length of Password should be 8 - 20 characters.'],
    ['密'.repeat(85), 'The length of Password should be 8 - 20 characters.'],
    ['Mkt@2024go😀', 'Password can only include ~.!@#$%^&*<> symbols'],
  ]) {
    await submitPassword(page, PHONE, password);
    await page.locator('mkt-login-popup [part="input-error"]').first().waitFor();
    assert.deepEqual(await fieldErrors(), [message], `for a password of ${[...password].length} characters`);
  }
  assert.equal(attempts(), 0);

  // A page configured with a malformed key: the password is never sent. (An empty key on this
  // sandbox page means "the key the sandbox publishes" (src/flows/password-key.ts); the refusal
  // of an empty key elsewhere is covered by test/features/password/password-login.test.ts and rsa.test.ts.)
  for (const rsaPublicKey of ['not a key', '-----BEGIN PUBLIC KEY-----\nAAAA\n-----END PUBLIC KEY-----']) {
    await openLogin(page);
    await page.evaluate(async (key) => (await import('/dist/esm/index.js')).configure({ rsaPublicKey: key }), rsaPublicKey);
    await submitPassword(page, PHONE, PASSWORD);
    await toast(page).getByText('Your password could not be protected for sending. Please reload the page and try again.').waitFor({ timeout: STEP_TIMEOUT_MS });
    assert.equal(await screen(page, 'login').count(), 1);
  }
  assert.equal(attempts(), 0);
  // Control: with the page's real key the same form does send, and the sandbox decrypts it.
  await openLogin(page);
  await submitPassword(page, PHONE, PASSWORD);
  await page.locator('mkt-header-account [part="account-link"]').waitFor({ timeout: STEP_TIMEOUT_MS });
  assert.equal(attempts(), 1);
  assert.deepEqual(demo.problems, []);
});
