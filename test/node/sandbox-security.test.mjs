// The sandbox's account-security calls (docs/wire-protocol.md "Account security") over HTTP, as
// <mkt-account-security> uses them: every browser below is its own cookie jar, so two browsers
// signed in to one account are two devices.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { startServer } from '../../sandbox/server.mjs';
import { sandboxHttp } from './sandbox-http.mjs';
import { SoftAuthenticator } from './soft-authenticator.mjs';
import { createState } from '../../sandbox/state.mjs';
import { ApiError } from '../../sandbox/common.mjs';
import { deviceOf, passkeyNameFor } from '../../sandbox/devices.mjs';
import { RECENT_VERIFICATION_TTL_MS, securityRemovePasskey, securityStepUpSendCode, securityUnlinkProvider } from '../../sandbox/account-security.mjs';

const SITI = { phone: '91234567', email: 'shopper@example.com', password: 'Mkt@2024go' };
const NEW_PASSWORD = 'Fresh#2025ok';
const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.87',
  chromeMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  samsungAndroid: 'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S921B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
};

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {string} */
let base;
/** Moves the sandbox's clock ahead (proof lifetimes, last activity). */
let clockOffsetMs = 0;

before(async () => {
  server = await startServer({ port: 0, log: false, now: () => Date.now() + clockOffsetMs });
  base = server.url.replace(/\/$/, '');
});
after(() => server.close());
beforeEach(async () => {
  clockOffsetMs = 0;
  await hook('POST', '/__sandbox/reset', {});
});

/** A browser: its own cookies, CSRF token and user agent; sends the page's Origin like a page does. */
class Browser {
  /** @param {string} [userAgent] */
  constructor(userAgent = UA.chromeMac) {
    /** @type {Map<string, string>} */
    this.cookies = new Map();
    /** @type {string | undefined} */
    this.csrfToken = undefined;
    this.userAgent = userAgent;
  }

  /**
   * @param {string} path
   * @param {RequestInit & { headers?: Record<string, string> }} [init]
   */
  async fetch(path, init = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(base + path, {
      ...init,
      headers: {
        'x-i18n-regionID': 'SG',
        'X-Requested-With': 'XMLHttpRequest',
        'user-agent': this.userAgent,
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...init.headers,
      },
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async csrf() {
    this.csrfToken = (await (await this.fetch('/user/api/getCsrfToken')).json()).module.token;
  }

  /** @param {string} name */
  async get(name) {
    return (await this.fetch(`/user/api/${name}`)).json();
  }

  /**
   * A member POST with the CSRF token in header and body.
   * @param {string} name
   * @param {Record<string, unknown>} [data]
   */
  async post(name, data = {}) {
    if (!this.csrfToken) await this.csrf();
    const token = /** @type {string} */ (this.csrfToken);
    const response = await this.fetch(`/user/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({ ...data, _csrf: token }),
    });
    return response.json();
  }

  /**
   * @param {string} loginName
   * @param {string} [password]
   */
  async login(loginName, password = SITI.password) {
    const answer = await this.post('login', { loginName, encryptPassword: await encryptPassword(password), cookieExpiredTime: '3D' });
    assert.equal(answer.module?.loginSuccess, true, JSON.stringify(answer));
    return this;
  }

  async signedIn() {
    const me = await this.get('currentUser');
    const user = await (await this.fetch(`/h5/mtop.mkt.member.getUser/1.0/?api=mtop.mkt.member.getUser&data=${encodeURIComponent('{}')}`)).json();
    assert.equal(me.success, String(user.ret[0]).startsWith('SUCCESS'), 'currentUser and gateway getUser agree');
    return me.success;
  }

  /** A proof by password, for the calls that need a recent verification. */
  async proof(password = SITI.password) {
    const answer = await this.post('securityVerifyRecent', { method: 'password', password: await encryptPassword(password) });
    assert.equal(answer.success, true, JSON.stringify(answer));
    return answer.module.proof;
  }
}

/** Siti, signed in on a new browser. */
const siti = (userAgent) => new Browser(userAgent).login(SITI.phone);

const { encryptPassword, hook } = sandboxHttp(() => base);

const keyOf = (answer) => answer.errorCode?.key;


/**
 * Registers a passkey of a new authenticator on the signed-in browser.
 * @param {Browser} browser
 */
async function registerPasskey(browser) {
  const authenticator = new SoftAuthenticator();
  const options = (await browser.post('passkeyRegisterOptions')).module;
  const answer = await browser.post('passkeyRegister', { credential: authenticator.create(options, base) });
  assert.equal(answer.success, true, JSON.stringify(answer));
  return authenticator;
}

/**
 * A passkey login on a new browser.
 * @param {SoftAuthenticator} authenticator
 */
async function passkeyLogin(authenticator) {
  const browser = new Browser();
  const options = (await browser.get('passkeyLoginOptions')).module;
  return browser.post('loginByPasskey', { credential: authenticator.get(options, base), cookieExpiredTime: '3D' });
}

// ---------------------------------------------------------------------------------------------

describe('deviceOf', () => {
  test('names the browser and system of real user-agent strings', () => {
    /** @type {[string, string, string][]} */
    const table = [
      [UA.chromeAndroid, 'Chrome', 'Android'],
      [UA.safariIphone, 'Safari', 'iPhone'],
      [UA.firefoxWindows, 'Firefox', 'Windows'],
      [UA.edgeWindows, 'Edge', 'Windows'],
      [UA.chromeMac, 'Chrome', 'macOS'],
      [UA.samsungAndroid, 'Samsung Internet', 'Android'],
      ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.6478.55 Safari/537.36', 'Chrome', 'Linux'],
      ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari', 'macOS'],
      ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'Safari', 'iPad'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1', 'Chrome', 'iPhone'],
      ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15', 'Firefox', 'iPhone'],
      ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0', 'Opera', 'Windows'],
      ['Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 EdgA/126.0.2592.80', 'Edge', 'Android'],
      ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36', 'Chrome', 'ChromeOS'],
      ['Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0', 'Firefox', 'Linux'],
      ['curl/8.5.0', 'Browser', 'Unknown'],
      ['', 'Browser', 'Unknown'],
    ];
    for (const [userAgent, browser, os] of table) assert.deepEqual(deviceOf(userAgent), { browser, os }, userAgent);
    assert.deepEqual(deviceOf(undefined), { browser: 'Browser', os: 'Unknown' });
  });

  test('a new passkey is named after the device, else "Passkey"', () => {
    assert.equal(passkeyNameFor(UA.chromeAndroid), 'Chrome on Android');
    assert.equal(passkeyNameFor(UA.safariIphone), 'Safari on iPhone');
    assert.equal(passkeyNameFor(UA.firefoxWindows), 'Firefox on Windows');
    assert.equal(passkeyNameFor(UA.edgeWindows), 'Edge on Windows');
    assert.equal(passkeyNameFor(UA.chromeMac), 'Chrome on macOS');
    assert.equal(passkeyNameFor(UA.samsungAndroid), 'Samsung Internet on Android');
    assert.equal(passkeyNameFor('curl/8.5.0'), 'Passkey');
  });
});

describe('signed out and forged requests', () => {
  test('every call answers NEED_LOGIN without a signed-in session', async () => {
    const browser = new Browser();
    for (const name of ['securityAccount', 'securityPasskeys', 'securitySessions', 'securityStepUpPasskeyOptions']) {
      assert.equal(keyOf(await browser.get(name)), 'NEED_LOGIN', name);
    }
    for (const name of [
      'securityRenamePasskey',
      'securityRemovePasskey',
      'securityChangePassword',
      'securityLinkProvider',
      'securityUnlinkProvider',
      'securityEndSession',
      'securityEndOtherSessions',
      'securityStepUpSendCode',
      'securityVerifyRecent',
    ]) {
      assert.equal(keyOf(await browser.post(name, {})), 'NEED_LOGIN', name);
    }
  });

  test('a POST without the anti-forgery token is refused with 403, and changes nothing', async () => {
    const browser = await siti();
    const other = await siti();
    const id = (await other.get('securitySessions')).module.sessions[0].id;
    const forged = await browser.fetch('/user/api/securityEndSession', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) });
    assert.equal(forged.status, 403);
    assert.equal(keyOf(await forged.json()), 'CSRF_TOKEN_INVALID');
    assert.equal(await other.signedIn(), true);
  });
});

describe('securityAccount', () => {
  test("Siti: password, her login name, masked phone, both providers linked, her step-up methods and her region's channels", async () => {
    const browser = await siti();
    const account = (await browser.get('securityAccount')).module;
    assert.deepEqual(account, {
      userId: '100000001',
      hasPassword: true,
      loginName: SITI.phone,
      phone: '+65 ****4567',
      providers: [
        { provider: 'GOOGLE', linked: true, email: SITI.email },
        { provider: 'FACEBOOK', linked: true, email: SITI.email },
      ],
      stepUp: { methods: ['password', 'otp'], channels: ['SMS', 'WHATSAPP'] },
    });
    await registerPasskey(browser);
    assert.deepEqual((await browser.get('securityAccount')).module.stepUp.methods, ['password', 'passkey', 'otp']);
  });
});

describe('passkeys', () => {
  test('listed oldest first with their device names; login marks them used', async () => {
    const phone = await siti(UA.chromeAndroid);
    const first = await registerPasskey(phone);
    clockOffsetMs = 1000;
    const laptop = await siti(UA.firefoxWindows);
    await registerPasskey(laptop);
    const listed = (await phone.get('securityPasskeys')).module.passkeys;
    assert.deepEqual(listed.map((p) => [p.name, p.lastUsedAt]), [['Chrome on Android', null], ['Firefox on Windows', null]]);
    assert.equal(listed[0].id, first.id);
    assert.ok(Date.parse(listed[0].createdAt) < Date.parse(listed[1].createdAt));

    assert.equal((await passkeyLogin(first)).success, true);
    const used = (await phone.get('securityPasskeys')).module.passkeys[0];
    assert.ok(used.lastUsedAt && !Number.isNaN(Date.parse(used.lastUsedAt)));
  });

  test('rename trims; refuses empty, 65 characters, control characters and bidi overrides; counts code points', async () => {
    const browser = await siti();
    const { id } = await registerPasskey(browser);
    const rename = (name) => browser.post('securityRenamePasskey', { id, name });
    const renamed = await rename('  Work laptop  ');
    assert.equal(renamed.success, true);
    assert.equal(renamed.module.passkey.name, 'Work laptop');
    assert.equal(renamed.module.passkey.id, id);
    for (const name of ['', '   ', 'a'.repeat(65), 'Work\u0007laptop', 'Work\nlaptop', 'Work \u202Epotpal', 'x\u2066y', 42]) {
      assert.equal(keyOf(await rename(name)), 'PL_PASSKEY_NAME_INVALID', JSON.stringify(name));
    }
    assert.equal((await rename('a'.repeat(64))).success, true);
    assert.equal((await rename('🔑'.repeat(64))).module.passkey.name, '🔑'.repeat(64), '64 code points, 128 UTF-16 units');
    assert.equal(keyOf(await browser.post('securityRenamePasskey', { id: 'nope', name: 'x' })), 'PL_PASSKEY_NOT_FOUND');
    assert.equal((await browser.get('securityPasskeys')).module.passkeys[0].name, '🔑'.repeat(64));
  });

  test('adding one takes a proof once the login is 5 minutes old; a login of the last 5 minutes serves (the offer after a login)', async () => {
    const browser = await siti();
    assert.equal((await browser.post('passkeyRegisterOptions')).success, true, 'right after the login');
    clockOffsetMs = RECENT_VERIFICATION_TTL_MS + 1000;
    assert.equal(keyOf(await browser.post('passkeyRegisterOptions')), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal(keyOf(await browser.post('passkeyRegisterOptions', { proof: 'made-up' })), 'PL_RECENT_VERIFICATION_REQUIRED');
    // Another browser's proof does not serve this one.
    const other = await siti();
    assert.equal(keyOf(await browser.post('passkeyRegisterOptions', { proof: await other.proof() })), 'PL_RECENT_VERIFICATION_REQUIRED');
    const authenticator = new SoftAuthenticator();
    const options = await browser.post('passkeyRegisterOptions', { proof: await browser.proof() });
    assert.equal(options.success, true, JSON.stringify(options));
    assert.equal((await browser.post('passkeyRegister', { credential: authenticator.create(options.module, base) })).success, true);
    assert.equal((await browser.get('securityPasskeys')).module.passkeys.length, 1);
  });

  test('removal needs a proof; afterwards the credential no longer signs in', async () => {
    const browser = await siti();
    const authenticator = await registerPasskey(browser);
    assert.equal(keyOf(await browser.post('securityRemovePasskey', { id: authenticator.id })), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal(keyOf(await browser.post('securityRemovePasskey', { id: authenticator.id, proof: 'made-up' })), 'PL_RECENT_VERIFICATION_REQUIRED');
    const proof = await browser.proof();
    assert.equal(keyOf(await browser.post('securityRemovePasskey', { id: 'nope', proof })), 'PL_PASSKEY_NOT_FOUND');
    assert.deepEqual(await browser.post('securityRemovePasskey', { id: authenticator.id, proof }), { success: true, module: {} });
    assert.deepEqual((await browser.get('securityPasskeys')).module.passkeys, []);
    assert.deepEqual((await hook('GET', `/__sandbox/passkeys?account=65${SITI.phone}`)).body, []);
    assert.equal(keyOf(await passkeyLogin(authenticator)), 'PL_PASSKEY_NOT_FOUND');
  });
});

describe('the recent-verification proof', () => {
  test('by password: a wrong one is refused; the proof serves again and again within 5 minutes', async () => {
    const browser = await siti();
    await siti();
    await siti();
    const wrong = await browser.post('securityVerifyRecent', { method: 'password', password: await encryptPassword('Wrong@2024go') });
    assert.equal(keyOf(wrong), 'PL_CURRENT_PASSWORD_INCORRECT');
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'guess' })), 'PL_USER_PARAM_INVALID');
    const answer = (await browser.post('securityVerifyRecent', { method: 'password', password: await encryptPassword(SITI.password) })).module;
    assert.deepEqual(Object.keys(answer).sort(), ['expiresAt', 'proof']);
    const lifetime = Date.parse(answer.expiresAt) - Date.now();
    assert.ok(lifetime > RECENT_VERIFICATION_TTL_MS - 60_000 && lifetime <= RECENT_VERIFICATION_TTL_MS, String(lifetime));
    assert.equal(RECENT_VERIFICATION_TTL_MS, 5 * 60 * 1000);

    clockOffsetMs = RECENT_VERIFICATION_TTL_MS - 10_000;
    assert.deepEqual(await browser.post('securityEndOtherSessions', { proof: answer.proof }), { success: true, module: { ended: 2 } });
    assert.deepEqual(await browser.post('securityEndOtherSessions', { proof: answer.proof }), { success: true, module: { ended: 0 } }, 'reusable');
    clockOffsetMs = RECENT_VERIFICATION_TTL_MS + 1000;
    assert.equal(keyOf(await browser.post('securityEndOtherSessions', { proof: answer.proof })), 'PL_RECENT_VERIFICATION_REQUIRED');
  });

  test('a proof of another browser session is refused, even for the same account', async () => {
    const first = await siti();
    const second = await siti();
    const proof = await first.proof();
    assert.equal(keyOf(await second.post('securityEndOtherSessions', { proof })), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal(keyOf(await second.post('securityUnlinkProvider', { provider: 'GOOGLE', proof })), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal(await first.signedIn(), true);
  });

  test("the sign-in hook gives its caller the session of a password login; it refuses an unknown account and one whose login has a next step", async () => {
    const browser = new Browser(UA.chromeAndroid);
    assert.equal(await browser.signedIn(), false);
    const answer = await browser.fetch('/__sandbox/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: `+65 ${SITI.phone}` }) });
    assert.equal(answer.status, 200);
    assert.deepEqual(await answer.json(), { userId: '100000001' });
    assert.equal(await browser.signedIn(), true);
    // A session as a login gives: the devices list has it, with the caller's browser.
    const [session] = (await hook('GET', `/__sandbox/sessions?account=65${SITI.phone}`)).body.sessions;
    assert.equal(`${session.browser} on ${session.os}`, 'Chrome on Android');
    assert.equal((await hook('POST', '/__sandbox/sign-in', { account: '6599999999' })).status, 404);
    const nextStep = await hook('POST', '/__sandbox/sign-in', { account: '6591230004' });
    assert.equal(nextStep.status, 409);
    assert.match(nextStep.body.error, /SECOND_VERIFICATION/);
  });

  test('the expire-proofs hook ends every proof at once', async () => {
    const browser = await siti();
    const proof = await browser.proof();
    assert.deepEqual((await hook('POST', '/__sandbox/expire-proofs', {})).body, { expired: 1 });
    assert.equal(keyOf(await browser.post('securityUnlinkProvider', { provider: 'GOOGLE', proof })), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal((await browser.post('securityUnlinkProvider', { provider: 'GOOGLE', proof: await browser.proof() })).success, true);
  });

  test('by a code to the phone: the outbox has it as STEP_UP; it works once, for the browser that asked', async () => {
    const browser = await siti();
    const sent = await browser.post('securityStepUpSendCode', { deliveryType: 'WHATSAPP' });
    assert.deepEqual(sent, { success: true, module: { countdown: 60, target: '+65 ****4567' } });
    const message = (await hook('GET', `/__sandbox/outbox?to=65${SITI.phone}`)).body.messages.at(-1);
    assert.equal(message.type, 'STEP_UP');
    assert.equal(message.channel, 'WHATSAPP');
    assert.match(message.code, /^\d{6}$/);

    const other = await siti();
    assert.equal(keyOf(await other.post('securityVerifyRecent', { method: 'otp', code: message.code })), 'PL_USER_VERIFY_CODE_ERROR', "another browser's code");
    const wrongCode = message.code === '000000' ? '111111' : '000000';
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'otp', code: wrongCode })), 'PL_USER_VERIFY_CODE_ERROR');
    const verified = await browser.post('securityVerifyRecent', { method: 'otp', code: message.code });
    assert.equal(verified.success, true, JSON.stringify(verified));
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'otp', code: message.code })), 'PL_USER_VERIFY_CODE_ERROR', 'used up');
    assert.deepEqual(await browser.post('securityEndOtherSessions', { proof: verified.module.proof }), { success: true, module: { ended: 1 } });

    // Not a login code, and not a channel SG sends codes by.
    await browser.post('securityStepUpSendCode', { deliveryType: 'SMS' });
    const code = (await hook('GET', `/__sandbox/outbox?to=65${SITI.phone}`)).body.messages.at(-1).code;
    const login = await new Browser().post('verifyPhoneCode', { type: 'OTP_LOGIN', phone: SITI.phone, phonePrefixCode: '65', code });
    assert.equal(keyOf(login), 'PL_USER_VERIFY_CODE_ERROR');
    assert.equal(keyOf(await browser.post('securityStepUpSendCode', { deliveryType: 'VOICE' })), 'PL_SMS_CHANNEL_NOT_SUPPORTED');
    assert.equal(keyOf(await browser.post('securityStepUpSendCode', { deliveryType: 'SMS_UPLINK' })), 'PL_SMS_CHANNEL_NOT_SUPPORTED');
  });

  test('after 5 wrong tries the verification is locked, and the code is gone for good; a new code works after the lock', async () => {
    const browser = await siti();
    await browser.post('securityStepUpSendCode', { deliveryType: 'SMS' });
    const { code } = (await hook('GET', `/__sandbox/outbox?to=65${SITI.phone}`)).body.messages.at(-1);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) await browser.post('securityVerifyRecent', { method: 'otp', code: wrongCode });
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'otp', code })), 'PL_TOO_MANY_ATTEMPTS');
    clockOffsetMs = 15 * 60 * 1000;
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'otp', code })), 'PL_USER_VERIFY_CODE_ERROR');
    await browser.post('securityStepUpSendCode', { deliveryType: 'SMS' });
    const fresh = (await hook('GET', `/__sandbox/outbox?to=65${SITI.phone}`)).body.messages.at(-1).code;
    assert.equal((await browser.post('securityVerifyRecent', { method: 'otp', code: fresh })).success, true);
  });

  test("by passkey: step-up options list the account's passkeys; the assertion gives a proof and marks the passkey used", async () => {
    const browser = await siti();
    assert.equal(keyOf(await browser.get('securityStepUpPasskeyOptions')), 'PL_PASSKEY_NOT_FOUND', 'no passkey yet');
    const authenticator = await registerPasskey(browser);
    const options = (await browser.get('securityStepUpPasskeyOptions')).module;
    assert.equal(options.rpId, 'localhost');
    assert.deepEqual(options.allowCredentials.map((c) => c.id), [authenticator.id]);

    // A login challenge is not a step-up challenge, and a step-up challenge serves only its browser.
    const loginOptions = (await browser.get('passkeyLoginOptions')).module;
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'passkey', credential: authenticator.get(loginOptions) })), 'PL_PASSKEY_CHALLENGE_INVALID');
    const elsewhere = await siti();
    const foreign = (await elsewhere.get('securityStepUpPasskeyOptions')).module;
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'passkey', credential: authenticator.get(foreign) })), 'PL_PASSKEY_CHALLENGE_INVALID');

    const verified = await browser.post('securityVerifyRecent', { method: 'passkey', credential: authenticator.get(options, base) });
    assert.equal(verified.success, true, JSON.stringify(verified));
    assert.ok(verified.module.proof);
    assert.ok((await browser.get('securityPasskeys')).module.passkeys[0].lastUsedAt);
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'passkey', credential: authenticator.get(options, base) })), 'PL_PASSKEY_CHALLENGE_INVALID', 'single use');

    // Someone else's passkey does not verify Siti.
    const stranger = await new Browser().login('91230002');
    const strangerKey = await registerPasskey(stranger);
    const mine = (await browser.get('securityStepUpPasskeyOptions')).module;
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'passkey', credential: strangerKey.get(mine) })), 'PL_PASSKEY_NOT_FOUND');
  });
});

describe('password', () => {
  test('change with the current password: a wrong one and a weak new one are refused; every session stays', async () => {
    const browser = await siti();
    const other = await siti();
    const change = async (password, currentPassword) =>
      browser.post('securityChangePassword', { password: await encryptPassword(password), currentPassword: await encryptPassword(currentPassword) });
    assert.equal(keyOf(await change(NEW_PASSWORD, 'Wrong@2024go')), 'PL_CURRENT_PASSWORD_INCORRECT');
    assert.equal(keyOf(await change('password', SITI.password)), 'PL_USER_PASSWORD_FORMAT_ERROR');
    assert.deepEqual(await change(NEW_PASSWORD, SITI.password), { success: true, module: { hasPassword: true } });

    const oldLogin = await new Browser().post('login', { loginName: SITI.phone, encryptPassword: await encryptPassword(SITI.password) });
    assert.equal(keyOf(oldLogin), 'PL_USER_LOGIN_PASSWORD_ERROR');
    await new Browser().login(SITI.phone, NEW_PASSWORD);
    assert.equal(await browser.signedIn(), true);
    assert.equal(await other.signedIn(), true);
  });

  test('with signOutOthers every other session of the account ends and this one stays; another account keeps its own', async () => {
    const browser = await siti();
    const laptop = await siti(UA.firefoxWindows);
    const phone = await siti(UA.chromeAndroid);
    const someoneElse = await new Browser().login('91230002');
    const answer = await browser.post('securityChangePassword', {
      password: await encryptPassword(NEW_PASSWORD),
      currentPassword: await encryptPassword(SITI.password),
      signOutOthers: true,
    });
    assert.deepEqual(answer, { success: true, module: { hasPassword: true, signedOut: 2 } });
    assert.equal(await browser.signedIn(), true, 'this device stays');
    assert.equal(await laptop.signedIn(), false);
    assert.equal(await phone.signedIn(), false);
    assert.equal(await someoneElse.signedIn(), true);
    assert.equal((await browser.get('securitySessions')).module.sessions.length, 1);
  });

  test('change with a proof instead of the current password; without either it is refused', async () => {
    const browser = await siti();
    const password = await encryptPassword(NEW_PASSWORD);
    assert.equal(keyOf(await browser.post('securityChangePassword', { password })), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal((await browser.post('securityChangePassword', { password, proof: await browser.proof() })).success, true);
    await new Browser().login(SITI.email, NEW_PASSWORD);
  });

  test('an account without a password sets one with a proof (by code)', async () => {
    // A Facebook sign-up that added a phone: no password.
    const browser = new Browser();
    const registered = (await browser.post('loginByOAuthCode', { oauthType: 'FACEBOOK', oauthCode: 'sandbox-facebook:new-shopper', operateType: 'REGISTER' })).module;
    const { token, tokenType } = registered.loginNextStepActionData;
    const phone = '81112222';
    await browser.fetch(`/h5/mtop.mkt.member.sendVerificationSms/1.0/?api=mtop.mkt.member.sendVerificationSms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify({ type: 'ADD_PHONE', phone, phonePrefixCode: '65', deliveryType: 'SMS', token, tokenType }) }).toString(),
    });
    const addCode = (await hook('GET', `/__sandbox/outbox?to=65${phone}`)).body.messages.at(-1).code;
    assert.equal((await browser.post('bindPhone', { type: 'ADD_PHONE', phone, phonePrefixCode: '65', code: addCode, token, tokenType })).success, true);

    const account = (await browser.get('securityAccount')).module;
    assert.equal(account.hasPassword, false);
    assert.deepEqual(account.stepUp.methods, ['otp']);
    assert.deepEqual(account.providers, [{ provider: 'GOOGLE', linked: false }, { provider: 'FACEBOOK', linked: true, email: 'new.shopper@example.com' }]);
    const password = await encryptPassword(NEW_PASSWORD);
    assert.equal(keyOf(await browser.post('securityChangePassword', { password, currentPassword: password })), 'PL_RECENT_VERIFICATION_REQUIRED', 'no current password to give');
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'password', password })), 'PL_CURRENT_PASSWORD_INCORRECT');

    await browser.post('securityStepUpSendCode', { deliveryType: 'SMS' });
    const code = (await hook('GET', `/__sandbox/outbox?to=65${phone}`)).body.messages.at(-1).code;
    const { proof } = (await browser.post('securityVerifyRecent', { method: 'otp', code })).module;
    assert.deepEqual(await browser.post('securityChangePassword', { password, proof }), { success: true, module: { hasPassword: true } });
    assert.equal((await browser.get('securityAccount')).module.hasPassword, true);
    await new Browser().login(phone, NEW_PASSWORD);
  });
});

describe('linked providers', () => {
  test('link an identity to the signed-in account; one linked elsewhere or a bad code is refused', async () => {
    // An OTP sign-up: a phone, nothing linked.
    const browser = new Browser();
    const phone = '81239999';
    await browser.fetch(`/h5/mtop.mkt.member.sendVerificationSms/1.0/?api=mtop.mkt.member.sendVerificationSms`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: JSON.stringify({ type: 'OTP_LOGIN', phone, phonePrefixCode: '65', deliveryType: 'SMS' }) }).toString(),
    });
    const code = (await hook('GET', `/__sandbox/outbox?to=65${phone}`)).body.messages.at(-1).code;
    assert.equal((await browser.post('verifyPhoneCode', { type: 'OTP_REGISTER', phone, phonePrefixCode: '65', code, cookieExpiredTime: '3D' })).success, true);

    const link = (oauthType, oauthCode, proof) => browser.post('securityLinkProvider', { oauthType, oauthCode, redirectUri: `${base}/`, proof });
    // A linked identity is a new way in: without a live proof nothing is linked, even right after the login.
    assert.equal(keyOf(await link('GOOGLE', 'sandbox-google:new-shopper')), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal(keyOf(await link('GOOGLE', 'sandbox-google:new-shopper', 'made-up')), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.equal((await browser.get('securityAccount')).module.providers[0].linked, false);
    await browser.post('securityStepUpSendCode', { deliveryType: 'SMS' });
    const stepUpCode = (await hook('GET', `/__sandbox/outbox?to=65${phone}`)).body.messages.at(-1).code;
    const { proof } = (await browser.post('securityVerifyRecent', { method: 'otp', code: stepUpCode })).module;
    assert.equal(keyOf(await link('GOOGLE', 'sandbox-google:siti', proof)), 'PL_OAUTH_LINKED_ELSEWHERE');
    assert.equal(keyOf(await link('GOOGLE', 'sandbox-facebook:new-shopper', proof)), 'PL_USER_OAUTH_CODE_INVALID');
    assert.equal(keyOf(await link('TWITTER', 'sandbox-twitter:new-shopper', proof)), 'PL_USER_PARAM_INVALID');
    assert.deepEqual(await link('GOOGLE', 'sandbox-google:new-shopper', proof), { success: true, module: { provider: 'GOOGLE', linked: true } });
    assert.deepEqual((await browser.get('securityAccount')).module.providers[0], { provider: 'GOOGLE', linked: true, email: 'new.shopper@example.com' });

    const viaGoogle = await new Browser().post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: 'sandbox-google:new-shopper', operateType: 'LOGIN' });
    assert.equal(viaGoogle.module.user.phone, phone);
  });

  test('unlink needs a proof; the identity then no longer signs in', async () => {
    const browser = await siti();
    assert.equal(keyOf(await browser.post('securityUnlinkProvider', { provider: 'GOOGLE' })), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.deepEqual(await browser.post('securityUnlinkProvider', { provider: 'GOOGLE', proof: await browser.proof() }), { success: true, module: {} });
    assert.deepEqual((await browser.get('securityAccount')).module.providers, [
      { provider: 'GOOGLE', linked: false },
      { provider: 'FACEBOOK', linked: true, email: SITI.email },
    ]);
    const google = await new Browser().post('loginByOAuthCode', { oauthType: 'GOOGLE', oauthCode: 'sandbox-google:siti', operateType: 'LOGIN' });
    assert.equal(keyOf(google), 'PL_USER_LOGIN_OAUTH_NOT_EXIST');
  });

  test("the last way to sign in can't be unlinked or removed", async () => {
    // Every account signed in over HTTP has a phone, so this account is made in the state itself.
    const seed = JSON.parse(await readFile(new URL('../../sandbox/seed.json', import.meta.url), 'utf8'));
    const state = createState(seed);
    const account = state.createAccount({ name: 'Only Google' });
    account.oauth = { GOOGLE: 'new-shopper' };
    const [sid, session] = state.createSession({ userId: account.id, ttlMs: 60_000 });
    const ctx = /** @type {any} */ ({ state, req: { headers: { cookie: `mkt_sid=${sid}` } }, res: {}, origin: 'http://localhost', settings: {} });
    const { proof } = state.issueProof(account.id, session.csrfToken);
    const keyOfThrown = (run) => {
      try {
        run();
      } catch (error) {
        assert.ok(error instanceof ApiError);
        return error.key;
      }
      return undefined;
    };
    assert.equal(keyOfThrown(() => securityUnlinkProvider(ctx, { provider: 'GOOGLE', proof })), 'PL_LAST_SIGN_IN_METHOD');
    assert.equal(keyOfThrown(() => securityStepUpSendCode(ctx, { deliveryType: 'SMS' })), 'PL_NO_PHONE');

    state.passkeys.set(account.id, [{ credentialId: 'k1', publicKey: new Uint8Array(), counter: 0, transports: [], createdAt: new Date().toISOString(), name: 'Passkey', lastUsedAt: null }]);
    assert.deepEqual(securityUnlinkProvider(ctx, { provider: 'GOOGLE', proof }), {}, 'a passkey is left');
    assert.equal(keyOfThrown(() => securityRemovePasskey(ctx, { id: 'k1', proof })), 'PL_LAST_SIGN_IN_METHOD');
  });
});

describe('wrong guesses', () => {
  test('five wrong passwords in 15 minutes lock the verification for 15 minutes, the right one too, with the time left; the clock hook ends the lock', async () => {
    const browser = await siti();
    const verify = async (password) => browser.post('securityVerifyRecent', { method: 'password', password: await encryptPassword(password) });
    for (let i = 0; i < 5; i++) assert.equal(keyOf(await verify('Wrong@2024go')), 'PL_CURRENT_PASSWORD_INCORRECT', `wrong try ${i + 1}`);
    const locked = await verify(SITI.password);
    assert.equal(keyOf(locked), 'PL_TOO_MANY_ATTEMPTS');
    assert.equal(locked.module.retryAfterSeconds, 15 * 60);
    assert.ok(locked.errorCode.displayMessage.length > 0);
    // Change password's current-password check is locked with it.
    const change = await browser.post('securityChangePassword', { password: await encryptPassword(NEW_PASSWORD), currentPassword: await encryptPassword(SITI.password) });
    assert.equal(keyOf(change), 'PL_TOO_MANY_ATTEMPTS');
    const moved = await hook('POST', '/__sandbox/clock', { advanceMs: 10 * 60 * 1000 });
    assert.equal(moved.status, 200);
    assert.equal((await verify(SITI.password)).module.retryAfterSeconds, 5 * 60, 'the time left counts down');
    await hook('POST', '/__sandbox/clock', { advanceMs: 5 * 60 * 1000 });
    assert.equal((await verify(SITI.password)).success, true, 'the right one works after the lock');
    assert.equal((await hook('POST', '/__sandbox/clock', { advanceMs: -1 })).status, 400);
  });

  test('wrong tries spread over more than 15 minutes do not lock; a success clears the count; wrong codes and current passwords count too', async () => {
    const browser = await siti();
    const wrongPassword = async () => keyOf(await browser.post('securityVerifyRecent', { method: 'password', password: await encryptPassword('Wrong@2024go') }));
    for (let i = 0; i < 4; i++) assert.equal(await wrongPassword(), 'PL_CURRENT_PASSWORD_INCORRECT');
    clockOffsetMs = 16 * 60 * 1000;
    assert.equal(await wrongPassword(), 'PL_CURRENT_PASSWORD_INCORRECT', 'the first four are out of the window');
    assert.ok(await browser.proof(), 'a success');
    // Four wrong current passwords and a wrong code after the success: the fifth locks.
    for (let i = 0; i < 4; i++) {
      const answer = await browser.post('securityChangePassword', { password: await encryptPassword(NEW_PASSWORD), currentPassword: await encryptPassword('Wrong@2024go') });
      assert.equal(keyOf(answer), 'PL_CURRENT_PASSWORD_INCORRECT');
    }
    await browser.post('securityStepUpSendCode', { deliveryType: 'SMS' });
    const code = (await hook('GET', `/__sandbox/outbox?to=65${SITI.phone}`)).body.messages.at(-1).code;
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'otp', code: code === '000000' ? '111111' : '000000' })), 'PL_USER_VERIFY_CODE_ERROR');
    assert.equal(keyOf(await browser.post('securityVerifyRecent', { method: 'otp', code })), 'PL_TOO_MANY_ATTEMPTS');
  });
});

describe('security notices', () => {
  test('every change of a way in writes a notice to the phone naming the device and the time; a refused change writes none', async () => {
    const notices = async () =>
      (await hook('GET', `/__sandbox/outbox?to=65${SITI.phone}`)).body.messages.filter((message) => message.type === 'SECURITY_NOTICE');
    const browser = await siti(UA.chromeAndroid);
    await siti(UA.firefoxWindows);
    assert.equal(keyOf(await browser.post('securityUnlinkProvider', { provider: 'GOOGLE' })), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.deepEqual(await notices(), [], 'nothing changed, nothing said');

    const proof = await browser.proof();
    const authenticator = await registerPasskey(browser);
    await browser.post('securityRemovePasskey', { id: authenticator.id, proof });
    await browser.post('securityUnlinkProvider', { provider: 'GOOGLE', proof });
    await browser.post('securityLinkProvider', { oauthType: 'GOOGLE', oauthCode: 'sandbox-google:siti', redirectUri: `${base}/`, proof });
    await browser.post('securityChangePassword', { password: await encryptPassword(NEW_PASSWORD), currentPassword: await encryptPassword(SITI.password), signOutOthers: true });
    const said = await notices();
    assert.deepEqual(
      said.map(({ change, device, channel, code }) => [change, device, channel, code]),
      [
        ['passkey-added', 'Chrome on Android', 'SMS', ''],
        ['passkey-removed', 'Chrome on Android', 'SMS', ''],
        ['provider-unlinked', 'Chrome on Android', 'SMS', ''],
        ['provider-linked', 'Chrome on Android', 'SMS', ''],
        ['password-changed', 'Chrome on Android', 'SMS', ''],
        ['sessions-ended', 'Chrome on Android', 'SMS', ''],
      ],
    );
    assert.match(said[2].text, /^Google sign-in was unlinked from your Marketplace account from Chrome on Android at \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\. Not you\?/);
  });
});

describe('signed-in devices', () => {
  test('listed current first, then most recently active, by browser, system and region; never by cookie', async () => {
    const laptop = await siti(UA.firefoxWindows);
    clockOffsetMs = 1000;
    const phone = await siti(UA.safariIphone);
    clockOffsetMs = 2000;
    const tablet = await siti('Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1');
    clockOffsetMs = 3000;
    await laptop.get('currentUser');
    clockOffsetMs = 4000;

    const sessions = (await phone.get('securitySessions')).module.sessions;
    assert.deepEqual(sessions.map((s) => [s.browser, s.os, s.region, s.current]), [
      ['Safari', 'iPhone', 'SG', true],
      ['Firefox', 'Windows', 'SG', false],
      ['Safari', 'iPad', 'SG', false],
    ]);
    for (const session of sessions) {
      assert.deepEqual(Object.keys(session).sort(), ['browser', 'createdAt', 'current', 'id', 'lastActiveAt', 'os', 'region']);
      assert.ok(Date.parse(session.createdAt) <= Date.parse(session.lastActiveAt));
    }
    assert.equal(Date.parse(sessions[1].lastActiveAt) - Date.parse(sessions[1].createdAt) >= 3000, true, 'the laptop was active after it signed in');

    const cookies = [laptop, phone, tablet].map((b) => b.cookies.get('mkt_sid'));
    const listedByHook = (await hook('GET', `/__sandbox/sessions?account=65${SITI.phone}`)).body;
    assert.deepEqual(
      listedByHook.sessions.map((s) => [s.id, s.current]).sort(),
      sessions.map((s) => [s.id, false]).sort(),
    );
    assert.deepEqual((await hook('GET', `/__sandbox/sessions?account=${SITI.email}`)).body, listedByHook);
    assert.deepEqual((await hook('GET', '/__sandbox/sessions?account=6599999999')).body, { sessions: [] });
    const everything = JSON.stringify([sessions, listedByHook]);
    for (const cookie of cookies) assert.ok(cookie && !everything.includes(cookie), 'no cookie value is shown');
  });

  test("ending one device signs that browser out at once and leaves this one signed in", async () => {
    const laptop = await siti(UA.firefoxWindows);
    const phone = await siti(UA.chromeAndroid);
    const laptopId = (await laptop.get('securitySessions')).module.sessions.find((s) => s.current).id;
    assert.deepEqual(await phone.post('securityEndSession', { id: laptopId }), { success: true, module: {} });
    assert.equal(await laptop.signedIn(), false);
    assert.equal(keyOf(await laptop.get('securityAccount')), 'NEED_LOGIN');
    assert.equal(await phone.signedIn(), true);
    assert.equal(keyOf(await phone.post('securityEndSession', { id: laptopId })), 'PL_SESSION_NOT_FOUND');
    assert.equal(keyOf(await phone.post('securityEndSession', { id: 'nope' })), 'PL_SESSION_NOT_FOUND');

    // Another account's device is not ours to end.
    const stranger = await new Browser().login('91230002');
    const strangerId = (await stranger.get('securitySessions')).module.sessions[0].id;
    assert.equal(keyOf(await phone.post('securityEndSession', { id: strangerId })), 'PL_SESSION_NOT_FOUND');
    assert.equal(await stranger.signedIn(), true);
  });

  test('ending the current device is a logout that keeps the anti-forgery token', async () => {
    const browser = await siti();
    const token = browser.csrfToken;
    const { id } = (await browser.get('securitySessions')).module.sessions[0];
    assert.equal((await browser.post('securityEndSession', { id })).success, true);
    assert.equal(await browser.signedIn(), false);
    assert.equal((await (await browser.fetch('/user/api/getCsrfToken')).json()).module.token, token);
    await browser.login(SITI.phone);
  });

  test('ending the other devices needs a proof and leaves only this one', async () => {
    const browser = await siti();
    const others = [await siti(UA.chromeAndroid), await siti(UA.edgeWindows)];
    assert.equal(keyOf(await browser.post('securityEndOtherSessions', {})), 'PL_RECENT_VERIFICATION_REQUIRED');
    assert.deepEqual(await browser.post('securityEndOtherSessions', { proof: await browser.proof() }), { success: true, module: { ended: 2 } });
    for (const other of others) assert.equal(await other.signedIn(), false);
    assert.equal(await browser.signedIn(), true);
    assert.deepEqual((await browser.get('securitySessions')).module.sessions.map((s) => s.current), [true]);
  });
});
