import { expect } from '@open-wc/testing';
import { ApiError, type Api, type SendCodeRequest } from '../../../src/api/index.ts';
import type { SmsUplinkRequest } from '../../../src/features/otp/api.ts';
import type { SmsUplinkParams } from '../../../src/features/otp/otp.ts';
import { submitSmsUplink } from '../../../src/features/otp/sms-uplink.ts';

const params: SmsUplinkParams = {
  type: 'OTP_LOGIN',
  phone: '81234567',
  phonePrefixCode: '62',
  smsUplinkCode: 'MKT 111111',
  smsUplinkTargetPhone: '+62 811 0000 7788',
  token: 'up-1',
  tokenType: 'SMS_UPLINK',
};

function uplinkApi(answers: Array<() => Promise<object>>, renew?: () => Promise<object>) {
  const submits: SmsUplinkRequest[] = [];
  const sends: SendCodeRequest[] = [];
  const api: Pick<Api, 'smsUplink' | 'sendVerificationSms'> = {
    smsUplink: async (request) => {
      submits.push(request);
      return answers[submits.length - 1]();
    },
    sendVerificationSms: async (request) => {
      sends.push(request);
      if (!renew) throw new Error('unexpected send');
      return renew();
    },
  };
  return { api, submits, sends };
}

const businessError = (key: string) => new ApiError('business', key, { key, displayMessage: `${key} text` });

describe('features/sms-uplink (SPEC §4 SmsUplink, §8)', () => {
  it('logs in with the uplink token and the login type', async () => {
    const { api, submits } = uplinkApi([async () => ({ userId: 'u1' })]);
    expect(await submitSmsUplink({ api }, params)).to.deep.equal({ kind: 'logged-in', result: { userId: 'u1' }, isNewUser: false });
    expect(submits[0]).to.deep.include({ type: 'OTP_LOGIN', phone: '81234567', phonePrefixCode: '62', token: 'up-1', tokenType: 'SMS_UPLINK', scene: 'operateLimitLogin' });
  });

  it('a login for a number without an account is retried as a registration', async () => {
    const { api, submits } = uplinkApi([async () => Promise.reject(businessError('PL_USER_LOGIN_PHONE_NOT_EXIST')), async () => ({ userId: 'new' })]);
    expect(await submitSmsUplink({ api }, params)).to.deep.equal({ kind: 'logged-in', result: { userId: 'new' }, isNewUser: true });
    expect(submits.map((s) => s.type)).to.deep.equal(['OTP_LOGIN', 'OTP_REGISTER']);
  });

  it('a registration is a new user; add phone binds with the code kept', async () => {
    const register = uplinkApi([async () => ({ userId: 'r' })]);
    expect(await submitSmsUplink({ api: register.api }, { ...params, type: 'OTP_REGISTER' })).to.deep.include({ isNewUser: true });
    const bind = uplinkApi([async () => ({ userId: 'b' })]);
    await submitSmsUplink({ api: bind.api }, { ...params, type: 'ADD_PHONE' });
    expect(bind.submits[0]).to.deep.include({ type: 'ADD_PHONE', code: 'MKT 111111' });
  });

  for (const key of ['PL_SMS_UPLINK_CODE_ALREADY_INVALID', 'PL_SMS_UPLINK_CODE_NOT_MATCHED']) {
    it(`${key}: requests a new code, then hands back the message`, async () => {
      const error = businessError(key);
      const { api, sends } = uplinkApi([async () => Promise.reject(error)], async () => ({ token: 'up-2', tokenType: 'SMS_UPLINK', smsUplinkCode: 'MKT 222222', smsUplinkTargetPhone: '+62 811 0000 7788' }));
      const outcome = await submitSmsUplink({ api }, { ...params, sourceToken: 'src', sourceTokenType: 'ADD_PHONE', type: 'ADD_PHONE' });
      expect(outcome.kind).to.equal('renewed');
      if (outcome.kind !== 'renewed') return;
      expect(outcome.error).to.equal(error);
      expect(outcome.params).to.deep.include({ smsUplinkCode: 'MKT 222222', token: 'up-2' });
      expect(sends[0]).to.deep.include({ deliveryType: 'SMS_UPLINK', isResend: true, type: 'ADD_PHONE', phone: '81234567', token: 'src', tokenType: 'ADD_PHONE' });
    });
  }

  it('other failures (not received yet, network) are errors without a new code', async () => {
    const error = businessError('PL_SMS_UPLINK_NOT_RECEIVED');
    const { api, sends } = uplinkApi([async () => Promise.reject(error)]);
    expect(await submitSmsUplink({ api }, params)).to.deep.equal({ kind: 'error', error });
    expect(sends).to.have.length(0);
  });
});
