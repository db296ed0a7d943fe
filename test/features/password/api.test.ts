import { expect } from '@open-wc/testing';
import { apiSlice } from '../../../src/features/password/api.ts';
import { type CallCase, brokenLogin, checkAnswerCases } from '../../api/answer-cases.ts';
import { MEMBER, bodyOf, builder, errorOf, loginResult, marketplace, ok, only } from '../../api/marketplace.ts';

const build = builder([apiSlice]);

describe('password calls (SPEC §7)', () => {
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

  it('a login result that is not an object, or has a broken user, is malformed', async () => {
    for (const module of ['ok', { user: 'Ana' }, { user: { id: {} } }]) {
      const fetch = marketplace({ '/user/api/login': ok(module) });
      expect((await errorOf(build(fetch).login({ loginName: 'a', encryptPassword: 'b' }))).kind).to.equal('malformed');
    }
  });

  it('accepts a signal: an aborted call sends nothing', async () => {
    const fetch = marketplace({ '/user/api/login': ok(loginResult) });
    const api = build(fetch);
    const controller = new AbortController();
    controller.abort();
    const { signal } = controller;
    expect((await errorOf(api.login({ loginName: 'a', encryptPassword: 'b' }, { signal }))).kind).to.equal('aborted');
    expect(fetch.requests.filter((r) => !r.url.pathname.endsWith('getCsrfToken'))).to.have.length(0);
  });
});

const login = { loginName: 'a@example.test', encryptPassword: 'x' };

const CASES: CallCase[] = [
  { call: 'login', host: 'member', run: (api) => api.login(login), malformed: brokenLogin },
];

describe('password answers at the api boundary', () => {
  checkAnswerCases(CASES, [apiSlice]);
});
