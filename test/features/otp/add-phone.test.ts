import { expect } from '@open-wc/testing';
import type { Api, SendCodeRequest } from '../../../src/api/index.ts';
import { addPhoneRequest, readAddPhoneParams } from '../../../src/features/otp/add-phone.ts';
import { sendCode, verifyCode } from '../../../src/features/otp/otp.ts';

describe('features/add-phone (SPEC §4 AddPhone, §7)', () => {
  it('reads the token the next-step router pushes', () => {
    expect(readAddPhoneParams({ token: 't', tokenType: 'ADD_PHONE', other: 1 })).to.deep.equal({ token: 't', tokenType: 'ADD_PHONE' });
    expect(readAddPhoneParams({ token: 5 })).to.deep.equal({});
  });

  it('sends type ADD_PHONE with token and tokenType, then binds the verified phone', async () => {
    const sends: SendCodeRequest[] = [];
    const binds: unknown[] = [];
    const api: Pick<Api, 'validatePhone' | 'checkMsChannelLimit' | 'sendVerificationSms' | 'verifyPhoneCode' | 'bindPhone'> = {
      validatePhone: async () => ({ isValid: true }),
      checkMsChannelLimit: async () => ({ availableChannel: ['SMS'] }),
      sendVerificationSms: async (request) => {
        sends.push(request);
        return { codeLength: 4, token: 'server', tokenType: 'ADD_PHONE' };
      },
      verifyPhoneCode: async () => Promise.reject(new Error('unexpected')),
      bindPhone: async (request) => {
        binds.push(request);
        return { userId: 'u5', loginType: 'GOOGLE' };
      },
    };
    const outcome = await sendCode({ api }, addPhoneRequest({ token: 'step', tokenType: 'ADD_PHONE' }, { phone: '87654321', phonePrefixCode: '65', deliveryType: 'SMS' }));
    expect(sends[0]).to.deep.include({ type: 'ADD_PHONE', token: 'step', tokenType: 'ADD_PHONE', phone: '87654321', innerPageSource: 'add-phone' });
    if (outcome.kind !== 'verify') throw new Error(`expected verify, got ${outcome.kind}`);
    expect(outcome.params).to.deep.include({ type: 'ADD_PHONE', codeLength: 4, token: 'step', tokenType: 'ADD_PHONE' });
    const verified = await verifyCode({ api }, outcome.params, '1234');
    expect(verified).to.deep.equal({ kind: 'logged-in', result: { userId: 'u5', loginType: 'GOOGLE' }, isNewUser: false });
    expect(binds[0]).to.deep.include({ phone: '87654321', code: '1234', token: 'step', tokenType: 'ADD_PHONE', phonePrefixCode: '65' });
  });
});
