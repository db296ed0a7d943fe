import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.ts';
import type { SendCodeRequest, SendEmailCodeRequest, VerifyEmailCodeRequest, VerifyPhoneCodeRequest } from '../../../src/api/index.ts';
import { OTP_DEFAULT_LENGTH } from '../../../src/config/constants.ts';
import { configure, resetConfig } from '../../../src/config/settings.ts';
import {
  checkLoginName,
  describeDestination,
  FORGOT_PASSWORD_SCENE,
  requestResetCode,
  sendResetCode,
  verifyResetCode,
  type ForgotApi,
} from '../../../src/features/recovery/forgot-password.ts';

interface Log {
  apply: string[];
  sms: SendCodeRequest[];
  email: SendEmailCodeRequest[];
  verifyPhone: VerifyPhoneCodeRequest[];
  verifyEmail: VerifyEmailCodeRequest[];
}

function fakeApi(overrides: Partial<ForgotApi> = {}): { api: ForgotApi; log: Log } {
  const log: Log = { apply: [], sms: [], email: [], verifyPhone: [], verifyEmail: [] };
  const api: ForgotApi = {
    applyResetPasswordWithSecurity: async ({ loginName }) => {
      log.apply.push(loginName);
      return { token: 'apply-token', type: loginName.includes('@') ? 'EMAIL' : 'PHONE' };
    },
    sendVerificationSms: async (request) => {
      log.sms.push(request);
      return { codeLength: 6, token: request.token, tokenType: 'RESET_PASSWORD' };
    },
    sendVerificationEmailCode: async (request) => {
      log.email.push(request);
      return { codeLength: 4, token: request.token, tokenType: 'RESET_PASSWORD' };
    },
    verifyPhoneCode: async (request) => {
      log.verifyPhone.push(request);
      return { verification: { token: 'verified', tokenType: 'RESET_PASSWORD' } };
    },
    verifyEmailCode: async (request) => {
      log.verifyEmail.push(request);
      return { token: 'verified-mail', tokenType: 'RESET_PASSWORD' };
    },
    ...overrides,
  };
  return { api, log };
}

const region = { phonePrefix: '65' };
const RETURN_TO = 'https://www.mkt.sg/shop?x=1';

describe('forgot-password flow (SPEC §4 Forgot password)', () => {
  afterEach(() => resetConfig());

  it('requires the login name and checks it as e-mail when it has an @, else as a phone number', () => {
    expect(checkLoginName('')).to.deep.equal({ ok: false, error: 'requiredField' });
    expect(checkLoginName('   ')).to.deep.equal({ ok: false, error: 'requiredField' });
    expect(checkLoginName('a@')).to.deep.equal({ ok: false, error: 'invalidEmail' });
    expect(checkLoginName('shopper@example.com')).to.deep.equal({ ok: true });
    expect(checkLoginName('12')).to.deep.equal({ ok: false, error: 'invalidPhone' });
    expect(checkLoginName('9123 4567')).to.deep.equal({ ok: true });
  });

  it('phone: applies for a reset, then sends a RESET_PASSWORD SMS with the token, prefix and scene', async () => {
    const { api, log } = fakeApi();
    const ticket = await requestResetCode({ api, region }, ' 9123 4567 ');
    expect(log.apply).to.deep.equal(['91234567']);
    expect(log.sms).to.have.length(1);
    expect(log.sms[0]).to.deep.include({
      type: 'RESET_PASSWORD',
      phone: '91234567',
      phonePrefixCode: '65',
      deliveryType: 'SMS',
      scene: FORGOT_PASSWORD_SCENE,
      isResend: false,
      token: 'apply-token',
    });
    expect(log.email).to.deep.equal([]);
    expect(ticket).to.deep.include({ channel: 'phone', destination: '91234567', token: 'apply-token', codeLength: 6 });
    expect(describeDestination(ticket)).to.equal('+65 91234567');
  });

  it('e-mail: the code goes through sendVerificationEmailCode, with the server code length', async () => {
    const { api, log } = fakeApi();
    const ticket = await requestResetCode({ api, region }, 'shopper@example.com');
    expect(log.email).to.deep.equal([{ email: 'shopper@example.com', token: 'apply-token', tokenType: 'RESET_PASSWORD' }]);
    expect(log.sms).to.deep.equal([]);
    expect(ticket.codeLength).to.equal(4);
    expect(describeDestination(ticket)).to.equal('shopper@example.com');
  });

  it('falls back to the default code length when the server gives none', async () => {
    const { api } = fakeApi({ sendVerificationSms: async () => ({}) });
    expect((await requestResetCode({ api, region }, '91234567')).codeLength).to.equal(OTP_DEFAULT_LENGTH);
  });

  it('a resend sends again with isResend', async () => {
    const { api, log } = fakeApi();
    const ticket = await requestResetCode({ api, region }, '91234567');
    await sendResetCode({ api, region }, ticket, true);
    expect(log.sms.map((r) => r.isResend)).to.deep.equal([false, true]);
    expect(log.apply).to.have.length(1);
  });

  it('known and unknown names take the same path: the flow never branches on the account', async () => {
    const { api, log } = fakeApi();
    const known = await requestResetCode({ api, region }, '91234567');
    const unknown = await requestResetCode({ api, region }, '99990000');
    expect(Object.keys(known)).to.deep.equal(Object.keys(unknown));
    expect(log.sms).to.have.length(2);
  });

  it('a right phone code leads to ResetPassword with the token and type', async () => {
    const { api, log } = fakeApi();
    const ticket = await requestResetCode({ api, region }, '91234567');
    const outcome = await verifyResetCode({ api, region }, ticket, '123456', RETURN_TO);
    expect(outcome).to.deep.equal({ kind: 'reset', token: 'verified', tokenType: 'RESET_PASSWORD' });
    expect(log.verifyPhone[0]).to.deep.include({ type: 'RESET_PASSWORD', phone: '91234567', code: '123456', phonePrefixCode: '65' });
  });

  it('a right e-mail code is checked with verifyEmailCode', async () => {
    const { api, log } = fakeApi();
    const ticket = await requestResetCode({ api, region }, 'shopper@example.com');
    const outcome = await verifyResetCode({ api, region }, ticket, '1234', RETURN_TO);
    expect(outcome).to.deep.equal({ kind: 'reset', token: 'verified-mail', tokenType: 'RESET_PASSWORD' });
    expect(log.verifyEmail).to.deep.equal([{ email: 'shopper@example.com', code: '1234', token: 'apply-token', tokenType: 'RESET_PASSWORD' }]);
  });

  it('tokenType ACCOUNT_SECOND_VERIFICATION goes to the verify url with redirect, token and type', async () => {
    const { api } = fakeApi({
      verifyPhoneCode: async () => ({ verification: { token: 'sv', tokenType: 'ACCOUNT_SECOND_VERIFICATION', verifyUrl: 'https://member.mkt.sg/user/verification' } }),
    });
    const ticket = await requestResetCode({ api, region }, '91234567');
    const outcome = await verifyResetCode({ api, region }, ticket, '123456', RETURN_TO);
    expect(outcome.kind).to.equal('second-verification');
    const url = new URL((outcome as { url: string }).url);
    expect(url.origin + url.pathname).to.equal('https://member.mkt.sg/user/verification');
    expect(url.searchParams.get('redirect')).to.equal(RETURN_TO);
    expect(url.searchParams.get('token')).to.equal('sv');
    expect(url.searchParams.get('type')).to.equal('ACCOUNT_SECOND_VERIFICATION');
  });

  it('refuses a second-verification url off the allow-list', async () => {
    configure({ domains: [] });
    const { api } = fakeApi({
      verifyPhoneCode: async () => ({ verification: { token: 'sv', tokenType: 'ACCOUNT_SECOND_VERIFICATION', verifyUrl: 'https://evil.example/verify' } }),
    });
    const ticket = await requestResetCode({ api, region }, '91234567');
    expect(await verifyResetCode({ api, region }, ticket, '123456', RETURN_TO)).to.deep.equal({ kind: 'refused' });
  });

  it('a wrong code throws the server error (the screen toasts it and clears the boxes)', async () => {
    const { api } = fakeApi({ verifyPhoneCode: () => Promise.reject(new ApiError('business', 'wrong', { key: 'PL_USER_VERIFY_CODE_ERROR' })) });
    const ticket = await requestResetCode({ api, region }, '91234567');
    let caught: unknown;
    try {
      await verifyResetCode({ api, region }, ticket, '000000', RETURN_TO);
    } catch (error) {
      caught = error;
    }
    expect((caught as ApiError).key).to.equal('PL_USER_VERIFY_CODE_ERROR');
  });

  it('passes the popup signal to every call', async () => {
    const signals: Array<AbortSignal | undefined> = [];
    const controller = new AbortController();
    const { api } = fakeApi({
      applyResetPasswordWithSecurity: async (_r, options) => {
        signals.push(options?.signal);
        return { token: 'a', type: 'PHONE' };
      },
      sendVerificationSms: async (_r, options) => {
        signals.push(options?.signal);
        return {};
      },
      verifyPhoneCode: async (_r, options) => {
        signals.push(options?.signal);
        return { verification: { token: 'v', tokenType: 'RESET_PASSWORD' } };
      },
    });
    const ticket = await requestResetCode({ api, region, signal: controller.signal }, '91234567');
    await verifyResetCode({ api, region, signal: controller.signal }, ticket, '123456', RETURN_TO);
    expect(signals).to.deep.equal([controller.signal, controller.signal, controller.signal]);
  });
});
