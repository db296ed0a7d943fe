/**
 * The api layer against the sandbox server mounted in the test server (same origin), so both
 * sides of docs/wire-protocol.md are checked together.
 */
import { expect } from '@open-wc/testing';
import { createApi } from '../../src/api/calls.ts';
import { featureSlices } from '../helpers/feature-calls.ts';
import { ApiError, userMessage } from '../../src/api/errors.ts';
import { getConfig, sandboxDefaults, type MemberConfig } from '../../src/config/settings.ts';
import { en } from '../../src/i18n/en.ts';
import { rejectionOf } from './helpers.ts';

const config: MemberConfig = { ...getConfig(), ...sandboxDefaults(''), region: 'SG', lang: 'en' } as MemberConfig;
const PHONE = { phonePrefixCode: '65', phone: '91234567' };

async function hook(path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`/__sandbox/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.json();
}

async function lastCodeFor(to: string): Promise<string> {
  const { messages } = (await hook(`outbox?to=${encodeURIComponent(to)}`, 'GET')) as { messages: { code: string }[] };
  return messages.at(-1)!.code;
}

// The client with every feature's calls, as the page composes it.
const slices = await featureSlices();

function freshApi(extra: Parameters<typeof createApi>[0] = {}) {
  return createApi({ config: () => config, antiBot: () => undefined, ...extra }, slices);
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

describe('api against the sandbox (wire protocol)', () => {
  beforeEach(async () => {
    await hook('reset', 'POST', {});
    await hook('faults', 'DELETE');
  });

  after(async () => {
    await hook('faults', 'DELETE');
    await freshApi().logout().catch(() => undefined);
  });

  it('logs in with an OTP end to end: channels, send code, verify, current user, logout', async () => {
    const api = freshApi();
    const channels = await api.checkSmsChannel({ scene: 'operateLimitLogin', ...PHONE });
    expect(channels.channels.map((c) => c.deliveryType)).to.include('SMS');

    const sent = await api.sendVerificationSms({ type: 'OTP_LOGIN', deliveryType: 'SMS', scene: 'operateLimitLogin', ...PHONE });
    expect(sent.registered).to.equal(true);
    expect(sent.codeLength).to.be.a('number');

    const code = await lastCodeFor('6591234567');
    const { loginResult } = await api.verifyPhoneCode({ type: 'OTP_LOGIN', code, deliveryType: 'SMS', scene: 'operateLimitLogin', ...PHONE });
    expect(loginResult?.user?.id).to.equal('100000001');

    expect(await api.currentUser()).to.deep.equal({ id: '100000001' });
    expect((await api.getUser()).id).to.equal('100000001');
    await api.logout();
    expect((await errorOf(api.currentUser())).key).to.be.a('string');
  });

  it('gets third-party providers and bottom data', async () => {
    const api = freshApi();
    const providers = await api.webSiteIdSupport3rd();
    expect(providers.length).to.be.greaterThan(0);
    const bottom = await api.bottomData({ api: 'checkSmsChannel', backup: { b: '1', a: '2' } });
    expect(bottom).to.have.property('result');
  });

  it('keeps the server error key of a wrong code', async () => {
    const api = freshApi();
    await api.sendVerificationSms({ type: 'OTP_LOGIN', deliveryType: 'SMS', scene: 'operateLimitLogin', ...PHONE });
    const error = await errorOf(api.verifyPhoneCode({ type: 'OTP_LOGIN', code: '000000x', deliveryType: 'SMS', scene: 'operateLimitLogin', ...PHONE }));
    expect(error.key).to.be.a('string');
    expect(userMessage(error, en)).to.be.a('string').and.not.equal('');
  });

  describe('faults become typed errors', () => {
    const cases: [string, ApiError['kind']][] = [
      ['html', 'http'],
      ['malformed', 'malformed'],
      ['empty', 'malformed'],
      ['http500', 'http'],
    ];
    for (const [fault, kind] of cases) {
      it(`${fault} on a member call and a gateway call`, async () => {
        await hook('faults', 'POST', { match: 'currentUser', fault, times: 1 });
        await hook('faults', 'POST', { match: 'getUser', fault, times: 1 });
        const api = freshApi();
        const member = await errorOf(api.currentUser());
        const gateway = await errorOf(api.getUser());
        expect(member.kind).to.equal(kind);
        expect(gateway.kind).to.equal(kind);
        // SPEC §8 / issue 16: the generic localized message, never a raw body, and never the
        // phrase a 500 marks for display (the sandbox's member 500 says "Internal server error").
        for (const error of [member, gateway]) expect(userMessage(error, en)).to.equal(en.networkErrorRetryLater);
      });
    }

    it('a wrong password is a business error with the server message (real RSA round trip)', async () => {
      const { rsaPublicKey } = (await (await fetch('/__sandbox/config')).json()) as { rsaPublicKey: string };
      const { encryptPassword } = await import('../../src/security/rsa.ts');
      const api = freshApi();
      const error = await errorOf(api.login({ loginName: '91234567', encryptPassword: await encryptPassword('Wrong#2024go', rsaPublicKey) }));
      expect(error.kind).to.equal('business');
      expect(error.key).to.equal('PL_USER_LOGIN_PASSWORD_ERROR');
      expect(userMessage(error, en)).to.equal(error.displayMessage);
      expect(error.displayMessage).to.be.a('string').and.not.equal('');
      // The right password then logs in: what the client encrypted decrypts on the server.
      const result = await api.login({ loginName: '91234567', encryptPassword: await encryptPassword('Mkt@2024go', rsaPublicKey) });
      expect(result.user?.name ?? result.userId).to.not.equal(undefined);
      await api.logout();
    });

    it('no CSRF token: the token fetch fails, the call fails with the network error and nothing is submitted', async () => {
      await hook('faults', 'POST', { match: 'getCsrfToken', fault: 'html', times: 1 });
      await hook('faults', 'POST', { match: 'validatePhone', fault: 'error:SHOULD_NOT_BE_SENT' });
      const error = await errorOf(freshApi().validatePhone(PHONE));
      expect(error.key).to.not.equal('SHOULD_NOT_BE_SENT');
      expect(userMessage(error, en)).to.equal(en.networkErrorRetryLater);
    });

    it('timeout: the gateway gives up after its configured limit', async () => {
      await hook('faults', 'POST', { match: 'getUser', fault: 'timeout', times: 1 });
      const api = createApi({ config: () => ({ ...config, gatewayTimeoutMs: 300 }), antiBot: () => undefined });
      expect((await errorOf(api.getUser())).kind).to.equal('timeout');
    });

    it('a session that expired once: one login, then the replay succeeds', async () => {
      const api = freshApi();
      await api.sendVerificationSms({ type: 'OTP_LOGIN', deliveryType: 'SMS', scene: 'operateLimitLogin', ...PHONE });
      const code = await lastCodeFor('6591234567');
      await api.verifyPhoneCode({ type: 'OTP_LOGIN', code, deliveryType: 'SMS', scene: 'operateLimitLogin', ...PHONE });

      await hook('faults', 'POST', { match: 'updateUserProfile', fault: 'error:SESSION_EXPIRED', times: 1 });
      let logins = 0;
      api.setHooks({
        requestLogin: async () => {
          logins++;
        },
      });
      await api.updateUserProfile({ gender: 'female', birthday: '1994-03-12' });
      expect(logins).to.equal(1);
    });

    it('traffic limit asks for the retry-later dialog', async () => {
      await hook('faults', 'POST', { match: 'checkSmsChannel', fault: 'error:FAIL_SYS_TRAFFIC_LIMIT', times: 1 });
      let dialogs = 0;
      const api = freshApi({ hooks: { showRetryLater: () => dialogs++ } });
      expect((await errorOf(api.checkSmsChannel())).key).to.equal('FAIL_SYS_TRAFFIC_LIMIT');
      expect(dialogs).to.equal(1);
    });

    it('anti-crawler: verification dialog, then the call is sent again', async () => {
      await hook('faults', 'POST', { match: 'checkSmsChannel', fault: 'error:FAIL_SYS_ANTI_CRAWLER', times: 1 });
      const verified: string[] = [];
      const api = freshApi({ hooks: { verify: async (url) => void verified.push(url) } });
      expect((await api.checkSmsChannel()).channels.length).to.be.greaterThan(0);
      expect(verified).to.have.length(1);
      expect(verified[0]).to.contain('/__sandbox/pages/verification.html');
    });
  });
});
