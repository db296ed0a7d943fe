/**
 * Every popup screen driven into each state a user can meet (issue 10): initial, a field
 * validation error, a server error, busy, a success view, a running countdown. One table, shared
 * by the axe, touch-target and layout checks of test/a11y/: the core's screens here, then each
 * feature's own table (test/features/feature-states.ts lists them, one line per feature). Each
 * `reach` renders the screen with a typed fake api and waits until the state can be seen, so a
 * case that no longer reaches its state fails instead of checking the wrong thing.
 */
import { ApiError, type ApiClient } from '../../src/api/index.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../../src/config/constants.ts';
import { configure } from '../../src/config/settings.ts';
import { requestRetryLaterDialog } from '../../src/stores/dialog.ts';
import type { ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';
import * as featureStates from '../features/feature-states.ts';
import { after, fill, offline, pending, press, publicKeyPem, render, seen, text, toastShown, type ScreenStateCase } from './screen-state-drivers.tsx';

const VERIFY_PARAMS = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 };
const SMS_UPLINK_PARAMS = {
  type: 'OTP_LOGIN',
  phone: '81234567',
  phonePrefixCode: '62',
  smsUplinkCode: 'MKT 111111',
  smsUplinkTargetPhone: '+62 811 0000 7788',
  token: 'up-1',
  tokenType: 'SMS_UPLINK',
};
const RISK_TEXTS = {
  alertTitle: 'We need more information to verify your identity',
  alertSummary: 'For your security, we will call you with a one-time code.',
  cancelButtonText: 'Cancel',
  confirmButtonText: 'Call Now',
  popupTitle: 'Choose how to verify',
  popupContent: 'We can call you, or you can send us an SMS from your phone.',
  smsUplinkButtonText: 'Send SMS from my phone',
};
const RISK_REQUEST = { type: 'OTP_LOGIN', phone: '91230002', phonePrefixCode: '65', deliveryType: 'SMS', precheck: false };
const GOOD_PASSWORD = 'Abcdef1!';

const COUNTDOWN_MS = RESEND_COUNTDOWN_SECONDS * 1000 + 100;

// ---- per-screen drivers -------------------------------------------------------------------

const loginName = (p: ScreenHarness) => p.$<HTMLInputElement>('input[autocomplete~="username"]')!;
const loginPassword = (p: ScreenHarness) => p.$<HTMLInputElement>('input[autocomplete="current-password"]')!;
const phoneInput = (p: ScreenHarness) => p.$<HTMLInputElement>('input[name="phone"]')!;
const primaryChannel = (p: ScreenHarness) => p.$<HTMLButtonElement>('[part~="channel-button-primary"]');
const submitButton = (p: ScreenHarness) => p.$<HTMLButtonElement>('[part~="screen"] button[type="submit"]');

async function passwordLogin(lang: string, api: Partial<ApiClient>) {
  configure({ rsaPublicKey: await publicKeyPem() });
  const popup = await render('login', lang, api, { tab: 'password' });
  await seen(popup, 'input[autocomplete="current-password"]', 'password tab');
  await fill(loginName(popup), '91234567');
  await fill(loginPassword(popup), 'Mkt@2024go');
  await press(popup.$('[part~="login-submit"]'));
  return popup;
}

async function otpLogin(lang: string, api: Partial<ApiClient>, phone = '91234567') {
  const popup = await render('login', lang, api, { tab: 'otp' });
  await seen(popup, '[part~="channel-button-primary"]', 'OTP tab with its channels');
  await fill(phoneInput(popup), phone);
  await press(primaryChannel(popup));
  return popup;
}

async function registry(lang: string, api: Partial<ApiClient>, { phone = '91234567', tick = true } = {}) {
  const popup = await render('registry', lang, api);
  await seen(popup, '[part~="channel-button-primary"]', 'channel buttons');
  await fill(phoneInput(popup), phone);
  if (tick) await press(popup.$('[part="checkbox-input"]'));
  await press(primaryChannel(popup));
  return popup;
}

async function addPhone(lang: string, api: Partial<ApiClient>, phone = '91234567') {
  const popup = await render('add-phone', lang, api, { token: 'add', tokenType: 'ADD_PHONE' });
  await seen(popup, '[part~="channel-button-primary"]', 'channel buttons');
  await fill(phoneInput(popup), phone);
  await press(primaryChannel(popup));
  return popup;
}

const sendOk = { validatePhone: async () => ({ isValid: true }), checkMsChannelLimit: async () => ({ availableChannel: ['SMS', 'WHATSAPP', 'VOICE'] }) };

async function verifyWith(lang: string, verifyPhoneCode: ApiClient['verifyPhoneCode']) {
  const popup = await render('verify', lang, { verifyPhoneCode }, VERIFY_PARAMS);
  const boxes = [...popup.root.querySelectorAll<HTMLInputElement>('[part="otp-box"]')];
  await fill(boxes[0], '123456');
  return popup;
}

async function forgotPassword(lang: string, api: Partial<ApiClient>, name = 'shopper@example.com') {
  const popup = await render('forget-password', lang, {
    applyResetPasswordWithSecurity: async () => ({ token: 'apply', type: 'EMAIL' }),
    sendVerificationEmailCode: async () => ({ codeLength: 6, token: 'apply', tokenType: 'RESET_PASSWORD' }),
    ...api,
  });
  await fill(popup.$<HTMLInputElement>('input[autocomplete~="username"]')!, name);
  await press(submitButton(popup));
  return popup;
}

async function resetPassword(lang: string, api: Partial<ApiClient>, password = GOOD_PASSWORD) {
  configure({ rsaPublicKey: await publicKeyPem(), homeUrl: '/after-reset' });
  const popup = await render('reset-password', lang, api, { token: 'tok', tokenType: 'RESET_PASSWORD' });
  await fill(popup.$<HTMLInputElement>('input[autocomplete="new-password"]')!, password);
  if (password === GOOD_PASSWORD) await press(submitButton(popup));
  return popup;
}

async function profileBase(lang: string, api: Partial<ApiClient>, password = GOOD_PASSWORD) {
  configure({ rsaPublicKey: await publicKeyPem() });
  const popup = await render('profile-complete', lang, api, { userId: '9', token: 'reg' });
  await fill(popup.$<HTMLInputElement>('input[autocomplete="new-password"]')!, password);
  await press(submitButton(popup));
  return popup;
}

async function changeEmail(lang: string, api: Partial<ApiClient>, email = 'siti.new@example.com') {
  const popup = await render('change-email', lang, api);
  await fill(popup.$<HTMLInputElement>('input[type="email"]')!, email);
  await press(submitButton(popup));
  return popup;
}

async function restore(lang: string, cancelDeletion: ApiClient['cancelDeletion']) {
  const popup = await render('restore-account', lang, { cancelDeletion }, { token: 'cool' });
  const confirm = [...popup.root.querySelectorAll<HTMLButtonElement>('[part~="restore-account-actions"] button')][0];
  await press(confirm);
  return popup;
}

// ---- the table ----------------------------------------------------------------------------

const CORE_STATES: readonly ScreenStateCase[] = [
  // Login, Password tab (with the third-party buttons)
  { name: 'Login', screen: 'login', state: 'initial', reach: async (lang) => {
    const p = await render('login', lang, {}, { tab: 'password' });
    await seen(p, '[part~="third-party-google"]', 'third-party buttons');
    return p;
  } },
  { name: 'Login', screen: 'login', state: 'field error', reach: async (lang) => {
    const p = await render('login', lang, {}, { tab: 'password' });
    await press(p.$('[part~="login-submit"]'));
    await seen(p, '[part="input-error"]', 'required-field errors');
    return p;
  } },
  { name: 'Login', screen: 'login', state: 'server error', reach: async (lang) => {
    const p = await passwordLogin(lang, { login: offline });
    await toastShown();
    return p;
  } },
  { name: 'Login', screen: 'login', state: 'busy', reach: async (lang) => {
    const p = await passwordLogin(lang, { login: pending });
    await seen(p, '[part~="login-submit"][aria-busy="true"]', 'busy login button');
    return p;
  } },
  // Login, OTP tab (OtpLoginForm)
  { name: 'OtpLoginForm', screen: 'login', state: 'initial', reach: async (lang) => {
    const p = await render('login', lang, {}, { tab: 'otp' });
    await seen(p, '[part~="channel-button-primary"]', 'channel buttons');
    return p;
  } },
  { name: 'OtpLoginForm', screen: 'login', state: 'field error', reach: async (lang) => {
    const p = await otpLogin(lang, {}, '12');
    await seen(p, '[part="input-error"]', 'invalid phone');
    return p;
  } },
  { name: 'OtpLoginForm', screen: 'login', state: 'server error', reach: async (lang) => {
    const p = await otpLogin(lang, { ...sendOk, sendVerificationSms: offline });
    await toastShown();
    return p;
  } },
  { name: 'OtpLoginForm', screen: 'login', state: 'busy', reach: async (lang) => {
    const p = await otpLogin(lang, { ...sendOk, sendVerificationSms: pending });
    // One loading indicator per action (issue 16): the pressed channel button, no overlay.
    await seen(p, '[part~="channel-button"][aria-busy="true"]', 'busy channel button');
    return p;
  } },
  // Registry
  { name: 'Registry', screen: 'registry', state: 'initial', reach: async (lang) => {
    const p = await render('registry', lang);
    await seen(p, '[part~="third-party-google"]', 'third-party buttons');
    return p;
  } },
  { name: 'Registry', screen: 'registry', state: 'field error', reach: async (lang) => {
    const p = await registry(lang, {}, { tick: false });
    await seen(p, '[part="checkbox-error"]', 'terms error');
    return p;
  } },
  { name: 'Registry', screen: 'registry', state: 'server error', reach: async (lang) => {
    const p = await registry(lang, { ...sendOk, sendVerificationSms: offline });
    await toastShown();
    return p;
  } },
  { name: 'Registry', screen: 'registry', state: 'busy', reach: async (lang) => {
    const p = await registry(lang, { ...sendOk, sendVerificationSms: pending });
    // One loading indicator per action (issue 16): the pressed channel button, no overlay.
    await seen(p, '[part~="channel-button"][aria-busy="true"]', 'busy channel button');
    return p;
  } },
  // Verify
  { name: 'Verify', screen: 'verify', state: 'countdown running', reach: async (lang) => {
    const p = await render('verify', lang, {}, VERIFY_PARAMS);
    await text(p, '[part="resend-countdown"]', 'countdown');
    return p;
  } },
  // The network failing keeps the code (the toast says what went wrong); a refused code shows its
  // error at the entry.
  { name: 'Verify', screen: 'verify', state: 'server error', reach: async (lang) => {
    const p = await verifyWith(lang, offline);
    await toastShown();
    return p;
  } },
  { name: 'Verify', screen: 'verify', state: 'field error', reach: async (lang) => {
    const p = await verifyWith(lang, () => Promise.reject(new ApiError('business', 'refused', { key: 'PL_OTP_CODE_ERROR', displayMessage: 'The code is incorrect.' })));
    await text(p, '[part="otp-error"]', 'code error');
    return p;
  } },
  { name: 'Verify', screen: 'verify', state: 'busy', reach: async (lang) => {
    const p = await verifyWith(lang, pending);
    await seen(p, '[part="otp-box"]:disabled', 'disabled code boxes');
    return p;
  } },
  { name: 'Verify', screen: 'verify', state: 'resend available', reach: async (lang) => {
    const p = await after(COUNTDOWN_MS, () => render('verify', lang, {}, VERIFY_PARAMS));
    await seen(p, '[part~="resend-button"]', 'resend button');
    return p;
  } },
  // VerifyMethodList
  { name: 'VerifyMethodList', screen: 'verify-method-list', state: 'initial', reach: async (lang) => {
    const p = await render('verify-method-list', lang, {}, VERIFY_PARAMS);
    await seen(p, '[part~="channel-button"]', 'other channels');
    return p;
  } },
  { name: 'VerifyMethodList', screen: 'verify-method-list', state: 'server error', reach: async (lang) => {
    const p = await render('verify-method-list', lang, { sendVerificationSms: offline }, VERIFY_PARAMS);
    await seen(p, '[part~="channel-button"]', 'other channels');
    await press(p.$('[part~="channel-button"]'));
    await toastShown();
    return p;
  } },
  { name: 'VerifyMethodList', screen: 'verify-method-list', state: 'busy', reach: async (lang) => {
    const p = await render('verify-method-list', lang, { sendVerificationSms: pending }, VERIFY_PARAMS);
    await seen(p, '[part~="channel-button"]', 'other channels');
    await press(p.$('[part~="channel-button"]'));
    await seen(p, '[part="loading"]', 'loading overlay');
    return p;
  } },
  // PhoneCall (risk step-up)
  { name: 'PhoneCall (choice)', screen: 'phone-call', state: 'initial', reach: async (lang) => {
    const p = await render('phone-call', lang, {}, { risk: { ...RISK_TEXTS, experimentalBucket: 1, smsUplinkSupport: true }, request: RISK_REQUEST });
    await seen(p, '[part~="phone-call-choices"]', 'two choices');
    return p;
  } },
  { name: 'PhoneCall (call offer)', screen: 'phone-call', state: 'initial', reach: async (lang) => {
    const p = await render('phone-call', lang, {}, { risk: RISK_TEXTS, request: RISK_REQUEST });
    await seen(p, '[part~="phone-call-actions"]', 'Cancel / Call Now');
    return p;
  } },
  { name: 'PhoneCall', screen: 'phone-call', state: 'server error', reach: async (lang) => {
    const p = await render('phone-call', lang, { sendVerificationSms: offline }, { risk: RISK_TEXTS, request: RISK_REQUEST });
    await press(p.$('[part~="phone-call-confirm"]'));
    await toastShown();
    return p;
  } },
  { name: 'PhoneCall', screen: 'phone-call', state: 'busy', reach: async (lang) => {
    const p = await render('phone-call', lang, { sendVerificationSms: pending }, { risk: RISK_TEXTS, request: RISK_REQUEST });
    await press(p.$('[part~="phone-call-confirm"]'));
    await seen(p, '[part="loading"]', 'loading overlay');
    return p;
  } },
  // SmsUplink
  { name: 'SmsUplink', screen: 'sms-uplink', state: 'initial', reach: async (lang) => {
    const p = await render('sms-uplink', lang, {}, SMS_UPLINK_PARAMS);
    await seen(p, '[part~="sms-uplink-confirm"]', 'confirm button');
    return p;
  } },
  { name: 'SmsUplink', screen: 'sms-uplink', state: 'server error', reach: async (lang) => {
    const p = await render('sms-uplink', lang, { smsUplink: offline }, SMS_UPLINK_PARAMS);
    await press(p.$('[part~="sms-uplink-confirm"]'));
    await toastShown();
    return p;
  } },
  { name: 'SmsUplink', screen: 'sms-uplink', state: 'busy', reach: async (lang) => {
    const p = await render('sms-uplink', lang, { smsUplink: pending }, SMS_UPLINK_PARAMS);
    await press(p.$('[part~="sms-uplink-confirm"]'));
    await seen(p, '[part~="sms-uplink-confirm"][aria-busy="true"]', 'busy confirm');
    return p;
  } },
  { name: 'SmsUplink (no code)', screen: 'sms-uplink', state: 'field error', reach: async (lang) => {
    const p = await render('sms-uplink', lang, {}, {});
    await seen(p, '[part="sms-uplink-error"]', 'missing code message');
    return p;
  } },
  // AddPhone
  { name: 'AddPhone', screen: 'add-phone', state: 'initial', reach: async (lang) => {
    const p = await render('add-phone', lang, {}, { token: 'add', tokenType: 'ADD_PHONE' });
    await seen(p, '[part~="channel-button-primary"]', 'channel buttons');
    return p;
  } },
  { name: 'AddPhone', screen: 'add-phone', state: 'field error', reach: async (lang) => {
    const p = await addPhone(lang, {}, '12');
    await seen(p, '[part="input-error"]', 'invalid phone');
    return p;
  } },
  { name: 'AddPhone', screen: 'add-phone', state: 'server error', reach: async (lang) => {
    const p = await addPhone(lang, { ...sendOk, sendVerificationSms: offline });
    await toastShown();
    return p;
  } },
  { name: 'AddPhone', screen: 'add-phone', state: 'busy', reach: async (lang) => {
    const p = await addPhone(lang, { ...sendOk, sendVerificationSms: pending });
    // One loading indicator per action (issue 16): the pressed channel button, no overlay.
    await seen(p, '[part~="channel-button"][aria-busy="true"]', 'busy channel button');
    return p;
  } },
  // ForgetPassword
  { name: 'ForgetPassword', screen: 'forget-password', state: 'initial', reach: async (lang) => {
    const p = await render('forget-password', lang);
    await seen(p, 'input[autocomplete~="username"]', 'login name field');
    return p;
  } },
  { name: 'ForgetPassword', screen: 'forget-password', state: 'field error', reach: async (lang) => {
    const p = await render('forget-password', lang);
    await press(submitButton(p));
    await seen(p, '[part="input-error"]', 'required-field error');
    return p;
  } },
  { name: 'ForgetPassword', screen: 'forget-password', state: 'server error', reach: async (lang) => {
    const p = await forgotPassword(lang, { applyResetPasswordWithSecurity: offline });
    await toastShown();
    return p;
  } },
  { name: 'ForgetPassword', screen: 'forget-password', state: 'busy', reach: async (lang) => {
    const p = await forgotPassword(lang, { applyResetPasswordWithSecurity: pending });
    await seen(p, 'button[type="submit"][aria-busy="true"]', 'busy send button');
    return p;
  } },
  { name: 'ForgetPassword (code)', screen: 'forget-password', state: 'countdown running', reach: async (lang) => {
    const p = await forgotPassword(lang, {});
    await text(p, '[part="resend-countdown"]', 'countdown');
    return p;
  } },
  { name: 'ForgetPassword (code)', screen: 'forget-password', state: 'resend available', reach: async (lang) => {
    const p = await after(COUNTDOWN_MS, async () => {
      const popup = await forgotPassword(lang, {});
      await seen(popup, '[part="resend-countdown"]', 'countdown');
      return popup;
    });
    await seen(p, '[part~="resend"]', 'resend button');
    return p;
  } },
  // ResetPassword
  { name: 'ResetPassword', screen: 'reset-password', state: 'initial', reach: async (lang) => {
    const p = await render('reset-password', lang, {}, { token: 'tok', tokenType: 'RESET_PASSWORD' });
    await seen(p, '[data-hint]', 'rule hints');
    return p;
  } },
  { name: 'ResetPassword', screen: 'reset-password', state: 'field error', reach: async (lang) => {
    const p = await resetPassword(lang, {}, 'abc 1');
    await seen(p, '[part="input-error"]', 'rule error');
    return p;
  } },
  { name: 'ResetPassword', screen: 'reset-password', state: 'server error', reach: async (lang) => {
    const p = await resetPassword(lang, { resetPassword: offline });
    await toastShown();
    return p;
  } },
  { name: 'ResetPassword', screen: 'reset-password', state: 'busy', reach: async (lang) => {
    const p = await resetPassword(lang, { resetPassword: pending });
    await seen(p, 'button[type="submit"][aria-busy="true"]', 'busy confirm');
    return p;
  } },
  { name: 'ResetPassword', screen: 'reset-password', state: 'success view', reach: async (lang) => {
    const p = await resetPassword(lang, { resetPassword: async () => undefined, currentUser: offline });
    await seen(p, '[part~="go-shopping"]', 'success view with countdown');
    return p;
  } },
  // ProfileComplete
  { name: 'ProfileComplete', screen: 'profile-complete', state: 'initial', reach: async (lang) => {
    const p = await render('profile-complete', lang, {}, { userId: '9', token: 'reg' });
    await seen(p, 'input[autocomplete="nickname"]', 'nickname field');
    return p;
  } },
  { name: 'ProfileComplete', screen: 'profile-complete', state: 'field error', reach: async (lang) => {
    const p = await profileBase(lang, {}, 'abc');
    await seen(p, '[part="input-error"]', 'password rule error');
    return p;
  } },
  { name: 'ProfileComplete', screen: 'profile-complete', state: 'server error', reach: async (lang) => {
    const p = await profileBase(lang, { completeProfileByRegisterToken: offline });
    await toastShown();
    return p;
  } },
  { name: 'ProfileComplete', screen: 'profile-complete', state: 'busy', reach: async (lang) => {
    const p = await profileBase(lang, { completeProfileByRegisterToken: pending });
    await seen(p, 'button[type="submit"][aria-busy="true"]', 'busy confirm');
    return p;
  } },
  { name: 'ProfileComplete', screen: 'profile-complete', state: 'second step', reach: async (lang) => {
    const p = await profileBase(lang, { completeProfileByRegisterToken: async () => ({ user: { id: '9' } }) });
    await seen(p, '[part="profile-complete-other"]', 'gender and birthday step');
    return p;
  } },
  // RestoreAccount
  { name: 'RestoreAccount', screen: 'restore-account', state: 'initial', reach: async (lang) => {
    const p = await render('restore-account', lang, {}, { token: 'cool' });
    await seen(p, '[part="restore-account-question"]', 'question');
    return p;
  } },
  { name: 'RestoreAccount', screen: 'restore-account', state: 'server error', reach: async (lang) => {
    const p = await restore(lang, offline);
    await toastShown();
    return p;
  } },
  { name: 'RestoreAccount', screen: 'restore-account', state: 'busy', reach: async (lang) => {
    const p = await restore(lang, pending);
    await seen(p, '[aria-busy="true"]', 'busy confirm');
    return p;
  } },
  { name: 'RestoreAccount', screen: 'restore-account', state: 'success view', reach: async (lang) => {
    const p = await restore(lang, async () => ({ loginResponse: { userId: '9' } }) as Awaited<ReturnType<ApiClient['cancelDeletion']>>);
    await seen(p, '[part="restore-account-success"]', 'success view');
    return p;
  } },
  // ChangeEmail
  { name: 'ChangeEmail', screen: 'change-email', state: 'initial', reach: async (lang) => {
    const p = await render('change-email', lang);
    await seen(p, 'input[type="email"]', 'e-mail field');
    return p;
  } },
  { name: 'ChangeEmail', screen: 'change-email', state: 'field error', reach: async (lang) => {
    const p = await changeEmail(lang, {}, 'not-an-email');
    await seen(p, '[part="input-error"]', 'invalid e-mail');
    return p;
  } },
  { name: 'ChangeEmail', screen: 'change-email', state: 'server error', reach: async (lang) => {
    const p = await changeEmail(lang, { sendVerificationEmailCode: offline });
    await toastShown();
    return p;
  } },
  { name: 'ChangeEmail', screen: 'change-email', state: 'busy', reach: async (lang) => {
    const p = await changeEmail(lang, { sendVerificationEmailCode: pending });
    await seen(p, 'button[type="submit"][aria-busy="true"]', 'busy send');
    return p;
  } },
  { name: 'ChangeEmail (code)', screen: 'change-email', state: 'second step', reach: async (lang) => {
    const p = await changeEmail(lang, { sendVerificationEmailCode: async () => ({ codeLength: 6 }) });
    await seen(p, '[part="otp-box"]', 'code boxes');
    return p;
  } },
];

/** The kit's dialog, over Login. */
const KIT_STATES: readonly ScreenStateCase[] = [
  // The kit's alert dialog over the popup (SPEC §8 FAIL_SYS_TRAFFIC_LIMIT: retry-later dialog)
  { name: 'Dialog (retry later)', screen: 'login', state: 'alert dialog', reach: async (lang) => {
    const p = await render('login', lang, {}, { tab: 'password' });
    await actAsync(() => void requestRetryLaterDialog());
    await seen(p, '[role="dialog"] [part="dialog-title"]', 'alert dialog');
    return p;
  } },
];

/** Every case: the core's screens, the features' (in the feature list's order), the kit's dialog. */
export const SCREEN_STATES: readonly ScreenStateCase[] = [...CORE_STATES, ...Object.values(featureStates).flat(), ...KIT_STATES];
