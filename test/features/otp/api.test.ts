import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.ts';
import { apiSlice, readChannelList } from '../../../src/features/otp/api.ts';
import { type CallCase, brokenLogin, checkAnswerCases, phone } from '../../api/answer-cases.ts';
import { gatewayOk } from '../../api/helpers.ts';
import { bodyOf, builder, errorOf, loginResult, marketplace, ok, only } from '../../api/marketplace.ts';

const build = builder([apiSlice]);

describe('OTP calls (SPEC §7)', () => {
  it('validatePhone posts type ADDRESS and reads isValid', async () => {
    const fetch = marketplace({ '/user/api/validatePhone': ok({ isValid: false }) });
    expect(await build(fetch).validatePhone({ phone: '81234567', phonePrefixCode: '65' })).to.deep.equal({ isValid: false });
    expect(bodyOf(only(fetch))).to.include({ type: 'ADDRESS', phone: '81234567', phonePrefixCode: '65' });
  });

  it('validatePhone with a non-boolean isValid is malformed', async () => {
    const fetch = marketplace({ '/user/api/validatePhone': ok({ isValid: 'yes' }) });
    expect((await errorOf(build(fetch).validatePhone({ phone: '1', phonePrefixCode: '65' }))).kind).to.equal('malformed');
  });

  it('bindPhone posts type ADD_PHONE', async () => {
    const fetch = marketplace({ '/user/api/bindPhone': ok({ loginResponseDTO: loginResult }) });
    expect(await build(fetch).bindPhone({ phone: '1', code: '2', token: 't', tokenType: 'OAUTH', phonePrefixCode: '65' })).to.deep.equal(loginResult);
    expect(bodyOf(only(fetch))).to.include({ type: 'ADD_PHONE', code: '2', token: 't' });
  });

  it('smsUplink drops the code for login and register only', async () => {
    const fetch = marketplace({ '/user/api/smsUplink': ok({ loginResponseDTO: loginResult }) });
    const api = build(fetch);
    await api.smsUplink({ phone: '1', scene: 's', type: 'OTP_LOGIN', phonePrefixCode: '65', code: 'X1' });
    await api.smsUplink({ phone: '1', scene: 's', type: 'ADD_PHONE', phonePrefixCode: '65', code: 'X2', token: 't', tokenType: 'tt' });
    const [login, bind] = fetch.requests.filter((r) => r.method === 'POST').map(bodyOf);
    expect(login).to.include({ deliveryType: 'SMS_UPLINK', type: 'OTP_LOGIN' });
    expect(login).not.to.have.property('code');
    expect(bind).to.include({ code: 'X2', token: 't' });
  });

  it('checkSmsChannel is a GET and normalises the channel list', async () => {
    const fetch = marketplace({}, {
      checkSmsChannel: () =>
        gatewayOk({
          result: [
            { deliveryType: 'SMS', buttonContent: 'Send code via SMS', icon: 'sms.png', supportOneClickVerify: false },
            { type: 'WHATSAPP', text: 'WhatsApp' },
            'VOICE',
            { icon: 'nothing' },
            7,
          ],
          codeLength: '6',
          notAvailableChannel: 'ZALO,SMS_UPLINK',
          smsUplinkSupport: true,
        }),
    });
    expect(await build(fetch).checkSmsChannel({ scene: 'operateLimitRegister' })).to.deep.equal({
      channels: [
        { deliveryType: 'SMS', text: 'Send code via SMS', icon: 'sms.png', supportOneClickVerify: false },
        { deliveryType: 'WHATSAPP', text: 'WhatsApp' },
        { deliveryType: 'VOICE' },
      ],
      codeLength: 6,
      notAvailableChannel: ['ZALO', 'SMS_UPLINK'],
      smsUplinkSupport: true,
    });
    expect(only(fetch, 'GET').url.searchParams.get('data')).to.equal('{"scene":"operateLimitRegister"}');
  });

  it('a channel list without a result array is malformed', () => {
    expect(() => readChannelList({ result: 'SMS' })).to.throw(ApiError);
    expect(readChannelList({ channels: [], notAvailableChannel: ['VOICE', 3] })).to.deep.equal({ channels: [], notAvailableChannel: ['VOICE'] });
  });

  it('checkMsChannelLimit reads the available channels', async () => {
    const fetch = marketplace({}, { checkMsChannelLimit: () => gatewayOk({ availableChannel: ['SMS', 'VOICE'] }) });
    expect(await build(fetch).checkMsChannelLimit({ phone: '1', phonePrefixCode: '65', otpScene: 'operateLimitDefault' })).to.deep.equal({ availableChannel: ['SMS', 'VOICE'] });
  });
});

const CASES: CallCase[] = [
  { call: 'validatePhone', host: 'member', run: (api) => api.validatePhone(phone), malformed: [{}, { isValid: 'yes' }, null, 'true'] },
  { call: 'bindPhone', host: 'member', run: (api) => api.bindPhone({ ...phone, code: '1', token: 't', tokenType: 'T' }), malformed: brokenLogin },
  { call: 'smsUplink', host: 'member', run: (api) => api.smsUplink({ ...phone, scene: 's', type: 'OTP_LOGIN' }), malformed: brokenLogin },
  { call: 'checkSmsChannel', host: 'gateway', run: (api) => api.checkSmsChannel(), malformed: [{}, { result: 'SMS' }, { result: [], smsUplinkSupport: 'no' }, [1, 2]] },
  { call: 'checkMsChannelLimit', host: 'gateway', run: (api) => api.checkMsChannelLimit({ ...phone, otpScene: 's' }), malformed: [[], 'SMS'] },
];

describe('otp answers at the api boundary', () => {
  checkAnswerCases(CASES, [apiSlice]);
});
