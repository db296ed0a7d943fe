// Reliability journeys (issue 10): every flow's first network call fails in each way a network
// fails — HTTP 500, a 502 HTML page, truncated JSON, an empty body, no answer (timeout), and a
// dropped connection (offline). Each time the user sees the SPEC §8 message, the buttons come
// back, what was typed stays, the call was sent once (a POST is never retried by itself) and the
// page logs no error of ours. One page per flow; the fault kinds run in a loop on it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useDemo } from './harness.mjs';
import {
  FAULT_KINDS,
  GATEWAY_MESSAGES,
  MEMBER_MESSAGES,
  QR_MESSAGES,
  SHORT_TIMEOUT_MS,
  TEXTS,
  applyFault,
  assertButtonBack,
  clearToast,
  countCalls,
  ownProblems,
  toastText,
  waitFor,
  SEEDED,
  inPopup,
} from './reliability-helpers.mjs';

const { phone: PHONE, password: PASSWORD, prefix: SG_PREFIX } = SEEDED;

const demo = useDemo();

const demoUrl = (query = '') => `${demo.url}?gatewayTimeoutMs=${SHORT_TIMEOUT_MS}${query}`;

async function openLogin(page) {
  await page.goto(demoUrl());
  await page.locator('mkt-header-account [part="login-link"]').click();
  await page.locator(inPopup('[data-screen="login"]')).waitFor({ state: 'attached' });
}

/**
 * Runs every fault kind against `call`: `act()` makes the user's move, `check(kind)` what must
 * hold afterwards. Asserts one request per move and no page problem of ours.
 */
async function eachFault(call, act, check) {
  const { page } = demo;
  const calls = countCalls(page);
  try {
    for (const kind of FAULT_KINDS) {
      const lift = await applyFault(demo, kind, call);
      calls.reset();
      await act(kind);
      await check(kind);
      assert.equal(calls.of(call), 1, `${kind}: ${call} was sent once, never retried by itself`);
      await lift();
      await clearToast(page).catch(() => undefined);
    }
  } finally {
    calls.stop();
  }
  assert.deepEqual(ownProblems(demo), []);
}

test('password login: each fault shows its message, keeps the typed name and password, and gives the button back', async () => {
  const { page } = demo;
  await openLogin(page);
  const name = page.locator(inPopup('input[autocomplete~="username"]'));
  const password = page.locator(inPopup('input[autocomplete="current-password"]'));
  const submit = page.locator(inPopup('[part~="login-submit"]'));
  await name.fill(PHONE);
  await password.fill(PASSWORD);
  await eachFault(
    'login',
    () => submit.click(),
    async (kind) => {
      assert.equal(await toastText(page, MEMBER_MESSAGES[kind]), MEMBER_MESSAGES[kind], kind);
      await assertButtonBack(submit, `${kind}: Login button`);
      assert.equal(await name.inputValue(), PHONE, `${kind}: login name kept`);
      assert.equal(await password.inputValue(), PASSWORD, `${kind}: password kept`);
      assert.equal(await page.locator('mkt-header-account [part="login-link"]').count(), 1, `${kind}: still logged out`);
    },
  );
  // The network is back: the same form logs in.
  await submit.click();
  await page.locator('mkt-header-account [part="account-link"]').waitFor();
});

test('password login offline on the first submit (encryption library not loaded yet) shows "Network error", then works online', async () => {
  const { page, context } = demo;
  await openLogin(page);
  await page.locator(inPopup('input[autocomplete~="username"]')).fill(PHONE);
  await page.locator(inPopup('input[autocomplete="current-password"]')).fill(PASSWORD);
  const submit = page.locator(inPopup('[part~="login-submit"]'));
  // The flow's own chunk is prefetched after the popup opens; the encryption library is not.
  await waitFor(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/password-login-[^/]+\.js$/.test(entry.name))), 'the flow chunk');
  await context.setOffline(true);
  try {
    await submit.click();
    assert.equal(await toastText(page, TEXTS.networkError), TEXTS.networkError);
    await assertButtonBack(submit, 'Login button');
  } finally {
    await context.setOffline(false);
  }
  await clearToast(page);
  await submit.click();
  await page.locator('mkt-header-account [part="account-link"]').waitFor();
  assert.deepEqual(ownProblems(demo), []);
});

test('password login while the flow\'s code cannot load shows "Network error", and the next submit loads it', async () => {
  const { page } = demo;
  const flowChunk = (url) => /\/chunks\/password-login-[^/]+\.js$/.test(url.pathname);
  let blocked = 0;
  await page.route(flowChunk, (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });
  try {
    await openLogin(page);
    await page.locator(inPopup('input[autocomplete~="username"]')).fill(PHONE);
    await page.locator(inPopup('input[autocomplete="current-password"]')).fill(PASSWORD);
    const submit = page.locator(inPopup('[part~="login-submit"]'));
    await submit.click();
    assert.equal(await toastText(page, TEXTS.networkError), TEXTS.networkError);
    await assertButtonBack(submit, 'Login button');
    assert.ok(blocked >= 1, 'the chunk was asked for and dropped');
  } finally {
    await page.unroute(flowChunk);
  }
  await clearToast(page);
  await page.locator(inPopup('[part~="login-submit"]')).click();
  await page.locator('mkt-header-account [part="account-link"]').waitFor();
  assert.deepEqual(ownProblems(demo), []);
});

test('OTP send-code: each fault shows its message, keeps the phone and gives the channel buttons back', async () => {
  const { page } = demo;
  await openLogin(page);
  await page.locator(inPopup('[role="tab"]'), { hasText: 'OTP' }).click();
  const phone = page.locator(inPopup('input[name="phone"]'));
  await phone.fill(PHONE);
  const sms = page.locator(inPopup('[data-channel="SMS"]'));
  await eachFault(
    'sendVerificationSms',
    () => sms.click(),
    async (kind) => {
      assert.equal(await toastText(page, GATEWAY_MESSAGES[kind]), GATEWAY_MESSAGES[kind], kind);
      await assertButtonBack(sms, `${kind}: SMS button`);
      assert.equal(await phone.inputValue(), PHONE, `${kind}: phone kept`);
      assert.equal(await page.locator(inPopup('[data-screen="verify"]')).count(), 0, `${kind}: no Verify screen`);
    },
  );
  const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${SG_PREFIX}${PHONE}`);
  assert.equal(messages.length, 0, 'no code went out');
  await sms.click();
  await page.locator(inPopup('[data-screen="verify"]')).waitFor({ state: 'attached' });
});

test('QR generate: each fault shows the QR message with Refresh, and Refresh brings a code', async () => {
  const { page } = demo;
  await openLogin(page);
  const qrLink = page.locator(inPopup('[part="login-qr-link"]'));
  const errorText = page.locator(inPopup('[part="qr-error"] p')).first();
  const refresh = page.locator(inPopup('[part~="qr-rescan"]'));
  await eachFault(
    'generateQrCodeUrl',
    async () => {
      // Each case opens the QR screen afresh from Login: its first call is the generate.
      if (await page.locator(inPopup('[data-screen="qrcode"]')).count()) {
        await page.locator(inPopup('[part="qr-switch-to-password"]')).click();
        await page.locator(inPopup('[data-screen="login"]')).waitFor({ state: 'attached' });
      }
      await qrLink.click();
    },
    async (kind) => {
      await waitFor(async () => (await errorText.count()) && (await errorText.textContent()) === QR_MESSAGES[kind], `${kind}: "${QR_MESSAGES[kind]}"`);
      assert.equal(await page.locator(inPopup('[part="qr-error"]')).getByText('Please check your connection and try again.').count(), 1);
      await assertButtonBack(refresh, `${kind}: Refresh button`);
      assert.equal(await refresh.textContent(), 'Refresh');
    },
  );
  await refresh.click();
  await page.locator(inPopup('canvas[part="qr-code"][data-drawn]')).waitFor();
  assert.equal(await page.locator(inPopup('[part="qr-error"]')).count(), 0);
});

test('forgot-password request: each fault shows its message, keeps the login name and gives the button back', async () => {
  const { page } = demo;
  await openLogin(page);
  // The Login screen remembers the last tab (SPEC §2): make sure it is on Password.
  await page.locator(inPopup('[role="tab"]'), { hasText: 'Password' }).click();
  await page.locator(inPopup('[part~="login-forgot-password"]')).click();
  await page.locator(inPopup('[data-screen="forget-password"]')).waitFor({ state: 'attached' });
  const name = page.locator(inPopup('input[autocomplete~="username"]'));
  const submit = page.locator(inPopup('button[type="submit"]'));
  await name.fill(PHONE);
  await eachFault(
    'applyResetPasswordWithSecurity',
    () => submit.click(),
    async (kind) => {
      assert.equal(await toastText(page, GATEWAY_MESSAGES[kind]), GATEWAY_MESSAGES[kind], kind);
      await assertButtonBack(submit, `${kind}: Next button`);
      assert.equal(await name.inputValue(), PHONE, `${kind}: login name kept`);
      assert.equal(await page.locator(inPopup('[part="otp-box"]')).count(), 0, `${kind}: no code step`);
    },
  );
  await submit.click();
  await page.locator(inPopup('[part="otp-box"]')).first().waitFor();
});

test('restore account: each fault of the deletion cancel shows its message and gives Confirm back', async () => {
  const { page } = demo;
  // The switch answers before the token is looked at, so any token will do for the faults.
  await page.goto(`${demo.url}member/close-account-restore/?token=any-token&gatewayTimeoutMs=${SHORT_TIMEOUT_MS}`);
  const dialog = page.locator('mkt-restore-account [role="dialog"]');
  await dialog.getByText('Are you going to restore your account?').waitFor();
  const confirm = dialog.getByRole('button', { name: 'Confirm' });
  await eachFault(
    'cancelDeletion',
    () => confirm.click(),
    async (kind) => {
      assert.equal(await toastText(page, GATEWAY_MESSAGES[kind]), GATEWAY_MESSAGES[kind], kind);
      await assertButtonBack(confirm, `${kind}: Confirm button`);
      assert.equal(await dialog.getByText('Are you going to restore your account?').count(), 1, `${kind}: still asking`);
      assert.equal(await dialog.getByText('Your account restored successfully').count(), 0);
    },
  );
});

test('Google sign-in: each fault of the code exchange shows its message and gives the Google button back', async () => {
  const { page } = demo;
  await openLogin(page);
  const google = page.locator(inPopup('button[data-provider="GOOGLE"]'));
  await eachFault(
    'loginByOAuthCode',
    async () => {
      await google.click();
      await page.locator('[data-sandbox-chooser="google"] [data-sandbox-identity="siti"]').click();
    },
    async (kind) => {
      assert.equal(await toastText(page, MEMBER_MESSAGES[kind]), MEMBER_MESSAGES[kind], kind);
      await assertButtonBack(google, `${kind}: Google button`);
      assert.equal(await page.locator('mkt-header-account [part="login-link"]').count(), 1, `${kind}: still logged out`);
    },
  );
});

test('profile step 1 after sign-up: each fault shows its message, keeps nickname and password, and stays on the step', async () => {
  const { page } = demo;
  const phone = `8${String(Date.now()).slice(-7)}`;
  await page.goto(demoUrl());
  await page.locator('mkt-header-account [part="signup-link"]').click();
  await page.locator(inPopup('[data-screen="registry"]')).waitFor({ state: 'attached' });
  await page.locator(inPopup('input[name="phone"]')).fill(phone);
  await page.locator(inPopup('[part="checkbox-input"]')).first().check();
  await page.locator(inPopup('[part~="channel-button-primary"]')).click();
  await page.locator(inPopup('[part="otp-box"]')).first().waitFor();
  const { messages } = await demo.sandbox(`/__sandbox/outbox?to=${SG_PREFIX}${phone}`);
  await page.locator(inPopup('[part="otp-box"]')).first().click();
  await page.keyboard.type(messages.at(-1).code);
  await page.locator(inPopup('[data-screen="profile-complete"]')).waitFor({ state: 'attached' });

  const nickname = page.locator(inPopup('input[autocomplete="nickname"]'));
  const password = page.locator(inPopup('input[autocomplete="new-password"]'));
  const submit = page.locator(inPopup('button[type="submit"]'));
  await nickname.fill('Fault Tester');
  await password.fill('Fresh#2025go');
  await eachFault(
    'completeProfileByRegisterToken',
    () => submit.click(),
    async (kind) => {
      assert.equal(await toastText(page, GATEWAY_MESSAGES[kind]), GATEWAY_MESSAGES[kind], kind);
      await assertButtonBack(submit, `${kind}: Confirm button`);
      assert.equal(await nickname.inputValue(), 'Fault Tester', `${kind}: nickname kept`);
      assert.equal(await password.inputValue(), 'Fresh#2025go', `${kind}: password kept`);
      assert.equal(await page.getByRole('heading', { name: 'Tell us more about yourself' }).count(), 0, `${kind}: step 1 still`);
    },
  );
  await submit.click();
  await page.getByRole('heading', { name: 'Tell us more about yourself' }).waitFor();
});
