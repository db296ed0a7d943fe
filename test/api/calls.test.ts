import { expect } from '@open-wc/testing';
import { createApi, gatewayApiName, readProviders } from '../../src/api/calls.ts';
import { ApiError } from '../../src/api/errors.ts';
import { getConfig } from '../../src/config/settings.ts';
import { removeCookie, writeCookie } from '../../src/storefront/cookies.ts';
import { FakeClock, HANG, dataOf, fakeFetch, gatewayFail, gatewayOk, json, settle } from './helpers.ts';
import { GATEWAY, MEMBER, bodyOf, builder, errorOf, loginResult, marketplace, ok, only } from './marketplace.ts';

const build = builder();

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

  });

  describe('gateway', () => {
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
    const fetch = marketplace({}, { getUser: () => gatewayOk({ id: '1' }) });
    const api = build(fetch);
    const controller = new AbortController();
    controller.abort();
    const { signal } = controller;
    const errors = await Promise.all([
      errorOf(api.getUser({ signal })),
      errorOf(api.currentUser({ signal })),
      errorOf(api.csrf({ signal })),
    ]);
    for (const error of errors) expect(error.kind).to.equal('aborted');
    expect(fetch.requests.filter((r) => !r.url.pathname.endsWith('getCsrfToken'))).to.have.length(0);
  });
});
