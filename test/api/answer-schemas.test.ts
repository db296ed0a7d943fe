/**
 * The core calls' answers are checked at the api boundary (test/api/answer-cases.ts); the
 * login result and the user are read the same way whichever call brings them (here: the
 * password login's).
 */
import { expect } from '@open-wc/testing';
import type { MalformedAnswerReport } from '../../src/api/calls.ts';
import { ApiError } from '../../src/api/errors.ts';
import { setDisplayFallbackListener } from '../../src/api/answer-schemas.ts';
import { apiSlice as passwordCalls } from '../../src/features/password/api.ts';
import { apiWith, brokenLogin, checkAnswerCases, outcomeOf, phone, wrap, type CallCase } from './answer-cases.ts';

const login = { loginName: 'a@example.test', encryptPassword: 'x' };
const withLogin = [passwordCalls];

const CASES: CallCase[] = [
  { call: 'loginByOAuthCode', host: 'member', run: (api) => api.loginByOAuthCode({ oauthType: 'GOOGLE', oauthCode: 'c', redirectUri: 'https://r', operateType: 'LOGIN' }), malformed: brokenLogin },
  { call: 'loginByOneTap', host: 'member', run: (api) => api.loginByOneTap({ credential: 'c', redirectUri: 'https://r' }), malformed: brokenLogin },
  { call: 'verifyPhoneCode', host: 'member', run: (api) => api.verifyPhoneCode({ ...phone, type: 'OTP_LOGIN', code: '123456', deliveryType: 'SMS', scene: 's' }), malformed: brokenLogin },
  { call: 'verifyPhoneCode', host: 'member', run: (api) => api.verifyPhoneCode({ ...phone, type: 'RESET_PASSWORD', code: '123456', deliveryType: 'SMS', scene: 's' }), malformed: [{}, { token: 't' }, { token: {}, tokenType: 'R' }, [1]] },
  { call: 'currentUser', host: 'member', run: (api) => api.currentUser(), malformed: [{}, { id: '' }, { id: true }, null, 'u1'] },
  { call: 'webSiteIdSupport3rd', host: 'gateway', run: (api) => api.webSiteIdSupport3rd(), malformed: [{}, { result: {} }, { thirdList: 'GOOGLE' }] },
  { call: 'sendVerificationSms', host: 'gateway', run: (api) => api.sendVerificationSms({ ...phone, type: 'OTP_LOGIN', deliveryType: 'SMS', scene: 's' }), malformed: [{ codeLength: 'six' }, { registered: 'no' }, { token: {} }, [1]] },
  { call: 'sendVerificationEmailCode', host: 'gateway', run: (api) => api.sendVerificationEmailCode({ email: 'a@example.test', type: 'RESET_PASSWORD' } as never), malformed: [{ codeLength: {} }] },
  { call: 'verifyEmailCode', host: 'gateway', run: (api) => api.verifyEmailCode({ email: 'a@example.test', code: '1' } as never), malformed: [{}, { token: 't' }, { token: 't', tokenType: 3.5e400 }] },
  { call: 'getUser', host: 'gateway', run: (api) => api.getUser(), malformed: [{}, { id: [] }, { id: 'u1', email: 5 }] },
];

describe('fields only shown, never acted on', () => {
  afterEach(() => setDisplayFallbackListener(undefined));

  it("a login whose user's name or avatar has the wrong type logs in without them, and the fields are reported", async () => {
    const fellBack: { call: string; path: string }[] = [];
    setDisplayFallbackListener((report) => fellBack.push(report));
    const reports: MalformedAnswerReport[] = [];
    const answer = { user: { id: 'u1', name: { text: 'Ana' }, avatar: 5, email: 'a@example.test' }, loginType: 'PHONE' };
    const result = await apiWith('member', wrap('member', answer), reports, withLogin).login(login);
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
    const error = await outcomeOf(apiWith('member', wrap('member', { user: { id: 'u1', email: 42 } }), reports, withLogin).login(login));
    expect((error as ApiError).kind).to.equal('malformed');
    expect(reports[0].path).to.equal('user.email');
  });
});

describe('answer schemas at the api boundary: the core calls', () => {
  checkAnswerCases(CASES);

  it('reports the failed path of a nested field', async () => {
    const reports: MalformedAnswerReport[] = [];
    await outcomeOf(apiWith('member', wrap('member', { user: { id: 'u1', phone: ['Ana'] } }), reports, withLogin).login(login));
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
    const api = apiWith('member', wrap('member', { user: { id: 7, name: 'Ana', email: null }, loginType: 'EMAIL', extra: { kept: true } }), reports, withLogin);
    const result = await api.login(login);
    expect(result.user).to.include({ id: '7', name: 'Ana' });
    expect(result.user?.email).to.equal(undefined);
    expect(result.loginType).to.equal('EMAIL');
    expect(reports).to.deep.equal([]);
  });

  it('a gender that is empty or unknown is "not given", and the login still succeeds', async () => {
    for (const gender of ['', 'UNKNOWN', 3]) {
      const reports: MalformedAnswerReport[] = [];
      const result = await apiWith('member', wrap('member', { user: { id: 'u1', name: 'Ana', gender } }), reports, withLogin).login(login);
      expect(result.user, String(gender)).to.deep.include({ id: 'u1', name: 'Ana' });
      expect(result.user?.gender).to.equal(undefined);
      expect(reports).to.deep.equal([]);
    }
  });
});
