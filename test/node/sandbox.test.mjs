// The sandbox server as the widget and the demo panel see it: over HTTP, with cookies.
import { after, before, beforeEach, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_SECURITY_POLICY, startServer } from '../../sandbox/server.mjs';
import { sandboxHttp } from './sandbox-http.mjs';
import { SoftAuthenticator, b64url } from './soft-authenticator.mjs';

const SITI = { phone: '91234567', email: 'shopper@example.com', password: 'Mkt@2024go' };
const QR_INTERVAL_MS = 50;

/** @type {Awaited<ReturnType<typeof startServer>>} */
let server;
/** @type {string} */
let base;
/** @type {string} */
let siteDir;
/** @type {string[]} */
const logLines = [];
/** Moves the sandbox's clock ahead (passkey challenge lifetimes). */
let clockOffsetMs = 0;

before(async () => {
  // A throw-away site: a page, and a secret beside (not inside) the served folder.
  siteDir = await mkdtemp(join(tmpdir(), 'sandbox-test-'));
  await mkdir(join(siteDir, 'examples', 'nested'), { recursive: true });
  await mkdir(join(siteDir, 'dist'));
  await writeFile(join(siteDir, 'examples', 'index.html'), '<!doctype html><title>demo</title>');
  await writeFile(join(siteDir, 'examples', 'nested', 'index.html'), '<!doctype html><title>nested</title>');
  await writeFile(join(siteDir, 'examples', 'app.js'), 'export {};');
  await writeFile(join(siteDir, 'examples', 'app.css'), 'body{}');
  await writeFile(join(siteDir, 'dist', 'bundle.js'), 'export const bundle = 1;');
  await writeFile(join(siteDir, 'secret.txt'), 'TOP-SECRET');
  server = await startServer({
    port: 0,
    examplesDir: join(siteDir, 'examples'),
    distDir: join(siteDir, 'dist'),
    qrIntervalMs: QR_INTERVAL_MS,
    qrExpireRounds: 100,
    log: (line) => logLines.push(line),
    now: () => Date.now() + clockOffsetMs,
  });
  base = server.url.replace(/\/$/, '');
});

after(async () => {
  await server.close();
  await rm(siteDir, { recursive: true, force: true });
});

beforeEach(async () => {
  clockOffsetMs = 0;
  await hook('POST', '/__sandbox/reset', {});
});

/** A browser: keeps cookies, knows the CSRF token, speaks both call families. */
class Browser {
  constructor() {
    /** @type {Map<string, string>} */
    this.cookies = new Map();
    /** @type {string | undefined} */
    this.csrfToken = undefined;
    /** @type {string[]} */
    this.lastSetCookies = [];
    this.region = 'SG';
  }

  /**
   * @param {string} path
   * @param {RequestInit & { headers?: Record<string, string> }} [init]
   */
  async fetch(path, init = {}) {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(base + path, {
      ...init,
      headers: { 'x-i18n-regionID': this.region, 'X-Requested-With': 'XMLHttpRequest', ...(cookie ? { cookie } : {}), ...init.headers },
    });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      this.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    return response;
  }

  async csrf() {
    const body = await (await this.fetch('/user/api/getCsrfToken')).json();
    this.csrfToken = body.module.token;
    return body.module;
  }

  /**
   * POST to the member host with the CSRF token in header and body.
   * @param {string} name
   * @param {Record<string, unknown>} [data]
   */
  async member(name, data = {}) {
    if (!this.csrfToken) await this.csrf();
    const token = /** @type {string} */ (this.csrfToken);
    const response = await this.fetch(`/user/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({ ...data, _csrf: token }),
    });
    return { status: response.status, body: await response.json() };
  }

  /**
   * @param {string} name
   * @param {Record<string, unknown>} [data]
   * @param {{ method?: 'GET' | 'POST', headers?: Record<string, string> }} [options]
   */
  async gateway(name, data = {}, options = {}) {
    const api = `mtop.mkt.member.${name}`;
    const query = `appKey=24600001&t=${Date.now()}&v=1.0&type=originaljson&api=${api}`;
    const path = `/h5/${api}/1.0/?${query}`;
    const response =
      options.method === 'GET'
        ? await this.fetch(`${path}&data=${encodeURIComponent(JSON.stringify(data))}`, { headers: options.headers })
        : await this.fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
            body: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
          });
    return { status: response.status, body: await response.json() };
  }

  /** @param {string} password */
  async login(loginName, password) {
    return this.member('login', { loginName, encryptPassword: await encryptPassword(password), version: '1.0', cookieExpiredTime: '3D' });
  }
}

const { encryptPassword, hook } = sandboxHttp(() => base);

/** @param {string} to */
async function outbox(to) {
  return (await hook('GET', `/__sandbox/outbox?to=${encodeURIComponent(to)}`)).body.messages;
}

/** @param {string} to */
async function latestCode(to) {
  const messages = await outbox(to);
  return messages.at(-1)?.code;
}

/** A GET with the path sent exactly as written (fetch would tidy "../" away). */
function rawGet(path, headers = {}) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method: 'GET', headers: { host: `localhost:${port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('CSRF and sessions', () => {
  test('a POST without the issued token is refused with 403 CSRF_TOKEN_INVALID', async () => {
    const browser = new Browser();
    const response = await browser.fetch('/user/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loginName: SITI.phone, encryptPassword: await encryptPassword(SITI.password) }),
    });
    assert.equal(response.status, 403);
    const body = await response.json();
    assert.equal(body.success, false);
    assert.equal(body.errorCode.key, 'CSRF_TOKEN_INVALID');
  });

  test('the token must be in both header and body, and belong to this browser', async () => {
    const browser = new Browser();
    const { token, parameterName } = await browser.csrf();
    assert.equal(parameterName, '_csrf');
    const headerOnly = await browser.fetch('/user/api/logout', { method: 'POST', headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token }, body: '{}' });
    assert.equal(headerOnly.status, 403);

    const stranger = new Browser();
    await stranger.csrf();
    const borrowed = await stranger.fetch('/user/api/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token },
      body: JSON.stringify({ _csrf: token }),
    });
    assert.equal(borrowed.status, 403);
    assert.equal((await browser.member('logout')).status, 200);
  });

  test('91234567 logs in with the RSA-encrypted password, gets mkt_sid, and logs out', async () => {
    const browser = new Browser();
    await browser.csrf();
    const before = browser.cookies.get('mkt_sid');
    const { status, body } = await browser.login(SITI.phone, SITI.password);
    assert.equal(status, 200);
    assert.equal(body.success, true);
    assert.equal(body.module.loginSuccess, true);
    assert.equal(body.module.user.name, 'Siti Tan');
    const sidCookie = browser.lastSetCookies.find((c) => c.startsWith('mkt_sid='));
    assert.ok(sidCookie, 'login sets mkt_sid');
    assert.match(sidCookie, /HttpOnly/);
    assert.match(sidCookie, /SameSite=Lax/);
    assert.match(sidCookie, /Path=\//);
    assert.notEqual(browser.cookies.get('mkt_sid'), before, 'the session id changes at login');

    const me = await (await browser.fetch('/user/api/currentUser')).json();
    assert.deepEqual(me, { success: true, module: { id: body.module.userId } });
    const user = await browser.gateway('getUser', {}, { method: 'GET' });
    assert.equal(user.body.ret[0].startsWith('SUCCESS'), true);
    assert.equal(user.body.data.phone, SITI.phone);

    // The CSRF token survives the login: the page can go on posting.
    assert.equal((await browser.member('logout')).body.success, true);
    const after = await (await browser.fetch('/user/api/currentUser')).json();
    assert.equal(after.success, false);
    assert.equal(after.errorCode.key, 'NEED_LOGIN');
  });

  test('e-mail works as login name too', async () => {
    const { body } = await new Browser().login(SITI.email, SITI.password);
    assert.equal(body.module.loginSuccess, true);
    assert.equal(body.module.loginType, 'EMAIL');
  });

  test('a wrong password and an unknown account give the very same error', async () => {
    const wrong = await new Browser().login(SITI.phone, 'Wrong@2024go');
    const unknown = await new Browser().login('91239876', SITI.password);
    const unknownEmail = await new Browser().login('nobody@example.com', SITI.password);
    assert.equal(wrong.body.success, false);
    assert.deepEqual(wrong.body.errorCode, { key: 'PL_USER_LOGIN_PASSWORD_ERROR', displayMessage: 'The account or password you entered is incorrect.' });
    assert.deepEqual(unknown.body, wrong.body);
    assert.deepEqual(unknownEmail.body, wrong.body);
    assert.equal(unknown.status, wrong.status);
  });

  test('91230007 (locked) answers like a wrong password, even to its right password', async () => {
    const locked = await new Browser().login('91230007', SITI.password);
    const lockedByEmail = await new Browser().login('locked@example.com', SITI.password);
    const wrong = await new Browser().login(SITI.phone, 'Wrong@2024go');
    assert.deepEqual(locked.body.errorCode, { key: 'PL_USER_LOGIN_PASSWORD_ERROR', displayMessage: 'The account or password you entered is incorrect.' });
    assert.deepEqual(locked.body, wrong.body);
    assert.deepEqual(lockedByEmail.body, wrong.body);
    assert.equal(locked.status, wrong.status);
  });

  test('a password that does not decrypt gives PL_USER_PASSWORD_DECRYPT_FAILED', async () => {
    const browser = new Browser();
    const garbage = await browser.member('login', { loginName: SITI.phone, encryptPassword: Buffer.alloc(256, 7).toString('base64') });
    assert.equal(garbage.body.errorCode.key, 'PL_USER_PASSWORD_DECRYPT_FAILED');
    const notBase64 = await browser.member('login', { loginName: SITI.phone, encryptPassword: 'Mkt@2024go' });
    assert.equal(notBase64.body.errorCode.key, 'PL_USER_PASSWORD_DECRYPT_FAILED');
  });
});

describe('the full-page logout (issue 19, SPEC §2 /user/logout)', () => {
  test('ends the session, clears the user-id cookie and redirects only within this origin', async () => {
    const browser = new Browser();
    await browser.csrf();
    await browser.login(SITI.phone, SITI.password);
    assert.equal((await (await browser.fetch('/user/api/currentUser')).json()).success, true);
    const page = await browser.fetch(`/user/logout?redirect=${encodeURIComponent(`${base}/cart?x=1`)}`, { redirect: 'manual' });
    assert.equal(page.status, 302);
    assert.equal(page.headers.get('location'), '/cart?x=1');
    assert.ok(browser.lastSetCookies.some((line) => /^mkt_uid=;.*Max-Age=0/.test(line)), 'the user-id cookie is cleared');
    const after = await (await browser.fetch('/user/api/currentUser')).json();
    assert.equal(after.errorCode.key, 'NEED_LOGIN');
    for (const evil of ['https://evil.example/', '//evil.example/x', 'javascript:alert(1)', '/\\evil.example', 'http://[']) {
      const refused = await browser.fetch(`/user/logout?redirect=${encodeURIComponent(evil)}`, { redirect: 'manual' });
      assert.equal(refused.headers.get('location'), '/', evil);
    }
    assert.equal((await browser.fetch('/user/logout', { method: 'POST', redirect: 'manual' })).status, 405);
  });
});

describe('seeded special accounts', () => {
  test('91230004: password login answers SECOND_VERIFICATION and no session', async () => {
    const browser = new Browser();
    const { body } = await browser.login('91230004', SITI.password);
    assert.equal(body.success, true);
    assert.equal(body.module.loginNextStepAction, 'SECOND_VERIFICATION');
    assert.ok(body.module.loginNextStepActionData.url);
    assert.ok(body.module.loginNextStepActionData.token);
    assert.equal((await (await browser.fetch('/user/api/currentUser')).json()).success, false);
  });

  test('91230005: login answers DELETION_COOL_CONFIRM, cancelDeletion restores it', async () => {
    const browser = new Browser();
    const { body } = await browser.login('91230005', SITI.password);
    assert.equal(body.module.loginNextStepAction, 'DELETION_COOL_CONFIRM');
    const { token } = body.module.loginNextStepActionData;
    const restored = await browser.gateway('cancelDeletion', { token });
    assert.equal(restored.body.ret[0].startsWith('SUCCESS'), true);
    assert.equal(restored.body.data.loginResponse.loginSuccess, true);
    assert.equal((await (await browser.fetch('/user/api/currentUser')).json()).success, true);
    // Restored for good, and the token was single-use.
    assert.equal((await new Browser().login('91230005', SITI.password)).body.module.loginSuccess, true);
    assert.match((await browser.gateway('cancelDeletion', { token })).body.ret[0], /^PL_USER_TOKEN_INVALID::/);
  });

  test('the restore-token hook gives the token a login of an account in its cool-off gives, and none for another account', async () => {
    const { status, body } = await hook('POST', '/__sandbox/restore-token', { account: '6591230005' });
    assert.equal(status, 200);
    const browser = new Browser();
    const restored = await browser.gateway('cancelDeletion', { token: body.token });
    assert.equal(restored.body.data.loginResponse.loginSuccess, true);
    assert.equal((await (await browser.fetch('/user/api/currentUser')).json()).success, true);
    assert.equal((await hook('POST', '/__sandbox/restore-token', { account: `65${SITI.phone}` })).status, 404);
    assert.equal((await hook('POST', '/__sandbox/restore-token', { account: '6599999999' })).status, 404);
  });

  test('91230006: password login answers COMPLETE_PASSWORD_FOR_LOGIN; resetPassword with its token completes it', async () => {
    const browser = new Browser();
    const { body } = await browser.login('91230006', SITI.password);
    assert.equal(body.module.loginNextStepAction, 'COMPLETE_PASSWORD_FOR_LOGIN');
    assert.equal(body.module.needCompletePassword, true);
    const reset = await browser.member('resetPassword', { token: body.module.loginNextStepActionData.token, encryptPassword: await encryptPassword('Fresh#2025ok') });
    assert.equal(reset.body.module.loginResponseDTO.loginSuccess, true);
    assert.equal((await new Browser().login('91230006', 'Fresh#2025ok')).body.module.loginSuccess, true);
  });

  for (const [phone, bucket] of [['91230002', 1], ['91230003', 2]]) {
    test(`${phone}: sending a code answers PL-USER-RISK with experimentalBucket ${bucket}; a voice call goes through`, async () => {
      const browser = new Browser();
      const risky = await browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone, phonePrefixCode: '65', deliveryType: 'SMS', checkRisk: true });
      assert.match(risky.body.ret[0], /^PL-USER-RISK::/);
      const data = risky.body.data;
      assert.equal(data.experimentalBucket, bucket);
      assert.equal(data.smsUplinkSupport, true);
      for (const field of ['alertTitle', 'alertSummary', 'cancelButtonText', 'confirmButtonText', 'popupTitle', 'popupContent', 'smsUplinkButtonText']) {
        assert.equal(typeof data[field], 'string', field);
        assert.ok(data[field].length > 0, field);
      }
      const voice = await browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone, phonePrefixCode: '65', deliveryType: 'VOICE' });
      assert.match(voice.body.ret[0], /^SUCCESS/);
      assert.equal((await outbox(`65${phone}`)).at(-1).channel, 'VOICE');
    });
  }
});

describe('channels and providers', () => {
  test('checkSmsChannel lists the channels of each region with codeLength 6', async () => {
    const browser = new Browser();
    /** @param {string} regionID */
    const channels = async (regionID) => {
      const { body } = await browser.gateway('checkSmsChannel', { regionID }, { method: 'GET' });
      assert.equal(body.data.codeLength, 6);
      return body.data.result.map((/** @type {any} */ c) => c.deliveryType);
    };
    assert.deepEqual(await channels('SG'), ['SMS', 'WHATSAPP']);
    assert.deepEqual(await channels('VN'), ['SMS', 'ZALO', 'VOICE']);
    assert.deepEqual(await channels('ID'), ['SMS', 'WHATSAPP', 'SMS_UPLINK']);
    assert.deepEqual(await channels('PH'), ['SMS', 'VOICE']);
    assert.deepEqual(await channels('TH'), ['SMS']);
    const { body } = await browser.gateway('webSiteIdSupport3rd', {}, { method: 'GET' });
    assert.deepEqual(body.data.sendChannel.thirdList, ['GOOGLE', 'FACEBOOK']);
  });

  test('JSONP bottom data answers in the named callback and refuses other callback text', async () => {
    const good = await rawGet('/bottom/checkSmsChannel/en/SG.js?callback=mktJsonp_checkSmsChannel_en_SG');
    assert.equal(good.status, 200);
    assert.match(String(good.headers['content-type']), /javascript/);
    assert.match(good.text, /^mktJsonp_checkSmsChannel_en_SG\(\{.*"codeLength":6.*\}\);$/);
    const evil = await rawGet(`/bottom/checkSmsChannel/en/SG.js?callback=${encodeURIComponent('alert(1)//')}`);
    assert.equal(evil.status, 400);
  });
});

describe('faults', () => {
  test('http500 answers status 500 with JSON, once when times is 1', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'getCsrfToken', fault: 'http500', times: 1 });
    const browser = new Browser();
    const failed = await browser.fetch('/user/api/getCsrfToken');
    assert.equal(failed.status, 500);
    assert.equal((await failed.json()).success, false);
    assert.equal((await browser.fetch('/user/api/getCsrfToken')).status, 200, 'times ran out');
  });

  test('malformed answers 200 with truncated JSON', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'checkSmsChannel', fault: 'malformed' });
    const response = await new Browser().fetch('/h5/mtop.mkt.member.checkSmsChannel/1.0/?api=mtop.mkt.member.checkSmsChannel');
    assert.equal(response.status, 200);
    const text = await response.text();
    assert.ok(text.length > 0);
    assert.throws(() => JSON.parse(text));
  });

  test('html answers 502 with an HTML page; empty answers 200 with nothing', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'generateQrCodeUrl', fault: 'html' });
    await hook('POST', '/__sandbox/faults', { match: '/user/api/currentUser', fault: 'empty' });
    const html = await new Browser().gateway('generateQrCodeUrl', {}).catch(() => undefined);
    assert.equal(html, undefined, 'the HTML page is not JSON');
    const htmlResponse = await new Browser().fetch('/h5/mtop.mkt.member.generateQrCodeUrl/1.0/', { method: 'POST', body: 'data={}' });
    assert.equal(htmlResponse.status, 502);
    assert.match(String(htmlResponse.headers.get('content-type')), /text\/html/);
    assert.match(await htmlResponse.text(), /<html/i);
    const empty = await new Browser().fetch('/user/api/currentUser');
    assert.equal(empty.status, 200);
    assert.equal(await empty.text(), '');
  });

  test('error:<KEY> gives a proper envelope on both families', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'error:FAIL_SYS_TRAFFIC_LIMIT', times: 1 });
    await hook('POST', '/__sandbox/faults', { match: 'validatePhone', fault: 'error:PL_USER_PHONE_INVALID', times: 1 });
    const browser = new Browser();
    const gateway = await browser.gateway('getUser', {}, { method: 'GET' });
    assert.equal(gateway.body.api, 'mtop.mkt.member.getUser');
    assert.match(gateway.body.ret[0], /^FAIL_SYS_TRAFFIC_LIMIT::.+/);
    const member = await browser.member('validatePhone', { type: 'ADDRESS', phone: SITI.phone, phonePrefixCode: '65' });
    assert.equal(member.body.success, false);
    assert.equal(member.body.errorCode.key, 'PL_USER_PHONE_INVALID');
    assert.equal(member.body.errorCode.displayMessage, 'Please enter a valid phone number.');
    const second = await browser.member('validatePhone', { type: 'ADDRESS', phone: SITI.phone, phonePrefixCode: '65' });
    assert.deepEqual(second.body, { success: true, module: { isValid: true } });
  });

  test('answer sends any JSON as the module or data of a successful answer; error:<KEY> takes data', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'getCsrfToken', fault: 'answer', answer: { parameterName: 'encryptPassword', token: 't' }, times: 1 });
    await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'answer', answer: { id: 'u1', name: { text: 'x' } }, times: 1 });
    await hook('POST', '/__sandbox/faults', { match: 'sendVerificationSms', fault: 'error:PL-USER-RISK', data: { alertSummary: { text: 'x' } }, times: 1 });
    const browser = new Browser();
    assert.deepEqual((await (await browser.fetch('/user/api/getCsrfToken')).json()).module, { parameterName: 'encryptPassword', token: 't' });
    const user = await browser.gateway('getUser', {}, { method: 'GET' });
    assert.deepEqual(user.body.data, { id: 'u1', name: { text: 'x' } });
    assert.match(user.body.ret[0], /^SUCCESS/);
    const risk = await browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone: SITI.phone, phonePrefixCode: '65', deliveryType: 'SMS' });
    assert.match(risk.body.ret[0], /^PL-USER-RISK::/);
    assert.deepEqual(risk.body.data, { alertSummary: { text: 'x' } });
    assert.equal((await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'answer' })).status, 400, 'an answer fault needs its answer');
    assert.equal((await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'answer', answer: 'x'.repeat(20_000) })).status, 400, 'capped in size');
  });

  test('a FAIL_SYS_PARAM_PARSE_ERROR fault once lets the H5 retry through', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'checkSmsChannel', fault: 'error:FAIL_SYS_PARAM_PARSE_ERROR', times: 1 });
    const browser = new Browser();
    assert.match((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).body.ret[0], /^FAIL_SYS_PARAM_PARSE_ERROR::/);
    assert.match((await browser.gateway('checkSmsChannel', {}, { method: 'GET' })).body.ret[0], /^SUCCESS/);
  });

  test('timeout never answers until the client gives up; forever until DELETE', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'checkQrCodeStatus', fault: 'timeout' });
    const browser = new Browser();
    for (let i = 0; i < 2; i += 1) {
      await assert.rejects(
        browser.fetch('/h5/mtop.mkt.member.checkQrCodeStatus/1.0/', { method: 'POST', body: 'data={}', signal: AbortSignal.timeout(150) }),
        (error) => error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'),
      );
    }
    const listed = await hook('GET', '/__sandbox/faults');
    assert.deepEqual(listed.body.faults, [{ match: 'checkQrCodeStatus', fault: 'timeout', times: null }]);
    await hook('DELETE', '/__sandbox/faults');
    assert.match((await browser.gateway('checkQrCodeStatus', {})).body.ret[0], /^SUCCESS/);
  });

  test('matching is by call name or path part, not by any substring', async () => {
    await hook('POST', '/__sandbox/faults', { match: 'login', fault: 'http500' });
    const browser = new Browser();
    // "login" is the password login call; loginByQrCode is another call.
    assert.equal((await browser.member('loginByQrCode', { token: 'x' })).status, 200);
    assert.equal((await browser.login(SITI.phone, SITI.password)).status, 500);
    await hook('DELETE', '/__sandbox/faults');
    await hook('POST', '/__sandbox/faults', { match: 'h5', fault: 'http500' });
    assert.equal((await browser.gateway('getUser', {}, { method: 'GET' })).status, 500);
    assert.equal((await browser.fetch('/user/api/currentUser')).status, 200);
  });

  test('bad switches are refused', async () => {
    assert.equal((await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'explode' })).status, 400);
    assert.equal((await hook('POST', '/__sandbox/faults', { match: '', fault: 'http500' })).status, 400);
    assert.equal((await hook('POST', '/__sandbox/faults', { match: 'getUser', fault: 'http500', times: 0 })).status, 400);
    const formPost = await fetch(`${base}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"match":"getUser","fault":"http500"}' });
    assert.equal(formPost.status, 415, 'hooks only take JSON, so other sites cannot post them');
    assert.deepEqual((await hook('GET', '/__sandbox/faults')).body.faults, []);
  });
});

describe('OTP, outbox and sign-up', () => {
  test('codes land in the outbox newest last; a resend invalidates the old code', async () => {
    const browser = new Browser();
    const send = () => browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone: SITI.phone, phonePrefixCode: '65', deliveryType: 'WHATSAPP' });
    const first = await send();
    assert.equal(first.body.data.registered, true);
    assert.equal(first.body.data.codeLength, 6);
    const oldCode = await latestCode('6591234567');
    await send();
    const messages = await outbox('+65 9123 4567');
    assert.equal(messages.length, 2);
    assert.equal(messages[1].channel, 'WHATSAPP');
    assert.match(messages[1].code, /^\d{6}$/);
    assert.ok(Date.parse(messages[1].at) >= Date.parse(messages[0].at));
    const newCode = messages[1].code;

    const verify = (code) => browser.member('verifyPhoneCode', { type: 'OTP_LOGIN', phone: SITI.phone, phonePrefixCode: '65', code, deliveryType: 'WHATSAPP', cookieExpiredTime: '3D' });
    if (oldCode !== newCode) {
      const stale = await verify(oldCode);
      assert.equal(stale.body.errorCode.key, 'PL_USER_VERIFY_CODE_ERROR');
    }
    const wrong = await verify(newCode === '000000' ? '111111' : '000000');
    assert.equal(wrong.body.errorCode.key, 'PL_USER_VERIFY_CODE_ERROR');
    const ok = await verify(newCode);
    assert.equal(ok.body.module.loginResponseDTO.loginSuccess, true);
    assert.equal((await verify(newCode)).body.errorCode.key, 'PL_USER_VERIFY_CODE_ERROR', 'a code works once');

    const all = (await hook('GET', '/__sandbox/outbox')).body.messages;
    assert.ok(all.every((/** @type {any} */ m) => typeof m.to === 'string' && typeof m.code === 'string'));
  });

  test('OTP on an unregistered number signs up: PHONE_NOT_EXIST, then OTP_REGISTER, COMPLETE_PROFILE, profile stored', async () => {
    const browser = new Browser();
    const phone = '81239999';
    const sent = await browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone, phonePrefixCode: '65', deliveryType: 'SMS' });
    assert.equal(sent.body.data.registered, false);
    const code = await latestCode(`65${phone}`);
    const verify = (type) => browser.member('verifyPhoneCode', { type, phone, phonePrefixCode: '65', code, deliveryType: 'SMS', cookieExpiredTime: '3D' });
    assert.equal((await verify('OTP_LOGIN')).body.errorCode.key, 'PL_USER_LOGIN_PHONE_NOT_EXIST');
    const registered = (await verify('OTP_REGISTER')).body.module.loginResponseDTO;
    assert.equal(registered.loginNextStepAction, 'COMPLETE_PROFILE');
    const registerToken = registered.loginNextStepActionData.token;
    assert.ok(registerToken);

    const csrf = { 'X-CSRF-TOKEN': /** @type {string} */ (browser.csrfToken) };
    const withoutHeader = await browser.gateway('completeProfileByRegisterToken', { token: registerToken, name: 'Ana', encryptPassword: await encryptPassword('Ana@2025go') });
    assert.equal(withoutHeader.status, 403);
    const step1 = await browser.gateway('completeProfileByRegisterToken', { token: registerToken, name: 'Ana', encryptPassword: await encryptPassword('Ana@2025go') }, { headers: csrf });
    assert.match(step1.body.ret[0], /^SUCCESS/);
    const badBirthday = await browser.gateway('updateUserProfile', { gender: 'female', birthday: '1890-01-01' }, { headers: csrf });
    assert.match(badBirthday.body.ret[0], /^PL_USER_PROFILE_INVALID::/);
    const step2 = await browser.gateway('updateUserProfile', { gender: 'female', birthday: '1999-07-21' }, { headers: csrf });
    assert.match(step2.body.ret[0], /^SUCCESS/);
    const user = (await browser.gateway('getUser', {}, { method: 'GET' })).body.data;
    assert.equal(user.name, 'Ana');
    assert.equal(user.gender, 'female');
    assert.equal(user.birthday, '1999-07-21');
    assert.equal(user.hasPassword, true);
    assert.equal((await new Browser().login(phone, 'Ana@2025go')).body.module.loginSuccess, true);
  });

  test('SMS from phone (ID): code and receiver, not received yet, the panel sends it, then sign-up', async () => {
    const browser = new Browser();
    browser.region = 'ID';
    const phone = '81234567890';
    const sent = (await browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone, phonePrefixCode: '62', deliveryType: 'SMS_UPLINK' })).body.data;
    assert.match(sent.smsUplinkCode, /^MKT \d{6}$/);
    assert.ok(sent.smsUplinkTargetPhone);
    const submit = (type) => browser.member('smsUplink', { deliveryType: 'SMS_UPLINK', phone, phonePrefixCode: '62', type, token: sent.token, tokenType: sent.tokenType, scene: 'operateLimitLogin' });
    assert.equal((await submit('OTP_LOGIN')).body.errorCode.key, 'PL_SMS_UPLINK_NOT_RECEIVED');
    const waiting = (await hook('GET', '/__sandbox/sms-uplink')).body.waiting;
    assert.deepEqual(waiting.map((/** @type {any} */ w) => w.from), [`62${phone}`]);
    const sms = await hook('POST', '/__sandbox/sms-uplink', { from: `62${phone}`, to: sent.smsUplinkTargetPhone, text: sent.smsUplinkCode });
    assert.equal(sms.status, 200);
    assert.equal((await submit('OTP_LOGIN')).body.errorCode.key, 'PL_USER_LOGIN_PHONE_NOT_EXIST');
    assert.equal((await submit('OTP_REGISTER')).body.module.loginResponseDTO.loginNextStepAction, 'COMPLETE_PROFILE');
    assert.equal((await submit('OTP_REGISTER')).body.errorCode.key, 'PL_SMS_UPLINK_CODE_ALREADY_INVALID');
  });

  test('an SMS with the wrong text answers NOT_MATCHED once, then the code is gone', async () => {
    const browser = new Browser();
    const sent = (await browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone: '91230002', phonePrefixCode: '65', deliveryType: 'SMS_UPLINK' })).body.data;
    await hook('POST', '/__sandbox/sms-uplink', { from: '6591230002', text: 'hello' });
    const submit = () => browser.member('smsUplink', { deliveryType: 'SMS_UPLINK', phone: '91230002', phonePrefixCode: '65', type: 'OTP_LOGIN', token: sent.token });
    assert.equal((await submit()).body.errorCode.key, 'PL_SMS_UPLINK_CODE_NOT_MATCHED');
    assert.equal((await submit()).body.errorCode.key, 'PL_SMS_UPLINK_CODE_ALREADY_INVALID');
  });
});

describe('QR login', () => {
  test('PENDING -> scanned -> SUCCESS with a token that logs in once', async () => {
    const browser = new Browser();
    const generated = (await browser.gateway('generateQrCodeUrl', { clientId: 'mkt-buyer-app' })).body.data;
    assert.equal(generated.interval, QR_INTERVAL_MS);
    assert.ok(generated.expire > 0);
    assert.ok(generated.qrLoginUrl.includes(generated.requestId) || generated.qrLoginUrl.includes(encodeURIComponent(generated.requestId)));
    const { requestId } = generated;
    const status = async () => (await browser.gateway('checkQrCodeStatus', { clientId: 'mkt-buyer-app', requestId })).body.data;

    assert.deepEqual((await hook('GET', '/__sandbox/qr')).body.map((/** @type {any} */ r) => [r.requestId, r.status]), [[requestId, 'PENDING']]);
    assert.deepEqual(await status(), { status: 'PENDING', scanned: false });
    assert.equal((await hook('POST', `/__sandbox/qr/${encodeURIComponent(requestId)}/scan`, {})).status, 200);
    assert.deepEqual(await status(), { status: 'PENDING', scanned: true });
    assert.equal((await hook('POST', `/__sandbox/qr/${encodeURIComponent(requestId)}/confirm`, { account: SITI.phone })).status, 200);
    const done = await status();
    assert.equal(done.status, 'SUCCESS');
    assert.ok(done.token);
    assert.deepEqual((await hook('GET', '/__sandbox/qr')).body, [], 'no longer pending');

    const login = await browser.member('loginByQrCode', { token: done.token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode', cookieExpiredTime: '3D' });
    assert.equal(login.body.module.loginSuccess, true);
    assert.equal(login.body.module.user.name, 'Siti Tan');
    const again = await browser.member('loginByQrCode', { token: done.token, tokenType: 'OAUTH_ID_TOKEN' });
    assert.equal(again.body.errorCode.key, 'PL_USER_TOKEN_INVALID');
  });

  test('reject gives FAILURE; confirming as 91230004 gives SECOND_VERIFICATION; unknown ids 404', async () => {
    const browser = new Browser();
    const first = (await browser.gateway('generateQrCodeUrl', {})).body.data.requestId;
    await hook('POST', `/__sandbox/qr/${encodeURIComponent(first)}/reject`, {});
    assert.equal((await browser.gateway('checkQrCodeStatus', { requestId: first })).body.data.status, 'FAILURE');

    const second = (await browser.gateway('generateQrCodeUrl', {})).body.data.requestId;
    await hook('POST', `/__sandbox/qr/${encodeURIComponent(second)}/confirm`, { account: '91230004' });
    const { token } = (await browser.gateway('checkQrCodeStatus', { requestId: second })).body.data;
    assert.equal((await browser.member('loginByQrCode', { token })).body.module.loginNextStepAction, 'SECOND_VERIFICATION');

    assert.equal((await hook('POST', '/__sandbox/qr/nope/scan', {})).status, 404);
    assert.equal((await hook('POST', `/__sandbox/qr/${encodeURIComponent(first)}/confirm`, { account: SITI.phone })).status, 409);
  });
});

describe('forgot password', () => {
  test('by e-mail: apply, code, verify, reset; the old password stops working', async () => {
    const browser = new Browser();
    const applied = (await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SITI.email })).body.data;
    assert.ok(applied.token);
    await browser.gateway('sendVerificationEmailCode', { email: SITI.email, token: applied.token, tokenType: applied.tokenType });
    const message = (await outbox(SITI.email)).at(-1);
    assert.equal(message.channel, 'EMAIL');
    const verified = (await browser.gateway('verifyEmailCode', { email: SITI.email, code: message.code, token: applied.token, tokenType: applied.tokenType })).body.data;
    assert.equal(verified.tokenType, 'RESET_PASSWORD');
    const reset = await browser.member('resetPassword', { token: verified.token, encryptPassword: await encryptPassword('Brand#New2025') });
    assert.equal(reset.body.module.loginResponseDTO.loginSuccess, true);
    assert.equal((await new Browser().login(SITI.phone, SITI.password)).body.errorCode.key, 'PL_USER_LOGIN_PASSWORD_ERROR');
    assert.equal((await new Browser().login(SITI.phone, 'Brand#New2025')).body.module.loginSuccess, true);
  });

  test('by phone, with a weak new password refused first', async () => {
    const browser = new Browser();
    const applied = (await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: SITI.phone })).body.data;
    await browser.gateway('sendVerificationSms', { type: 'RESET_PASSWORD', phone: SITI.phone, phonePrefixCode: '65', deliveryType: 'SMS', token: applied.token, tokenType: applied.tokenType });
    const code = await latestCode(`65${SITI.phone}`);
    const verified = (await browser.member('verifyPhoneCode', { type: 'RESET_PASSWORD', phone: SITI.phone, phonePrefixCode: '65', code })).body.module;
    const weak = await browser.member('resetPassword', { token: verified.token, encryptPassword: await encryptPassword('password') });
    assert.equal(weak.body.errorCode.key, 'PL_USER_PASSWORD_FORMAT_ERROR');
    const strong = await browser.member('resetPassword', { token: verified.token, encryptPassword: await encryptPassword('Phone@Reset1') });
    assert.equal(strong.body.success, true);
  });

  test('unknown login names get the same answers, and the code goes nowhere', async () => {
    /** @param {string} loginName @param {string} phone */
    const run = async (loginName, phone) => {
      const browser = new Browser();
      const applied = await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName });
      const sent = await browser.gateway('sendVerificationSms', { type: 'RESET_PASSWORD', phone, phonePrefixCode: '65', deliveryType: 'SMS', token: applied.body.data.token, tokenType: 'RESET_PASSWORD' });
      /** @param {any} answer */
      const shape = (answer) => ({ status: answer.status, ret: answer.body.ret, keys: Object.keys(answer.body.data).sort(), type: answer.body.data.type, tokenType: answer.body.data.tokenType });
      return { applied: shape(applied), sent: shape(sent) };
    };
    const known = await run(SITI.phone, SITI.phone);
    const unknown = await run('81110000', '81110000');
    assert.deepEqual(unknown, known);
    assert.equal((await outbox('6581110000')).length, 0);
    // Someone else's number with a known account's token: same answer, no code.
    const hijack = await run(SITI.phone, '81110001');
    assert.deepEqual(hijack, known);
    assert.equal((await outbox('6581110001')).length, 0);
  });

  test('91230004: the reset verify answers ACCOUNT_SECOND_VERIFICATION with a verify url', async () => {
    const browser = new Browser();
    const applied = (await browser.gateway('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: '91230004' })).body.data;
    await browser.gateway('sendVerificationSms', { type: 'RESET_PASSWORD', phone: '91230004', phonePrefixCode: '65', deliveryType: 'SMS', token: applied.token });
    const code = await latestCode('6591230004');
    const verified = (await browser.gateway('verifyPhoneCode', { type: 'RESET_PASSWORD', phone: '91230004', phonePrefixCode: '65', code })).body.data;
    assert.equal(verified.tokenType, 'ACCOUNT_SECOND_VERIFICATION');
    assert.ok(verified.verifyUrl);
  });
});

describe('third-party login and add phone', () => {
  test('the linked identity logs in; the new one needs REGISTER, then adds a phone', async () => {
    const browser = new Browser();
    const oauth = (oauthType, oauthCode, operateType) => browser.member('loginByOAuthCode', { oauthType, oauthCode, operateType, bizScene: 'PC_POPUP', version: '1.6', cookieExpiredTime: '3D' });
    assert.equal((await oauth('GOOGLE', 'sandbox-google:siti', 'LOGIN')).body.module.user.name, 'Siti Tan');
    assert.equal((await oauth('FACEBOOK', 'sandbox-facebook:siti', 'LOGIN')).body.module.loginSuccess, true);
    assert.equal((await oauth('GOOGLE', 'sandbox-facebook:siti', 'LOGIN')).body.errorCode.key, 'PL_USER_OAUTH_CODE_INVALID');
    assert.equal((await oauth('FACEBOOK', 'sandbox-facebook:new-shopper', 'LOGIN')).body.errorCode.key, 'PL_USER_LOGIN_OAUTH_NOT_EXIST');

    const registered = (await oauth('FACEBOOK', 'sandbox-facebook:new-shopper', 'REGISTER')).body.module;
    assert.equal(registered.loginNextStepAction, 'JUMP_TO_ADD_PHONE');
    const { token, tokenType } = registered.loginNextStepActionData;
    const taken = await browser.gateway('sendVerificationSms', { type: 'ADD_PHONE', phone: SITI.phone, phonePrefixCode: '65', deliveryType: 'SMS', token, tokenType });
    assert.match(taken.body.ret[0], /^PL_USER_PHONE_ALREADY_BOUND::/);
    await browser.gateway('sendVerificationSms', { type: 'ADD_PHONE', phone: '81112222', phonePrefixCode: '65', deliveryType: 'SMS', token, tokenType });
    const code = await latestCode('6581112222');
    const bound = await browser.member('bindPhone', { type: 'ADD_PHONE', phone: '81112222', phonePrefixCode: '65', code, token, tokenType, bizScene: 'PC_POPUP', version: '1.4' });
    assert.equal(bound.body.module.loginResponseDTO.loginSuccess, true);
    assert.equal(bound.body.module.loginResponseDTO.user.name, 'New Shopper');
    // From now on the identity is linked.
    assert.equal((await oauth('FACEBOOK', 'sandbox-facebook:new-shopper', 'LOGIN')).body.module.loginSuccess, true);
  });

  test('One Tap logs in with the credential', async () => {
    const { body } = await new Browser().member('loginByOneTap', { oauthMethod: 'oneTap', oauthType: 'GOOGLE', oauthCode: 'sandbox-google:siti', operateType: 'LOGIN' });
    assert.equal(body.module.loginType, 'GOOGLE');
    assert.equal(body.module.loginSuccess, true);
  });
});

describe('the HTTP server', () => {
  test('directory traversal is refused in every spelling', async () => {
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/%2E%2E%2Fsecret.txt', '/nested/../../secret.txt', '/dist/../secret.txt', '/dist/%2e%2e/%2e%2e/secret.txt', '/..%5csecret.txt', '/%00/index.html']) {
      const response = /** @type {any} */ (await rawGet(path));
      assert.ok([400, 403, 404].includes(response.status), `${path} -> ${response.status}`);
      assert.doesNotMatch(response.text, /TOP-SECRET/, path);
    }
  });

  test('pages carry the strict CSP; files get their content types', async () => {
    const index = /** @type {any} */ (await rawGet('/'));
    assert.equal(index.status, 200);
    assert.match(index.headers['content-type'], /^text\/html/);
    assert.equal(index.headers['content-security-policy'], CONTENT_SECURITY_POLICY);
    assert.match(CONTENT_SECURITY_POLICY, /require-trusted-types-for 'script'/);
    assert.match(CONTENT_SECURITY_POLICY, /frame-ancestors 'none'/);
    assert.equal(index.headers['x-content-type-options'], 'nosniff');
    assert.equal(/** @type {any} */ (await rawGet('/nested/')).headers['content-security-policy'], CONTENT_SECURITY_POLICY);
    const page = /** @type {any} */ (await rawGet('/__sandbox/pages/second-verification.html'));
    assert.equal(page.headers['content-security-policy'], CONTENT_SECURITY_POLICY);
    assert.match(/** @type {any} */ (await rawGet('/app.js')).headers['content-type'], /^application\/javascript/);
    assert.match(/** @type {any} */ (await rawGet('/app.css')).headers['content-type'], /^text\/css/);
    assert.match(/** @type {any} */ (await rawGet('/dist/bundle.js')).text, /bundle = 1/);
    assert.equal(/** @type {any} */ (await rawGet('/missing.html')).status, 404);
    for (const script of ['google', 'facebook']) {
      const response = /** @type {any} */ (await rawGet(`/__sandbox/scripts/${script}.js`));
      assert.match(response.headers['content-type'], /^application\/javascript/);
      assert.doesNotMatch(response.text, /innerHTML/);
    }
  });

  test('dist/ entry files are cached briefly by default; distCacheControl sets their caching', async () => {
    assert.equal(/** @type {any} */ (await rawGet('/dist/bundle.js')).headers['cache-control'], 'public, max-age=60');
    const cached = await startServer({ port: 0, examplesDir: join(siteDir, 'examples'), distDir: join(siteDir, 'dist'), distCacheControl: 'public, max-age=600' });
    try {
      const bundle = await fetch(new URL('/dist/bundle.js', cached.url));
      assert.equal(bundle.headers.get('cache-control'), 'public, max-age=600');
      assert.match(await bundle.text(), /bundle = 1/);
      // Pages and the demo's own files are still revalidated on every load.
      assert.equal((await fetch(new URL('/app.js', cached.url))).headers.get('cache-control'), 'no-cache');
    } finally {
      await cached.close();
    }
  });

  test('only local host names are served', async () => {
    const response = /** @type {any} */ (await rawGet('/__sandbox/config', { host: 'attacker.example:80' }));
    assert.equal(response.status, 421);
  });

  test('config hands out the public key and the seeded accounts', async () => {
    const { body } = await hook('GET', '/__sandbox/config');
    assert.match(body.rsaPublicKey, /^-----BEGIN PUBLIC KEY-----/);
    assert.equal(body.rsaPublicKey, server.sandbox.publicKeyPem);
    assert.deepEqual(body.accounts.map((/** @type {any} */ a) => a.phone), ['91234567', '91230002', '91230003', '91230004', '91230005', '91230006', '91230007']);
    assert.equal(body.accounts[0].password, SITI.password);
  });

  test('the provider scripts offer exactly the seeded identities', async () => {
    const seed = JSON.parse(await readFile(new URL('../../sandbox/seed.json', import.meta.url), 'utf8'));
    const chooser = await readFile(new URL('../../sandbox/public/chooser.js', import.meta.url), 'utf8');
    const offered = [...chooser.matchAll(/\{ id: '([a-z-]+)'/g)].map((m) => m[1]);
    assert.deepEqual(offered, seed.identities.map((/** @type {any} */ i) => i.id));
  });

  test('the log never shows passwords, codes or tokens', async () => {
    logLines.length = 0;
    const browser = new Browser();
    await browser.login(SITI.phone, SITI.password);
    await browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone: SITI.phone, phonePrefixCode: '65', deliveryType: 'SMS' });
    const code = await latestCode(`65${SITI.phone}`);
    const requestId = (await browser.gateway('generateQrCodeUrl', {})).body.data.requestId;
    await hook('POST', `/__sandbox/qr/${encodeURIComponent(requestId)}/scan`, {});
    const text = logLines.join('\n');
    assert.ok(logLines.length >= 4);
    for (const secret of [SITI.password, code, requestId, /** @type {string} */ (browser.csrfToken), /** @type {string} */ (browser.cookies.get('mkt_sid'))]) {
      assert.ok(!text.includes(secret), 'a secret reached the log');
    }
  });
});

// --- passkeys (issue 18) --------------------------------------------------------------------

describe('passkeys: the sandbox as a relying party (issue 18)', () => {
  const origin = () => base;
  /** A member POST as a page of `pageOrigin` sends it. */
  const post = async (browser, name, data = {}, pageOrigin = origin()) => {
    if (!browser.csrfToken) await browser.csrf();
    const response = await browser.fetch(`/user/api/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': browser.csrfToken, origin: pageOrigin },
      body: JSON.stringify({ ...data, _csrf: browser.csrfToken }),
    });
    return response.json();
  };
  const keyOf = (answer) => answer.errorCode?.key;
  /** Login options: a GET without an anti-forgery token. */
  const loginOptions = async (browser) => (await (await browser.fetch('/user/api/passkeyLoginOptions')).json()).module;

  /** Siti signs in by password and registers a passkey of `authenticator`. */
  async function registered(authenticator = new SoftAuthenticator()) {
    const browser = new Browser();
    assert.equal((await browser.login(SITI.phone, SITI.password)).body.success, true);
    const options = (await post(browser, 'passkeyRegisterOptions')).module;
    const answer = await post(browser, 'passkeyRegister', { credential: authenticator.create(options, origin()) });
    assert.equal(answer.success, true, JSON.stringify(answer));
    return { authenticator, answer };
  }

  async function passkeyLogin(authenticator, browser = new Browser(), step) {
    const options = await loginOptions(browser);
    return { browser, options, answer: await post(browser, 'loginByPasskey', { credential: authenticator.get(options, origin(), step), cookieExpiredTime: '3D' }) };
  }

  test('registration options need a login, name the host as relying party and exclude known passkeys', async () => {
    const anonymous = new Browser();
    assert.equal(keyOf(await post(anonymous, 'passkeyRegisterOptions')), 'NEED_LOGIN');
    const { authenticator } = await registered();
    const browser = new Browser();
    await browser.login(SITI.phone, SITI.password);
    const options = (await post(browser, 'passkeyRegisterOptions')).module;
    assert.equal(options.rp.id, 'localhost');
    assert.equal(options.authenticatorSelection.residentKey, 'required');
    assert.deepEqual(options.excludeCredentials.map((c) => c.id), [b64url(authenticator.credentialId)]);
  });

  test('a registered passkey is listed by the hook and signs in: LoginResult with loginType PASSKEY and a session', async () => {
    const { authenticator, answer } = await registered();
    const listed = (await hook('GET', `/__sandbox/passkeys?account=65${SITI.phone}`)).body;
    assert.deepEqual(listed, [{ credentialId: answer.module.credentialId, createdAt: answer.module.createdAt }]);
    assert.deepEqual((await hook('GET', `/__sandbox/passkeys?account=${SITI.email}`)).body, listed);
    assert.deepEqual((await hook('GET', '/__sandbox/passkeys?account=6599999999')).body, []);

    const { browser, options, answer: login } = await passkeyLogin(authenticator);
    assert.equal(options.rpId, 'localhost');
    assert.deepEqual(options.allowCredentials, [], 'discoverable credentials, for autofill');
    assert.equal(login.success, true, JSON.stringify(login));
    assert.equal(login.module.loginType, 'PASSKEY');
    assert.equal(login.module.user.name, 'Siti Tan');
    const me = await (await browser.fetch('/user/api/currentUser')).json();
    assert.equal(me.success, true);
  });

  test('an unknown passkey, an expired, a reused or another session\'s challenge, a wrong origin and a counter that does not grow are refused', async () => {
    const stranger = new SoftAuthenticator();
    stranger.userHandle = 'eA';
    assert.equal(keyOf((await passkeyLogin(stranger)).answer), 'PL_PASSKEY_NOT_FOUND');

    const { authenticator } = await registered();
    // Expired: 5 minutes and a second after the options.
    {
      const browser = new Browser();
      const options = await loginOptions(browser);
      clockOffsetMs = 5 * 60 * 1000 + 1000;
      assert.equal(keyOf(await post(browser, 'loginByPasskey', { credential: authenticator.get(options, origin()) })), 'PL_PASSKEY_CHALLENGE_INVALID');
      clockOffsetMs = 0;
    }
    // Used once already.
    {
      const browser = new Browser();
      const options = await loginOptions(browser);
      assert.equal((await post(browser, 'loginByPasskey', { credential: authenticator.get(options, origin()) })).success, true);
      assert.equal(keyOf(await post(browser, 'loginByPasskey', { credential: authenticator.get(options, origin()) })), 'PL_PASSKEY_CHALLENGE_INVALID');
    }
    // Asked for by another browser session.
    {
      const asker = new Browser();
      await asker.csrf();
      const options = await loginOptions(asker);
      assert.equal(keyOf(await post(new Browser(), 'loginByPasskey', { credential: authenticator.get(options, origin()) })), 'PL_PASSKEY_CHALLENGE_INVALID');
    }
    // A page of another site.
    {
      const browser = new Browser();
      const options = await loginOptions(browser);
      assert.equal(keyOf(await post(browser, 'loginByPasskey', { credential: authenticator.get(options, 'https://evil.example') }, 'https://evil.example')), 'PL_PASSKEY_VERIFY_FAILED');
    }
    // A counter that stands still since the last login the server accepted (a cloned authenticator).
    assert.equal((await passkeyLogin(authenticator)).answer.success, true);
    assert.equal(keyOf((await passkeyLogin(authenticator, new Browser(), { counterStep: 0 })).answer), 'PL_PASSKEY_VERIFY_FAILED');
    assert.equal((await passkeyLogin(authenticator)).answer.success, true, 'a growing counter still signs in');
  });

  test('two outstanding login challenges of one session each sign in once', async () => {
    const { authenticator } = await registered();
    const browser = new Browser();
    const first = await loginOptions(browser);
    const second = await loginOptions(browser);
    assert.notEqual(first.challenge, second.challenge);
    assert.equal((await post(browser, 'loginByPasskey', { credential: authenticator.get(second, origin()) })).success, true);
    assert.equal((await post(browser, 'loginByPasskey', { credential: authenticator.get(first, origin()) })).success, true);
  });

  test('a reset forgets every passkey', async () => {
    const { authenticator } = await registered();
    await hook('POST', '/__sandbox/reset', {});
    assert.deepEqual((await hook('GET', `/__sandbox/passkeys?account=65${SITI.phone}`)).body, []);
    assert.equal(keyOf((await passkeyLogin(authenticator)).answer), 'PL_PASSKEY_NOT_FOUND');
  });
});

describe('the SMS text (issue 18, WebOTP)', () => {
  test("an SMS ends with the page's host and the code; a WhatsApp message does not", async () => {
    const browser = new Browser();
    const send = (deliveryType, phone) =>
      browser.gateway('sendVerificationSms', { type: 'OTP_LOGIN', phone, phonePrefixCode: '65', deliveryType, csrf: 'x' }, { headers: { origin: base } });
    await browser.csrf();
    await send('SMS', SITI.phone);
    await send('WHATSAPP', '91230099');
    const sms = (await hook('GET', `/__sandbox/outbox?to=65${SITI.phone}`)).body.messages.at(-1);
    assert.equal(sms.channel, 'SMS');
    assert.match(sms.text, new RegExp(`\\n\\n@localhost #${sms.code}$`));
    const whatsapp = (await hook('GET', '/__sandbox/outbox?to=6591230099')).body.messages.at(-1);
    assert.equal(whatsapp.channel, 'WHATSAPP');
    assert.ok(whatsapp.text.includes(whatsapp.code));
    assert.doesNotMatch(whatsapp.text, /@localhost #/);
  });
});
