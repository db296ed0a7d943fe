/**
 * Issue 20: every answer is checked at the api boundary. A malformed answer of any call (wrong
 * types, missing fields, a "__proto__" key) gives SPEC §8's generic error and one monitoring
 * report naming the call and the failed path; nothing else ever escapes the api layer.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createApi, type Api, type MalformedAnswerReport } from '../../src/api/calls.ts';
import { ApiError, userMessage } from '../../src/api/errors.ts';
import { setDisplayFallbackListener } from '../../src/api/answer-schemas.ts';
import { getConfig, type MemberConfig } from '../../src/config/settings.ts';
import { en } from '../../src/i18n/en.ts';
import { fakeFetch, type RecordedRequest } from './helpers.ts';

const MEMBER = 'https://member.example.test';
const GATEWAY = 'https://gw.example.test';
const config: MemberConfig = { ...getConfig(), env: 'production', region: 'SG', memberHost: MEMBER, gatewayHost: GATEWAY, qrClientId: 'buyer-app' };
const GOOD_CSRF = { parameterName: '_csrf', token: 'csrf-1' };

type Host = 'member' | 'gateway';

interface CallCase {
  call: keyof Api;
  host: Host;
  run: (api: Api) => Promise<unknown>;
  /** Answers (the member module or the gateway data) that do not fit the call's schema. */
  malformed: unknown[];
}

const login = { loginName: 'a@example.test', encryptPassword: 'x' };
const phone = { phone: '91234567', phonePrefixCode: '65' };
const brokenLogin = ['ok', 7, [], { user: 'Ana' }, { user: { id: {} } }, { loginNextStepActionData: 'JUMP' }, { loginResponseDTO: { user: { id: null } } }];

const passkeyCredential = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} };
const creationOptions = { challenge: 'Y2hhbGxlbmdl', rp: { name: 'Marketplace', id: 'localhost' }, user: { id: 'dTE', name: 'a@example.test', displayName: 'Ana' }, pubKeyCredParams: [{ type: 'public-key', alg: -7 }] };

const CASES: CallCase[] = [
  { call: 'login', host: 'member', run: (api) => api.login(login), malformed: brokenLogin },
  { call: 'loginByOAuthCode', host: 'member', run: (api) => api.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode: 'c', redirectUri: 'https://r', operateType: 'LOGIN' }), malformed: brokenLogin },
  { call: 'loginByOneTap', host: 'member', run: (api) => api.loginByOneTap({ credential: 'c', redirectUri: 'https://r' }), malformed: brokenLogin },
  // Issue 18: passkey options go to navigator.credentials only when their binary fields are base64url.
  { call: 'passkeyLoginOptions', host: 'member', run: (api) => api.passkeyLoginOptions(), malformed: [{}, { challenge: '' }, { challenge: 'a+b/c=' }, { challenge: 'abc', allowCredentials: [{ id: 5, type: 'public-key' }] }, { challenge: 'abc', timeout: 'soon' }] },
  { call: 'loginByPasskey', host: 'member', run: (api) => api.loginByPasskey({ credential: passkeyCredential }), malformed: brokenLogin },
  { call: 'passkeyRegisterOptions', host: 'member', run: (api) => api.passkeyRegisterOptions(), malformed: [{}, { ...creationOptions, challenge: 7 }, { ...creationOptions, user: { id: 'not base64!', name: 'a', displayName: 'A' } }, { ...creationOptions, rp: 'shop' }, { ...creationOptions, pubKeyCredParams: [{ type: 'public-key', alg: 'ES256' }] }] },
  { call: 'passkeyRegister', host: 'member', run: (api) => api.passkeyRegister({ credential: passkeyCredential }), malformed: [{}, { credentialId: {} }, { credentialId: '' }] },
  { call: 'validatePhone', host: 'member', run: (api) => api.validatePhone(phone), malformed: [{}, { isValid: 'yes' }, null, 'true'] },
  { call: 'verifyPhoneCode', host: 'member', run: (api) => api.verifyPhoneCode({ ...phone, type: 'OTP_LOGIN', code: '123456', deliveryType: 'SMS', scene: 's' }), malformed: brokenLogin },
  { call: 'verifyPhoneCode', host: 'member', run: (api) => api.verifyPhoneCode({ ...phone, type: 'RESET_PASSWORD', code: '123456', deliveryType: 'SMS', scene: 's' }), malformed: [{}, { token: 't' }, { token: {}, tokenType: 'R' }, [1]] },
  { call: 'bindPhone', host: 'member', run: (api) => api.bindPhone({ ...phone, code: '1', token: 't', tokenType: 'T' }), malformed: brokenLogin },
  { call: 'smsUplink', host: 'member', run: (api) => api.smsUplink({ ...phone, scene: 's', type: 'OTP_LOGIN' }), malformed: brokenLogin },
  { call: 'resetPassword', host: 'member', run: (api) => api.resetPassword({ encryptPassword: 'x', token: 't' }), malformed: ['done', { user: 5 }] },
  { call: 'loginByQrCode', host: 'member', run: (api) => api.loginByQrCode({ token: 't' }), malformed: brokenLogin },
  { call: 'currentUser', host: 'member', run: (api) => api.currentUser(), malformed: [{}, { id: '' }, { id: true }, null, 'u1'] },
  { call: 'generateQrCodeUrl', host: 'gateway', run: (api) => api.generateQrCodeUrl(), malformed: [{}, { qrLoginUrl: 5, requestId: 'r' }, { qrLoginUrl: 'https://qr', requestId: [] }] },
  { call: 'checkQrCodeStatus', host: 'gateway', run: (api) => api.checkQrCodeStatus({ requestId: 'r' }), malformed: [{}, { status: {} }, { status: 'SUCCESS', token: ['t'] }, { status: 'PENDING', scanned: 'yes' }] },
  { call: 'checkSmsChannel', host: 'gateway', run: (api) => api.checkSmsChannel(), malformed: [{}, { result: 'SMS' }, { result: [], smsUplinkSupport: 'no' }, [1, 2]] },
  { call: 'checkMsChannelLimit', host: 'gateway', run: (api) => api.checkMsChannelLimit({ ...phone, otpScene: 's' }), malformed: [[], 'SMS'] },
  { call: 'webSiteIdSupport3rd', host: 'gateway', run: (api) => api.webSiteIdSupport3rd(), malformed: [{}, { result: {} }, { thirdList: 'GOOGLE' }] },
  { call: 'sendVerificationSms', host: 'gateway', run: (api) => api.sendVerificationSms({ ...phone, type: 'OTP_LOGIN', deliveryType: 'SMS', scene: 's' }), malformed: [{ codeLength: 'six' }, { registered: 'no' }, { token: {} }, [1]] },
  { call: 'sendVerificationEmailCode', host: 'gateway', run: (api) => api.sendVerificationEmailCode({ email: 'a@example.test', type: 'RESET_PASSWORD' } as never), malformed: [{ codeLength: {} }] },
  { call: 'verifyEmailCode', host: 'gateway', run: (api) => api.verifyEmailCode({ email: 'a@example.test', code: '1' } as never), malformed: [{}, { token: 't' }, { token: 't', tokenType: 3.5e400 }] },
  { call: 'applyResetPasswordWithSecurity', host: 'gateway', run: (api) => api.applyResetPasswordWithSecurity({ loginName: 'a' }), malformed: [{}, { token: 't' }, { token: [], type: 'R' }] },
  { call: 'completeProfileByRegisterToken', host: 'gateway', run: (api) => api.completeProfileByRegisterToken({ token: 't' } as never), malformed: [{ user: 'Ana' }, { loginNextStepAction: {} }] },
  { call: 'cancelDeletion', host: 'gateway', run: (api) => api.cancelDeletion({ token: 't' }), malformed: [{ loginResponse: 'yes' }, { loginResponse: { user: { id: {} } } }] },
  { call: 'getUser', host: 'gateway', run: (api) => api.getUser(), malformed: [{}, { id: [] }, { id: 'u1', email: 5 }] },
];

/** A marketplace that answers `answer` (raw body text) for the call under test, and sane tokens otherwise. */
function marketplace(host: Host, body: string) {
  return fakeFetch((request: RecordedRequest) => {
    if (request.url.pathname === '/user/api/getCsrfToken') return new Response(JSON.stringify({ success: true, module: GOOD_CSRF }));
    if (host === 'member' ? request.url.origin === MEMBER : request.url.origin === GATEWAY) return new Response(body);
    return new Response('{"success":false}', { status: 404 });
  });
}

const wrap = (host: Host, answer: unknown) => JSON.stringify(host === 'member' ? { success: true, module: answer } : { ret: ['SUCCESS::ok'], data: answer });

function apiWith(host: Host, body: string, reports: MalformedAnswerReport[]) {
  return createApi({ config: () => config, fetch: marketplace(host, body), antiBot: () => undefined, onMalformedAnswer: (report) => reports.push(report) });
}

async function outcomeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error;
  }
}

describe('fields only shown, never acted on', () => {
  afterEach(() => setDisplayFallbackListener(undefined));

  it("a login whose user's name or avatar has the wrong type logs in without them, and the fields are reported", async () => {
    const fellBack: { call: string; path: string }[] = [];
    setDisplayFallbackListener((report) => fellBack.push(report));
    const reports: MalformedAnswerReport[] = [];
    const answer = { user: { id: 'u1', name: { text: 'Ana' }, avatar: 5, email: 'a@example.test' }, loginType: 'PHONE' };
    const result = await apiWith('member', wrap('member', answer), reports).login(login);
    expect(result.user?.id).to.equal('u1');
    expect(result.user?.name).to.equal(undefined);
    expect(result.user?.avatar).to.equal(undefined);
    expect(result.user?.email).to.equal('a@example.test');
    expect(reports).to.deep.equal([]);
    expect(fellBack, JSON.stringify(fellBack)).to.deep.equal([
      { call: 'login', path: 'user.name' },
      { call: 'login', path: 'user.avatar' },
    ]);
  });

  it('a field the flows act on still refuses the answer', async () => {
    const reports: MalformedAnswerReport[] = [];
    const error = await outcomeOf(apiWith('member', wrap('member', { user: { id: 'u1', email: 42 } }), reports).login(login));
    expect((error as ApiError).kind).to.equal('malformed');
    expect(reports[0].path).to.equal('user.email');
  });
});

describe('answer schemas at the api boundary (issue 20)', () => {
  for (const { call, host, run, malformed } of CASES) {
    it(`${call}: wrong types and missing fields give the generic error and one report with the path`, async () => {
      for (const answer of malformed) {
        const reports: MalformedAnswerReport[] = [];
        const error = await outcomeOf(run(apiWith(host, wrap(host, answer), reports)));
        expect(error, JSON.stringify(answer)).to.be.instanceOf(ApiError);
        expect((error as ApiError).kind, JSON.stringify(answer)).to.equal('malformed');
        expect(userMessage(error, en)).to.equal('Network error, please try again later');
        expect(reports, JSON.stringify(answer)).to.have.length(1);
        expect(reports[0].call).to.equal(call);
        expect(reports[0]).to.have.keys(['call', 'answer', 'path']);
        // The report names where the answer broke, never what it held.
        expect(JSON.stringify(reports[0])).not.to.include('Ana');
      }
    });

    it(`${call}: an answer with a "__proto__" key is refused whole`, async () => {
      const reports: MalformedAnswerReport[] = [];
      const body = wrap(host, { id: 'u1' }).replace(/^\{/, '{"__proto__":{"polluted":true},');
      const error = await outcomeOf(run(apiWith(host, body, reports)));
      expect((error as ApiError).kind).to.equal('malformed');
      expect(reports).to.deep.equal([{ call, answer: call, path: '__proto__' }]);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  }

  it('reports the failed path of a nested field', async () => {
    const reports: MalformedAnswerReport[] = [];
    await outcomeOf(apiWith('member', wrap('member', { user: { id: 'u1', phone: ['Ana'] } }), reports).login(login));
    expect(reports).to.deep.equal([{ call: 'login', answer: 'login', path: 'user.phone' }]);
  });

  it('a broken envelope is malformed and reported for the call that got it', async () => {
    for (const [host, body] of [['member', '{"success":"yes"}'], ['member', '{"success":false,"errorCode":"E"}'], ['gateway', '{"ret":"SUCCESS"}'], ['gateway', '{"ret":[],"data":{}}'], ['gateway', '{"ret":["SUCCESS"],"data":"x"}']] as const) {
      const reports: MalformedAnswerReport[] = [];
      const error = await outcomeOf(host === 'member' ? apiWith(host, body, reports).currentUser() : apiWith(host, body, reports).getUser());
      expect((error as ApiError).kind, body).to.equal('malformed');
      expect(reports, body).to.have.length(1);
    }
  });

  it('a well-formed answer is read, with numbers as ids and null as "not given"', async () => {
    const reports: MalformedAnswerReport[] = [];
    const api = apiWith('member', wrap('member', { user: { id: 7, name: 'Ana', email: null }, loginType: 'EMAIL', extra: { kept: true } }), reports);
    const result = await api.login(login);
    expect(result.user).to.include({ id: '7', name: 'Ana' });
    expect(result.user?.email).to.equal(undefined);
    expect(result.loginType).to.equal('EMAIL');
    expect(reports).to.deep.equal([]);
  });

  it('a gender that is empty or unknown is "not given", and the login still succeeds', async () => {
    for (const gender of ['', 'UNKNOWN', 3]) {
      const reports: MalformedAnswerReport[] = [];
      const result = await apiWith('member', wrap('member', { user: { id: 'u1', name: 'Ana', gender } }), reports).login(login);
      expect(result.user, String(gender)).to.deep.include({ id: 'u1', name: 'Ana' });
      expect(result.user?.gender).to.equal(undefined);
      expect(reports).to.deep.equal([]);
    }
  });

  describe('fast-check: random JSON never throws anything but an ApiError out of the api layer', () => {
    const unique = CASES.filter((c, i) => CASES.findIndex((o) => o.run === c.run) === i);
    for (const { call, host, run } of unique) {
      it(call, async () => {
        await fc.assert(
          fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (value, asWholeBody) => {
            const reports: MalformedAnswerReport[] = [];
            const body = asWholeBody ? JSON.stringify(value) : wrap(host, value);
            const error = await outcomeOf(run(apiWith(host, body, reports)));
            if (error !== undefined && !(error instanceof ApiError)) throw error;
            if (error instanceof ApiError && error.kind === 'malformed') expect(reports).to.have.length(1);
          }),
          { numRuns: 60 },
        );
      });
    }
  });
});
