import { expect } from '@open-wc/testing';
import { resolveContext } from '../../src/context/element-context.ts';
import { createApi, gatewayApiName, readChannelList, readProviders, type CreateApiOptions } from '../../src/api/calls.ts';
import { ApiError } from '../../src/api/errors.ts';
import { getConfig, type MemberConfig } from '../../src/config/settings.ts';
import { removeCookie, writeCookie } from '../../src/storefront/cookies.ts';
import { FakeClock, HANG, dataOf, fakeFetch, gatewayFail, gatewayOk, json, rejectionOf, settle, type RecordedRequest } from './helpers.ts';

const MEMBER = 'https://member.example.test';
const GATEWAY = 'https://gw.example.test';

const baseConfig: MemberConfig = {
  ...getConfig(),
  env: 'production',
  region: 'ID',
  lang: undefined,
  memberHost: MEMBER,
  gatewayHost: GATEWAY,
  jsonpHost: `${location.origin}/test/api/fixtures`,
  qrClientId: 'buyer-app',
};

type Route = (request: RecordedRequest) => Response;

/** A fake marketplace: the member host by path, the gateway by api name (without its prefix). */
function marketplace(member: Record<string, Route> = {}, gateway: Record<string, Route> = {}) {
  return fakeFetch((request) => {
    if (request.url.origin === MEMBER) {
      if (request.url.pathname === '/user/api/getCsrfToken') return json({ success: true, module: { parameterName: '_csrf', token: 'csrf-1' } });
      const route = member[request.url.pathname];
      return route ? route(request) : json({ success: false, errorCode: { key: 'NOT_FOUND' } }, 404);
    }
    const api = request.url.searchParams.get('api') ?? '';
    const route = gateway[api.replace('mtop.mkt.member.', '')];
    return route ? route(request) : gatewayFail('FAIL_SYS_SERVICE_NOT_EXIST::no such api');
  });
}

function build(fetch: ReturnType<typeof fakeFetch>, config: Partial<MemberConfig> = {}, extra: Partial<CreateApiOptions> = {}) {
  const merged = { ...baseConfig, ...config };
  // The call's context, as an element with these attributes would resolve it.
  const context = () => resolveContext({ env: merged.env, region: merged.region, lang: merged.lang });
  return createApi({ context, config: () => merged, fetch, antiBot: () => undefined, ...extra });
}

const ok = (module?: unknown) => () => json({ success: true, module });
const bodyOf = (request: RecordedRequest) => JSON.parse(request.body ?? '{}') as Record<string, unknown>;
const loginResult = { sessionId: 's1', loginType: 'EMAIL', user: { id: 'u1', name: 'Ana' } };

function only(fetch: ReturnType<typeof fakeFetch>, method = 'POST'): RecordedRequest {
  const matching = fetch.requests.filter((r) => r.method === method && !r.url.pathname.endsWith('getCsrfToken'));
  expect(matching).to.have.length(1);
  return matching[0];
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

describe('api/calls (SPEC §7)', () => {
  describe('common headers from the configuration', () => {
    it('sends the region language, regionID, entrance and app key', async () => {
      const fetch = marketplace({ '/user/api/currentUser': ok({ id: 'u1' }) }, { getUser: () => gatewayOk({ id: 'u1' }) });
      const api = build(fetch);
      await api.currentUser();
      await api.getUser();
      for (const request of fetch.requests) {
        expect(request.headers).to.include({ 'x-i18n-language': 'id', 'x-i18n-regionID': 'ID', entrance: 'web' });
      }
      expect(fetch.requests.at(-1)!.url.searchParams.get('appKey')).to.equal('24600005');
    });

    it('takes the context\'s language and a partner entrance', async () => {
      const fetch = marketplace({ '/user/api/currentUser': ok({ id: 'u1' }) });
      await build(fetch, { lang: 'en' }).currentUser();
      await build(fetch, { lang: 'th' }, { entrance: () => 'dana' }).currentUser();
      expect(fetch.requests[0].headers['x-i18n-language']).to.equal('en');
      expect(fetch.requests[1].headers).to.include({ 'x-i18n-language': 'th', entrance: 'dana' });
    });

    it('sends x-uid when the user-id cookie exists', async () => {
      writeCookie('mkt_uid', 'u-42');
      try {
        const fetch = marketplace({ '/user/api/currentUser': ok({ id: 'u-42' }) });
        await build(fetch).currentUser();
        expect(fetch.requests[0].headers['x-uid']).to.equal('u-42');
      } finally {
        removeCookie('mkt_uid');
      }
    });

    it('builds from the live configuration by default', async () => {
      const fetch = fakeFetch(() => json({ success: true, module: { id: 'u1' } }));
      await createApi({ fetch }).currentUser();
      expect(fetch.requests[0].url.pathname).to.equal('/user/api/currentUser');
      expect(fetch.requests[0].headers['x-i18n-regionID']).to.equal(getConfig().region);
    });
  });

  describe('member host', () => {
    it('csrf returns the token', async () => {
      expect(await build(marketplace()).csrf()).to.deep.equal({ parameterName: '_csrf', token: 'csrf-1' });
    });

    it('login posts the encrypted password with version 1.0 and 3D, and returns the login result', async () => {
      const fetch = marketplace({ '/user/api/login': ok(loginResult) });
      const result = await build(fetch).login({ loginName: 'ana@example.test', encryptPassword: 'RSA==' });
      expect(result).to.deep.equal(loginResult);
      const request = only(fetch);
      expect(request.url.href).to.equal(`${MEMBER}/user/api/login`);
      expect(request.url.search).to.equal('');
      expect(bodyOf(request)).to.deep.equal({ loginName: 'ana@example.test', encryptPassword: 'RSA==', version: '1.0', cookieExpiredTime: '3D', _csrf: 'csrf-1' });
      expect(request.headers['X-CSRF-TOKEN']).to.equal('csrf-1');
    });

    it('reads the login result from module.loginResponseDTO too', async () => {
      const fetch = marketplace({ '/user/api/login': ok({ loginResponseDTO: loginResult }) });
      expect(await build(fetch).login({ loginName: 'a', encryptPassword: 'b' })).to.deep.equal(loginResult);
    });

    it('loginByOAuthCode sends operateType and oauthType as headers too', async () => {
      const fetch = marketplace({ '/user/api/loginByOAuthCode': ok(loginResult) });
      await build(fetch).loginByOAuthCode({ oauthType: 'FACEBOOK', oauthCode: 'fb-token', bizScene: 'PC_POPUP', redirectUri: 'https://www.mkt.sg/', operateType: 'REGISTER' });
      const request = only(fetch);
      expect(request.headers).to.include({ operateType: 'REGISTER', oauthType: 'FACEBOOK' });
      expect(bodyOf(request)).to.include({ oauthType: 'FACEBOOK', oauthCode: 'fb-token', operateType: 'REGISTER', version: '1.6', cookieExpiredTime: '3D', bizScene: 'PC_POPUP' });
    });

    it('loginByOneTap sends the credential as a Google oneTap code', async () => {
      const fetch = marketplace({ '/user/api/loginByOneTap': ok(loginResult) });
      await build(fetch).loginByOneTap({ credential: 'jwt', redirectUri: 'https://www.mkt.sg/' });
      expect(bodyOf(only(fetch))).to.include({ oauthMethod: 'oneTap', oauthType: 'GOOGLE', oauthCode: 'jwt', operateType: 'LOGIN', version: '1.6' });
    });

    it('validatePhone posts type ADDRESS and reads isValid', async () => {
      const fetch = marketplace({ '/user/api/validatePhone': ok({ isValid: false }) });
      expect(await build(fetch).validatePhone({ phone: '81234567', phonePrefixCode: '65' })).to.deep.equal({ isValid: false });
      expect(bodyOf(only(fetch))).to.include({ type: 'ADDRESS', phone: '81234567', phonePrefixCode: '65' });
    });

    it('validatePhone with a non-boolean isValid is malformed', async () => {
      const fetch = marketplace({ '/user/api/validatePhone': ok({ isValid: 'yes' }) });
      expect((await errorOf(build(fetch).validatePhone({ phone: '1', phonePrefixCode: '65' }))).kind).to.equal('malformed');
    });

    it('verifyPhoneCode sends the code in the body, operateType as header, and reads the login result', async () => {
      const fetch = marketplace({ '/user/api/verifyPhoneCode': ok({ loginResponseDTO: loginResult }) });
      const result = await build(fetch).verifyPhoneCode({
        type: 'OTP_LOGIN', phone: '81234567', code: '123456', deliveryType: 'SMS', scene: 'operateLimitLogin', phonePrefixCode: '65', operateType: 'LOGIN',
      });
      expect(result).to.deep.equal({ loginResult });
      const request = only(fetch);
      expect(request.headers.operateType).to.equal('LOGIN');
      expect(request.url.href).not.to.contain('123456');
      expect(bodyOf(request)).to.include({ code: '123456', platform: 'PC', cookieExpiredTime: '3D', version: '1.4' });
      expect(bodyOf(request)).not.to.have.property('operateType');
    });

    it('verifyPhoneCode for a reset returns the reset token', async () => {
      const fetch = marketplace({ '/user/api/verifyPhoneCode': ok({ token: 'rt', tokenType: 'RESET_PASSWORD', verifyUrl: 'https://v' }) });
      const result = await build(fetch).verifyPhoneCode({ type: 'RESET_PASSWORD', phone: '1', code: '2', deliveryType: 'SMS', scene: 'forgetPasswordOpeLimit', phonePrefixCode: '65' });
      expect(result).to.deep.equal({ verification: { token: 'rt', tokenType: 'RESET_PASSWORD', verifyUrl: 'https://v' } });
      expect(only(fetch).headers).not.to.have.property('operateType');
    });

    it('verifyPhoneCode keeps the error key for the flows (retry as register)', async () => {
      const fetch = marketplace({ '/user/api/verifyPhoneCode': () => json({ success: false, errorCode: { key: 'PL_USER_LOGIN_PHONE_NOT_EXIST' } }) });
      const error = await errorOf(build(fetch).verifyPhoneCode({ type: 'OTP_LOGIN', phone: '1', code: '2', deliveryType: 'SMS', scene: 's', phonePrefixCode: '65' }));
      expect(error.key).to.equal('PL_USER_LOGIN_PHONE_NOT_EXIST');
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

    it('resetPassword posts the encrypted password and token; an empty module is fine', async () => {
      const fetch = marketplace({ '/user/api/resetPassword': ok(undefined) });
      expect(await build(fetch).resetPassword({ encryptPassword: 'RSA', token: 'rt' })).to.equal(undefined);
      expect(bodyOf(only(fetch))).to.include({ encryptPassword: 'RSA', token: 'rt' });
    });

    it('resetPassword returns the login result when there is one', async () => {
      const fetch = marketplace({ '/user/api/resetPassword': ok({ loginResponseDTO: { loginNextStepAction: 'DELETION_COOL_CONFIRM' } }) });
      expect(await build(fetch).resetPassword({ encryptPassword: 'RSA', token: 'rt' })).to.deep.equal({ loginNextStepAction: 'DELETION_COOL_CONFIRM' });
    });

    it('loginByQrCode exchanges the scanned token', async () => {
      const fetch = marketplace({ '/user/api/loginByQrCode': ok({ loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: 'https://v' } }) });
      const result = await build(fetch).loginByQrCode({ token: 'qr-token' });
      expect(result.loginNextStepAction).to.equal('SECOND_VERIFICATION');
      expect(bodyOf(only(fetch))).to.include({ token: 'qr-token', tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode', cookieExpiredTime: '3D' });
    });

    it('currentUser is a GET and reads the id (numbers become strings)', async () => {
      const fetch = marketplace({ '/user/api/currentUser': ok({ id: 1234 }) });
      expect(await build(fetch).currentUser()).to.deep.equal({ id: '1234' });
      expect(only(fetch, 'GET').url.pathname).to.equal('/user/api/currentUser');
    });

    it('currentUser without an id is malformed', async () => {
      const fetch = marketplace({ '/user/api/currentUser': ok({ name: 'x' }) });
      expect((await errorOf(build(fetch).currentUser())).kind).to.equal('malformed');
    });

    it('logout is a POST with the token', async () => {
      const fetch = marketplace({ '/user/api/logout': ok() });
      await build(fetch).logout();
      expect(only(fetch).headers['X-CSRF-TOKEN']).to.equal('csrf-1');
    });

    it('a login result that is not an object, or has a broken user, is malformed', async () => {
      for (const module of ['ok', { user: 'Ana' }, { user: { id: {} } }]) {
        const fetch = marketplace({ '/user/api/login': ok(module) });
        expect((await errorOf(build(fetch).login({ loginName: 'a', encryptPassword: 'b' }))).kind).to.equal('malformed');
      }
    });
  });

  describe('gateway', () => {
    it('generateQrCodeUrl posts the client id and reads numbers given as strings', async () => {
      const fetch = marketplace({}, { generateQrCodeUrl: () => gatewayOk({ expire: '20', interval: 5000, qrLoginUrl: 'https://qr', requestId: 'r1' }) });
      expect(await build(fetch).generateQrCodeUrl()).to.deep.equal({ expire: 20, interval: 5000, qrLoginUrl: 'https://qr', requestId: 'r1' });
      const request = only(fetch);
      expect(request.url.searchParams.get('api')).to.equal(gatewayApiName('generateQrCodeUrl'));
      expect(dataOf(request)).to.deep.equal({ clientId: 'buyer-app' });
    });

    it('generateQrCodeUrl passes unreadable polling values as NaN (the flow falls back) but needs url and id', async () => {
      const fetch = marketplace({}, { generateQrCodeUrl: () => gatewayOk({ expire: 'soon', qrLoginUrl: 'https://qr', requestId: 'r1' }) });
      const answer = await build(fetch).generateQrCodeUrl();
      expect(Number.isNaN(answer.expire)).to.equal(true);
      expect(Number.isNaN(answer.interval)).to.equal(true);
      expect(answer.qrLoginUrl).to.equal('https://qr');
      const noUrl = marketplace({}, { generateQrCodeUrl: () => gatewayOk({ expire: 20, interval: 5000, requestId: 'r1' }) });
      expect((await errorOf(build(noUrl).generateQrCodeUrl())).kind).to.equal('malformed');
      const empty = marketplace({}, { generateQrCodeUrl: () => gatewayOk(null) });
      expect((await errorOf(build(empty).generateQrCodeUrl())).kind).to.equal('malformed');
    });

    it('checkQrCodeStatus posts client and request ids and reads status and token', async () => {
      const fetch = marketplace({}, { checkQrCodeStatus: () => gatewayOk({ status: 'SUCCESS', scanned: true, token: 'qt' }) });
      expect(await build(fetch).checkQrCodeStatus({ requestId: 'r1' })).to.deep.equal({ status: 'SUCCESS', scanned: true, token: 'qt' });
      expect(dataOf(only(fetch))).to.deep.equal({ clientId: 'buyer-app', requestId: 'r1' });
      const pending = marketplace({}, { checkQrCodeStatus: () => gatewayOk({ status: 'PENDING' }) });
      expect(await build(pending).checkQrCodeStatus({ requestId: 'r1' })).to.deep.equal({ status: 'PENDING' });
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

    it('webSiteIdSupport3rd returns provider names in any of the shapes seen', async () => {
      const fetch = marketplace({}, { webSiteIdSupport3rd: () => gatewayOk({ result: ['google', { type: 'FACEBOOK' }, { sendChannel: { thirdList: ['APPLE'] } }, 5] }) });
      expect(await build(fetch).webSiteIdSupport3rd()).to.deep.equal(['GOOGLE', 'FACEBOOK', 'APPLE']);
      expect(readProviders({ sendChannel: { thirdList: ['GOOGLE', 'GOOGLE'] } })).to.deep.equal(['GOOGLE']);
      expect(() => readProviders({ result: {} })).to.throw(ApiError);
    });

    it('sendVerificationSms posts with the anti-forgery token in its data', async () => {
      const fetch = marketplace({}, { sendVerificationSms: () => gatewayOk({ registered: false, codeLength: '4', token: 'st', tokenType: 'OTP' }) });
      const result = await build(fetch).sendVerificationSms({ type: 'OTP_REGISTER', phone: '81234567', deliveryType: 'SMS', phonePrefixCode: '65', scene: 'operateLimitRegister', checkRisk: true });
      expect(result).to.deep.equal({ registered: false, codeLength: 4, token: 'st', tokenType: 'OTP' });
      const request = only(fetch);
      expect(dataOf(request)).to.include({ csrf: 'csrf-1', version: '1.4', type: 'OTP_REGISTER', checkRisk: true });
      expect(request.url.href).not.to.contain('csrf-1');
    });

    it('sendVerificationSms sends nothing when the token cannot be had', async () => {
      const fetch = fakeFetch((r) => (r.url.origin === MEMBER ? json({ success: false, errorCode: { key: 'FAIL_SYS' } }, 500) : gatewayOk()));
      await errorOf(build(fetch).sendVerificationSms({ type: 'OTP_LOGIN', phone: '1', deliveryType: 'SMS', phonePrefixCode: '65', scene: 's' }));
      expect(fetch.requests.filter((r) => r.url.origin === GATEWAY)).to.have.length(0);
    });

    it('sendVerificationSms keeps the risk data of PL-USER-RISK for the PhoneCall screen', async () => {
      const risk = { alertTitle: 'We need more information to verify your identity', experimentalBucket: 1, smsUplinkSupport: true };
      const fetch = marketplace({}, { sendVerificationSms: () => gatewayFail('PL-USER-RISK::risk', risk) });
      const error = await errorOf(build(fetch).sendVerificationSms({ type: 'OTP_LOGIN', phone: '1', deliveryType: 'SMS', phonePrefixCode: '65', scene: 's' }));
      expect(error.key).to.equal('PL-USER-RISK');
      expect(error.data).to.deep.equal(risk);
    });

    it('sendVerificationSms with no data answers an empty result', async () => {
      const fetch = marketplace({}, { sendVerificationSms: () => json({ ret: ['SUCCESS::ok'] }) });
      expect(await build(fetch).sendVerificationSms({ type: 'OTP_LOGIN', phone: '1', deliveryType: 'SMS', phonePrefixCode: '65', scene: 's' })).to.deep.equal({});
    });

    it('e-mail code calls post their data and read the verification token', async () => {
      const fetch = marketplace({}, {
        sendVerificationEmailCode: () => gatewayOk({ token: 'et', tokenType: 'EMAIL', codeLength: 6 }),
        verifyEmailCode: () => gatewayOk({ token: 'vt', tokenType: 'RESET_PASSWORD' }),
      });
      const api = build(fetch);
      expect(await api.sendVerificationEmailCode({ email: 'a@b.co' })).to.deep.equal({ token: 'et', tokenType: 'EMAIL', codeLength: 6 });
      expect(await api.verifyEmailCode({ email: 'a@b.co', code: '1', token: 'et', tokenType: 'EMAIL' })).to.deep.equal({ token: 'vt', tokenType: 'RESET_PASSWORD' });
      for (const request of fetch.requests) expect(request.method).to.equal('POST');
      const empty = marketplace({}, { sendVerificationEmailCode: () => json({ ret: ['SUCCESS'] }) });
      expect(await build(empty).sendVerificationEmailCode({ email: 'a@b.co' })).to.deep.equal({});
    });

    it('applyResetPasswordWithSecurity asks for a RESET_PASSWORD token', async () => {
      const fetch = marketplace({}, { applyResetPasswordWithSecurity: () => gatewayOk({ token: 'rt', type: 'PHONE', verifyUrl: 'https://v' }) });
      expect(await build(fetch).applyResetPasswordWithSecurity({ loginName: 'a@b.co' })).to.deep.equal({ token: 'rt', type: 'PHONE', verifyUrl: 'https://v' });
      expect(dataOf(only(fetch))).to.deep.equal({ tokenType: 'RESET_PASSWORD', loginName: 'a@b.co' });
    });

    it('completeProfileByRegisterToken posts with the anti-forgery header', async () => {
      const fetch = marketplace({}, { completeProfileByRegisterToken: () => gatewayOk({ loginSuccess: true }) });
      expect(await build(fetch).completeProfileByRegisterToken({ token: 'reg', name: 'Ana', encryptPassword: 'RSA' })).to.deep.equal({ loginSuccess: true });
      const request = only(fetch);
      expect(request.headers['X-CSRF-TOKEN']).to.equal('csrf-1');
      expect(dataOf(request)).to.deep.equal({ token: 'reg', name: 'Ana', encryptPassword: 'RSA' });
      const empty = marketplace({}, { completeProfileByRegisterToken: () => json({ ret: ['SUCCESS'] }) });
      expect(await build(empty).completeProfileByRegisterToken({ token: 'reg', encryptPassword: 'RSA' })).to.equal(undefined);
    });

    it('updateUserProfile leaves empty fields out and logs in again when the session expired', async () => {
      let loggedIn = false;
      const fetch = marketplace({}, { updateUserProfile: () => (loggedIn ? gatewayOk() : gatewayFail('SESSION_EXPIRED::x')) });
      const api = build(fetch, {}, { hooks: { requestLogin: async () => void (loggedIn = true) } });
      await api.updateUserProfile({ gender: 'female', birthday: '' });
      const sent = fetch.requests.filter((r) => r.url.origin === GATEWAY);
      expect(sent).to.have.length(2);
      expect(dataOf(sent[1])).to.deep.equal({ gender: 'female' });
      expect(sent[1].headers['X-CSRF-TOKEN']).to.equal('csrf-1');
    });

    it('a refused anti-forgery token is refetched and the call sent once more', async () => {
      let issued = 0;
      const fetch = fakeFetch((r) => {
        if (r.url.origin === MEMBER) return json({ success: true, module: { parameterName: '_csrf', token: `csrf-${++issued}` } });
        return r.headers['X-CSRF-TOKEN'] === 'csrf-2' ? gatewayOk() : gatewayFail('CSRF_TOKEN_INVALID::refresh', {}, 403);
      });
      await build(fetch).updateUserProfile({ gender: 'male' });
      const sent = fetch.requests.filter((r) => r.url.origin === GATEWAY).map((r) => r.headers['X-CSRF-TOKEN']);
      expect(sent).to.deep.equal(['csrf-1', 'csrf-2']);
    });

    it('a second refusal of the anti-forgery token is an error', async () => {
      const fetch = fakeFetch((r) =>
        r.url.origin === MEMBER ? json({ success: true, module: { parameterName: '_csrf', token: 'same' } }) : gatewayFail('CSRF_TOKEN_INVALID::refresh', {}, 403),
      );
      const error = await errorOf(build(fetch).completeProfileByRegisterToken({ token: 'reg', encryptPassword: 'RSA' }));
      expect(error.key).to.equal('CSRF_TOKEN_INVALID');
      expect(fetch.requests.filter((r) => r.url.origin === GATEWAY)).to.have.length(2);
    });

    it('setHooks wires the login popup in later', async () => {
      let loggedIn = false;
      const fetch = marketplace({}, { updateUserProfile: () => (loggedIn ? gatewayOk() : gatewayFail('NEED_LOGIN::x')) });
      const api = build(fetch);
      api.setHooks({ requestLogin: async () => void (loggedIn = true) });
      await api.updateUserProfile({ birthday: '1990-01-02' });
      expect(loggedIn).to.equal(true);
    });

    it('cancelDeletion reads data.loginResponse', async () => {
      const fetch = marketplace({}, { cancelDeletion: () => gatewayOk({ loginResponse: loginResult }) });
      expect(await build(fetch).cancelDeletion({ token: 'del' })).to.deep.equal({ loginResponse: loginResult });
      expect(only(fetch).method).to.equal('POST');
      const bare = marketplace({}, { cancelDeletion: () => gatewayOk({}) });
      expect(await build(bare).cancelDeletion({ token: 'del' })).to.deep.equal({});
      const none = marketplace({}, { cancelDeletion: () => json({ ret: ['SUCCESS'] }) });
      expect(await build(none).cancelDeletion({ token: 'del' })).to.deep.equal({});
    });

    it('getUser is a GET returning the user; a user without id is malformed', async () => {
      const fetch = marketplace({}, { getUser: () => gatewayOk({ id: 9, name: 'Ana', gender: 'female' }) });
      expect(await build(fetch).getUser()).to.deep.equal({ id: '9', name: 'Ana', gender: 'female' });
      expect(only(fetch, 'GET').url.pathname).to.equal(`/h5/${gatewayApiName('getUser')}/1.0/`);
      const broken = marketplace({}, { getUser: () => gatewayOk({ name: 'Ana' }) });
      expect((await errorOf(build(broken).getUser())).kind).to.equal('malformed');
    });

    it('applies the configured gateway timeout', async () => {
      const clock = new FakeClock();
      const api = build(fakeFetch(() => HANG), { gatewayTimeoutMs: 50 }, { clock });
      let outcome: unknown;
      const pending = api.getUser().catch((e: unknown) => (outcome = e));
      await settle();
      clock.tick(49);
      await settle();
      expect(outcome).to.equal(undefined);
      clock.tick(1);
      await pending;
      expect((outcome as ApiError).kind).to.equal('timeout');
    });
  });

  it('bottomData loads from the configured static host with the context\'s region and language tag (en-SG)', async () => {
    const data = await build(marketplace(), { region: 'SG', lang: 'en' }).bottomData({ api: 'footer' });
    expect(data).to.have.property('links');
  });

  it('every call accepts a signal: an aborted one sends nothing', async () => {
    const fetch = marketplace({ '/user/api/login': ok(loginResult) }, { getUser: () => gatewayOk({ id: '1' }) });
    const api = build(fetch);
    const controller = new AbortController();
    controller.abort();
    const { signal } = controller;
    const errors = await Promise.all([
      errorOf(api.login({ loginName: 'a', encryptPassword: 'b' }, { signal })),
      errorOf(api.getUser({ signal })),
      errorOf(api.currentUser({ signal })),
      errorOf(api.updateUserProfile({ gender: 'male' }, { signal })),
      errorOf(api.csrf({ signal })),
    ]);
    for (const error of errors) expect(error.kind).to.equal('aborted');
    expect(fetch.requests.filter((r) => !r.url.pathname.endsWith('getCsrfToken'))).to.have.length(0);
  });
});
