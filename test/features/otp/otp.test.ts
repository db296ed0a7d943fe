import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { ApiError, realClock, type Api, type SendCodeRequest, type VerifyPhoneCodeRequest } from '../../../src/api/index.ts';
import { OTP_DEFAULT_LENGTH, RESEND_COUNTDOWN_SECONDS } from '../../../src/config/constants.ts';
import {
  coolingPeriodUrl,
  phoneCallView,
  readVerifyParams,
  resendRequest,
  riskFollowUp,
  sendCode,
  startResendCountdown,
  verifyCode,
  type VerifyParams,
} from '../../../src/features/otp/otp.ts';

type SendApi = Pick<Api, 'validatePhone' | 'checkMsChannelLimit' | 'sendVerificationSms'>;

function sendApi(overrides: Partial<SendApi> = {}) {
  const calls: { validate: unknown[]; limit: unknown[]; send: SendCodeRequest[] } = { validate: [], limit: [], send: [] };
  const api: SendApi = {
    validatePhone: async (request) => {
      calls.validate.push(request);
      return { isValid: true };
    },
    checkMsChannelLimit: async (request) => {
      calls.limit.push(request);
      return { availableChannel: ['SMS', 'WHATSAPP', 'VOICE', 'SMS_UPLINK'] };
    },
    sendVerificationSms: async (request) => {
      calls.send.push(request);
      return { registered: false, codeLength: 6, token: 'otp-token', tokenType: 'OTP' };
    },
    ...overrides,
  };
  return { api, calls };
}

const base = { type: 'OTP_REGISTER' as const, phone: '81234567', phonePrefixCode: '65', deliveryType: 'WHATSAPP' as const, innerPageSource: 'registry' };

describe('features/otp sendCode (SPEC §4 OTP/Registry flow, §7 payload)', () => {
  it('does nothing for an empty phone', async () => {
    const { api, calls } = sendApi();
    expect(await sendCode({ api }, { ...base, phone: '' })).to.deep.equal({ kind: 'empty' });
    expect(calls.validate).to.have.length(0);
    expect(calls.send).to.have.length(0);
  });

  it('pre-checks the number (type ADDRESS call) and refuses an invalid or unverifiable number without sending', async () => {
    for (const validatePhone of [async () => ({ isValid: false }), async () => Promise.reject(new ApiError('offline', 'down'))]) {
      const { api, calls } = sendApi({ validatePhone });
      expect(await sendCode({ api }, base)).to.deep.equal({ kind: 'invalid-phone' });
      expect(calls.send).to.have.length(0);
    }
  });

  it('sends the SPEC §7 payload and leads to Verify with the code length', async () => {
    const { api, calls } = sendApi();
    const outcome = await sendCode({ api }, base);
    expect(calls.validate).to.deep.equal([{ phone: '81234567', phonePrefixCode: '65' }]);
    expect(calls.limit).to.deep.equal([{ phone: '81234567', phonePrefixCode: '65', otpScene: 'operateLimitRegister' }]);
    expect(calls.send[0]).to.deep.equal({
      type: 'OTP_REGISTER',
      pageSource: 'popup',
      innerPageSource: 'registry',
      isResend: false,
      phone: '81234567',
      deliveryType: 'WHATSAPP',
      bizScene: 'PC_POPUP',
      checkRisk: true,
      scene: 'operateLimitRegister',
      phonePrefixCode: '65',
      enablePhoneRegisterConvertLogin: true,
    });
    expect(outcome).to.deep.equal({
      kind: 'verify',
      params: { type: 'OTP_REGISTER', phone: '81234567', phonePrefixCode: '65', deliveryType: 'WHATSAPP', codeLength: 6, registered: false, innerPageSource: 'registry' },
    });
  });

  it(`falls back to ${OTP_DEFAULT_LENGTH} digits when the server gives no code length`, async () => {
    const { api } = sendApi({ sendVerificationSms: async () => ({}) });
    const outcome = await sendCode({ api }, { ...base, type: 'OTP_LOGIN', deliveryType: 'SMS' });
    expect(outcome.kind === 'verify' && outcome.params.codeLength).to.equal(OTP_DEFAULT_LENGTH);
  });

  it('stops before sending when the channel limit no longer allows the channel', async () => {
    const { api, calls } = sendApi({ checkMsChannelLimit: async () => ({ availableChannel: ['SMS'] }) });
    expect(await sendCode({ api }, base)).to.deep.equal({ kind: 'channel-limited', available: ['SMS'] });
    expect(calls.send).to.have.length(0);
  });

  it('sends anyway when the channel-limit check fails or says nothing', async () => {
    for (const checkMsChannelLimit of [async () => Promise.reject(new ApiError('timeout', 'slow')), async () => ({ availableChannel: [] })]) {
      const { api, calls } = sendApi({ checkMsChannelLimit });
      expect((await sendCode({ api }, base)).kind).to.equal('verify');
      expect(calls.send).to.have.length(1);
    }
  });

  it('SMS_UPLINK leads to SmsUplink with the code and the receiver', async () => {
    const { api } = sendApi({
      sendVerificationSms: async () => ({ token: 'up-1', tokenType: 'SMS_UPLINK', smsUplinkCode: 'MKT 123456', smsUplinkTargetPhone: '+62 811' }),
    });
    const outcome = await sendCode({ api }, { ...base, type: 'OTP_LOGIN', phonePrefixCode: '62', deliveryType: 'SMS_UPLINK' });
    expect(outcome).to.deep.include({ kind: 'sms-uplink' });
    expect(outcome.kind === 'sms-uplink' && outcome.params).to.deep.include({ type: 'OTP_LOGIN', smsUplinkCode: 'MKT 123456', smsUplinkTargetPhone: '+62 811', token: 'up-1', tokenType: 'SMS_UPLINK' });
  });

  it('PL-USER-RISK leads to PhoneCall with the server content and a resend request that skips the pre-check', async () => {
    const risk = { alertTitle: 'Verify', experimentalBucket: 1, smsUplinkSupport: true };
    const { api } = sendApi({ sendVerificationSms: async () => Promise.reject(new ApiError('business', 'risk', { key: 'PL-USER-RISK', data: risk })) });
    const outcome = await sendCode({ api }, { ...base, type: 'OTP_LOGIN', phone: '91230002', deliveryType: 'SMS' });
    expect(outcome.kind).to.equal('risk');
    if (outcome.kind !== 'risk') return;
    expect(outcome.params.risk).to.deep.equal(risk);
    expect(outcome.params.request).to.deep.include({ type: 'OTP_LOGIN', phone: '91230002', deliveryType: 'SMS', precheck: false });
  });

  it('PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD asks for the close-account register-fail page', async () => {
    const { api } = sendApi({ sendVerificationSms: async () => Promise.reject(new ApiError('business', 'cool', { key: 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD' })) });
    expect(await sendCode({ api }, base)).to.deep.equal({ kind: 'cooling-period' });
    expect(coolingPeriodUrl({ region: 'SG', env: 'sandbox' })).to.equal('/wow/gcp/sg/member/close-account-register-fail');
  });

  it('hands any other failure back as an error', async () => {
    const error = new ApiError('business', 'no', { key: 'PL_SMS_CHANNEL_NOT_SUPPORTED' });
    const { api } = sendApi({ sendVerificationSms: async () => Promise.reject(error) });
    expect(await sendCode({ api }, base)).to.deep.equal({ kind: 'error', error });
  });

  it('add phone sends type ADD_PHONE with the token and Verify keeps it', async () => {
    const { api, calls } = sendApi();
    const outcome = await sendCode({ api }, { ...base, type: 'ADD_PHONE', deliveryType: 'SMS', token: 'add-1', tokenType: 'ADD_PHONE' });
    expect(calls.send[0]).to.deep.include({ type: 'ADD_PHONE', token: 'add-1', tokenType: 'ADD_PHONE', bizScene: 'recyclePhone3rdAddPhone', scene: '3rdRegisAddPhoneOpeLimit' });
    expect(outcome.kind === 'verify' && outcome.params).to.deep.include({ type: 'ADD_PHONE', token: 'add-1', tokenType: 'ADD_PHONE' });
  });

  it('a resend through another method skips the pre-check and says isResend with scene tryAnotherWay', async () => {
    const { api, calls } = sendApi();
    const params: VerifyParams = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 };
    await sendCode({ api }, resendRequest(params, 'VOICE', 'tryAnotherWay'));
    expect(calls.validate).to.have.length(0);
    expect(calls.send[0]).to.deep.include({ isResend: true, scene: 'tryAnotherWay', deliveryType: 'VOICE', type: 'OTP_LOGIN' });
  });
});

describe('features/otp verifyCode (SPEC §4 Verify, §7 payload, §8)', () => {
  const params: VerifyParams = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 };

  function verifyApi(answers: Array<() => Promise<unknown>>) {
    const requests: VerifyPhoneCodeRequest[] = [];
    const api: Pick<Api, 'verifyPhoneCode' | 'bindPhone'> = {
      verifyPhoneCode: async (request) => {
        requests.push(request);
        return { loginResult: (await answers[requests.length - 1]()) as object };
      },
      bindPhone: async () => Promise.reject(new Error('unexpected bind')),
    };
    return { api, requests };
  }

  it('verifies an OTP login with the SPEC §7 fields', async () => {
    const { api, requests } = verifyApi([async () => ({ userId: 'u1' })]);
    expect(await verifyCode({ api }, params, '123456')).to.deep.equal({ kind: 'logged-in', result: { userId: 'u1' }, isNewUser: false });
    expect(requests[0]).to.deep.equal({
      type: 'OTP_LOGIN',
      phone: '91234567',
      code: '123456',
      deliveryType: 'SMS',
      scene: 'operateLimitLogin',
      phonePrefixCode: '65',
      loginType: 'PHONE_OTP',
      pageSource: 'popup',
      bizScene: 'PC_POPUP',
      operateType: 'LOGIN',
    });
  });

  it('PL_USER_LOGIN_PHONE_NOT_EXIST registers with the same code (type OTP_REGISTER) without asking again', async () => {
    const { api, requests } = verifyApi([
      async () => Promise.reject(new ApiError('business', 'no', { key: 'PL_USER_LOGIN_PHONE_NOT_EXIST' })),
      async () => ({ userId: 'new' }),
    ]);
    expect(await verifyCode({ api }, params, '654321')).to.deep.equal({ kind: 'logged-in', result: { userId: 'new' }, isNewUser: true });
    expect(requests.map((r) => [r.type, r.code, r.operateType])).to.deep.equal([
      ['OTP_LOGIN', '654321', 'LOGIN'],
      ['OTP_REGISTER', '654321', 'REGISTER'],
    ]);
  });

  it('a sign-up is new unless the send said the number was registered', async () => {
    const { api } = verifyApi([async () => ({ userId: 'a' }), async () => ({ userId: 'b' })]);
    expect(await verifyCode({ api }, { ...params, type: 'OTP_REGISTER' }, '111111')).to.deep.include({ isNewUser: true });
    expect(await verifyCode({ api }, { ...params, type: 'OTP_REGISTER', registered: true }, '111111')).to.deep.include({ isNewUser: false });
  });

  it('a wrong code is an error (no retry)', async () => {
    const error = new ApiError('business', 'wrong', { key: 'PL_USER_VERIFY_CODE_ERROR', displayMessage: 'Wrong code' });
    const { api, requests } = verifyApi([async () => Promise.reject(error)]);
    expect(await verifyCode({ api }, params, '000000')).to.deep.equal({ kind: 'error', error });
    expect(requests).to.have.length(1);
  });

  it('ADD_PHONE binds the phone with token, tokenType and biz scene', async () => {
    const binds: unknown[] = [];
    const api: Pick<Api, 'verifyPhoneCode' | 'bindPhone'> = {
      verifyPhoneCode: async () => Promise.reject(new Error('unexpected')),
      bindPhone: async (request) => {
        binds.push(request);
        return { userId: 'u9' };
      },
    };
    const outcome = await verifyCode({ api }, { ...params, type: 'ADD_PHONE', token: 't1', tokenType: 'ADD_PHONE' }, '222222');
    expect(outcome).to.deep.equal({ kind: 'logged-in', result: { userId: 'u9' }, isNewUser: false });
    expect(binds).to.deep.equal([{ phone: '91234567', code: '222222', token: 't1', tokenType: 'ADD_PHONE', bizScene: 'recyclePhone3rdAddPhone', phonePrefixCode: '65' }]);
  });
});

describe('features/otp startResendCountdown (SPEC §9 60 s)', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it(`ticks every second from ${RESEND_COUNTDOWN_SECONDS} and is done after ${RESEND_COUNTDOWN_SECONDS} s, not before`, () => {
    const ticks: number[] = [];
    let done = 0;
    startResendCountdown({ clock: realClock, onTick: (s) => ticks.push(s), onDone: () => done++ });
    expect(ticks).to.deep.equal([RESEND_COUNTDOWN_SECONDS]);
    clock.tick((RESEND_COUNTDOWN_SECONDS - 1) * 1000);
    expect(done).to.equal(0);
    expect(ticks.at(-1)).to.equal(1);
    expect(ticks).to.have.length(RESEND_COUNTDOWN_SECONDS);
    clock.tick(1000);
    expect(done).to.equal(1);
    expect(clock.countTimers()).to.equal(0);
  });

  it('leaves no timer once stopped or once its signal aborts', () => {
    const stop = startResendCountdown({ clock: realClock, onTick: () => undefined, onDone: () => undefined });
    expect(clock.countTimers()).to.equal(1);
    stop();
    expect(clock.countTimers()).to.equal(0);
    const controller = new AbortController();
    let done = false;
    startResendCountdown({ clock: realClock, signal: controller.signal, onTick: () => undefined, onDone: () => (done = true) });
    controller.abort();
    expect(clock.countTimers()).to.equal(0);
    clock.tick(RESEND_COUNTDOWN_SECONDS * 1000);
    expect(done).to.equal(false);
  });
});

describe('features/otp risk step-up and params', () => {
  it('bucket 1 with SMS-from-phone: confirm is the call, cancel the SMS from phone; bucket 2 swapped', () => {
    const risk = { popupTitle: 'T', popupContent: 'C', smsUplinkSupport: true };
    expect(phoneCallView({ ...risk, experimentalBucket: 1 })).to.deep.include({ mode: 'choice', title: 'T', content: 'C', confirm: 'VOICE', cancel: 'SMS_UPLINK' });
    expect(phoneCallView({ ...risk, experimentalBucket: '2' })).to.deep.include({ mode: 'choice', confirm: 'SMS_UPLINK', cancel: 'VOICE' });
  });

  it('other buckets or no SMS-from-phone support show the alert texts', () => {
    const texts = { alertTitle: 'A', alertSummary: 'S', cancelButtonText: 'No', confirmButtonText: 'Call' };
    const alert = { mode: 'alert', title: 'A', summary: 'S', cancelText: 'No', confirmText: 'Call' };
    expect(phoneCallView({ ...texts, experimentalBucket: 0, smsUplinkSupport: true })).to.deep.equal(alert);
    expect(phoneCallView({ ...texts, experimentalBucket: 1, smsUplinkSupport: false })).to.deep.equal(alert);
  });

  it('the follow-up send uses the chosen channel without the risk check', () => {
    const request = { type: 'OTP_LOGIN' as const, phone: '91230002', phonePrefixCode: '65', deliveryType: 'SMS' as const, precheck: false };
    expect(riskFollowUp({ risk: {}, request }, 'VOICE')).to.deep.include({ deliveryType: 'VOICE', checkRisk: false, precheck: false, phone: '91230002' });
  });

  it('reads Verify params, refusing incomplete ones', () => {
    expect(readVerifyParams({ type: 'OTP_LOGIN', phone: '9', phonePrefixCode: '65', deliveryType: 'SMS' })).to.deep.equal({
      type: 'OTP_LOGIN',
      phone: '9',
      phonePrefixCode: '65',
      deliveryType: 'SMS',
      codeLength: OTP_DEFAULT_LENGTH,
    });
    expect(readVerifyParams({ type: 'OTP_LOGIN', phone: '9', phonePrefixCode: '65', deliveryType: 'FAX' })).to.equal(undefined);
    expect(readVerifyParams({ type: 'LOGIN', phone: '9', phonePrefixCode: '65', deliveryType: 'SMS' })).to.equal(undefined);
  });
});
