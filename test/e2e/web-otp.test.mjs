// Issue 18: an SMS code read automatically (WebOTP). Chromium offers WebOTP only on Android, so
// the page's `navigator.credentials.get` answers `{ otp }` requests the way Android would: 300 ms
// later, with the code of the newest SMS whose last line is `@<this host> #<code>` (the sandbox's
// outbox holds what the phone received). The shopper types nothing into the code boxes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';

const PHONE = '91234567';

const demo = useDemo();

/** Runs in the page before its scripts: a WebOTP that reads the sandbox's SMS outbox. */
function androidLikeWebOtp() {
  window.OTPCredential ??= function OTPCredential() {};
  const realGet = navigator.credentials.get.bind(navigator.credentials);
  window.__otpRequests = [];
  navigator.credentials.get = (options) => {
    if (!options?.otp) return realGet(options);
    window.__otpRequests.push({ transport: options.otp.transport });
    return new Promise((resolve, reject) => {
      const aborted = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (options.signal?.aborted) return aborted();
      options.signal?.addEventListener('abort', aborted, { once: true });
      setTimeout(async () => {
        const { messages } = await (await fetch('/__sandbox/outbox')).json();
        const line = new RegExp(`(?:^|\\n)@${location.hostname.replace(/\./g, '\\.')} #(\\d+)$`);
        const sms = messages.filter((m) => m.channel === 'SMS' && line.test(m.text ?? '')).at(-1);
        if (sms) resolve({ type: 'otp', id: '', code: line.exec(sms.text)[1] });
      }, 300);
    });
  };
}

test('OTP login by SMS completes with the code read from the SMS, nothing typed', async () => {
  const { page, url } = demo;
  await page.addInitScript(androidLikeWebOtp);
  await page.goto(url);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await page.locator('mkt-login-popup [role="tab"]', { hasText: 'OTP' }).click();
  await page.locator('mkt-login-popup input[name="phone"]').fill(PHONE);
  await page.locator('mkt-login-popup [data-channel="SMS"]').click();
  await page.locator('mkt-login-popup [data-screen="verify"]').waitFor({ state: 'attached' });

  const account = page.locator('mkt-header-account [part="account-link"]');
  await account.waitFor();
  assert.equal(await account.textContent(), "SITI TAN'S ACCOUNT");
  assert.deepEqual(await page.evaluate(() => window.__otpRequests), [{ transport: ['sms'] }]);

  // The code that signed in is the one the SMS carried, in its origin-bound last line.
  const { messages } = await demo.sandbox(`/__sandbox/outbox?to=65${PHONE}`);
  const sms = messages.at(-1);
  assert.equal(sms.channel, 'SMS');
  assert.match(sms.text, new RegExp(`\\n@${new URL(url).hostname} #${sms.code}$`));
  const verify = demo.requests.find((r) => r.url.endsWith('/user/api/verifyPhoneCode'));
  assert.equal(JSON.parse(verify.body).code, sms.code);
  await page.locator('mkt-login-popup [data-screen]').waitFor({ state: 'detached' });
  assert.deepEqual(demo.problems, []);
});
