// The sandbox answers its shopper-facing texts in the language the request asks for
// (x-i18n-language, or the JSONP path's language), as the marketplace's server does (issue 15):
// channel buttons, error messages of both call families and the risk step's texts. English is
// seed.json's own; an unknown or missing language falls back to it.
import { after, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { startServer } from '../../sandbox/server.mjs';
import { SERVER_TEXTS } from '../../sandbox/server-texts.mjs';

const LANGUAGES = ['zh', 'ms', 'id', 'vi', 'th', 'bn', 'ne', 'si', 'my', 'ur'];
const seed = JSON.parse(await readFile(new URL('../../sandbox/seed.json', import.meta.url), 'utf8'));

let server;
let base;
before(async () => {
  server = await startServer({ port: 0, log: false });
  base = server.url.replace(/\/$/, '');
});
after(() => server.close());
beforeEach(() => fetch(`${base}/__sandbox/reset`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));

function gateway(name, data, language) {
  const api = `mtop.mkt.member.${name}`;
  const query = new URLSearchParams({ api, data: JSON.stringify(data) });
  return fetch(`${base}/h5/${api}/1.0/?${query}`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'x-i18n-regionID': 'SG', ...(language ? { 'x-i18n-language': language } : {}) },
  }).then((response) => response.json());
}

async function fault(match, kind) {
  await fetch(`${base}/__sandbox/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match, fault: kind, times: 1 }) });
}

const buttons = async (language) => (await gateway('checkSmsChannel', { regionID: 'SG' }, language)).data.result.map((channel) => channel.buttonContent);

test('channel buttons follow x-i18n-language', async () => {
  assert.deepEqual(await buttons('th'), ['ส่งรหัสทาง SMS', 'ส่งรหัสทาง WhatsApp']);
  assert.deepEqual(await buttons('ur'), ['ایس ایم ایس کے ذریعے کوڈ بھیجیں', 'WhatsApp کے ذریعے کوڈ بھیجیں']);
  assert.deepEqual(await buttons('zh'), ['通过短信发送验证码', '通过 WhatsApp 发送验证码']);
});

test('English, a region tag, a missing and an unknown language give the English texts', async () => {
  const english = [seed.channelTexts.SMS, seed.channelTexts.WHATSAPP];
  assert.deepEqual(await buttons('en'), english);
  assert.deepEqual(await buttons('en-MY'), english);
  assert.deepEqual(await buttons(undefined), english);
  assert.deepEqual(await buttons('xx'), english);
  assert.deepEqual(await buttons('zh-MY'), await buttons('zh'));
});

test('error messages follow the language on both call families', async () => {
  // A gateway error the sandbox raises itself: an api it does not know.
  const gatewayAnswer = await gateway('noSuchCall', {}, 'th');
  assert.equal(gatewayAnswer.ret[0], `FAIL_SYS_API_NOT_FOUNDED::${SERVER_TEXTS.th.errors.FAIL_SYS_API_NOT_FOUNDED}`);
  // A member-host error by fault injection, and a wrong code's message.
  await fault('login', 'error:PL_USER_VERIFY_CODE_ERROR');
  const member = await fetch(`${base}/user/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'x-i18n-language': 'th' },
    body: '{}',
  }).then((response) => response.json());
  assert.equal(member.errorCode.displayMessage, 'รหัสยืนยันไม่ถูกต้องหรือหมดอายุแล้ว');
});

test('the risk step texts follow the language', async () => {
  await fault('sendVerificationSms', 'error:PL-USER-RISK');
  const answer = await gateway('sendVerificationSms', {}, 'ur');
  assert.equal(answer.data.alertTitle, SERVER_TEXTS.ur.risk.alertTitle);
  assert.equal(answer.data.confirmButtonText, 'ابھی کال کریں');
  assert.equal(answer.ret[0], `PL-USER-RISK::${SERVER_TEXTS.ur.errors['PL-USER-RISK']}`);
});

test('the JSONP fallback speaks the language of its path', async () => {
  const text = await fetch(`${base}/bottom/checkSmsChannel/vi/VN.js?callback=cb`).then((response) => response.text());
  assert.match(text, /Gửi mã qua SMS/);
});

test('every language has every text, and none is left in English', () => {
  for (const language of LANGUAGES) {
    const texts = SERVER_TEXTS[language];
    assert.ok(texts, language);
    for (const [group, english] of [['errors', seed.errors], ['channels', seed.channelTexts], ['risk', seed.riskTexts]]) {
      assert.deepEqual(Object.keys(texts[group]).sort(), Object.keys(english).sort(), `${language} ${group}: the same keys as English`);
      for (const [key, value] of Object.entries(texts[group])) {
        assert.ok(typeof value === 'string' && value.trim() !== '', `${language} ${group}.${key}`);
        assert.notEqual(value, english[key], `${language} ${group}.${key} is still English`);
      }
    }
  }
});
