import { expect } from '@open-wc/testing';
import { apiSlice } from '../../../src/features/profile/api.ts';
import { type CallCase, checkAnswerCases } from '../../api/answer-cases.ts';
import { dataOf, fakeFetch, gatewayFail, gatewayOk, json } from '../../api/helpers.ts';
import { GATEWAY, MEMBER, builder, errorOf, marketplace, only } from '../../api/marketplace.ts';

const build = builder([apiSlice]);

describe('profile calls (SPEC §7)', () => {
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

  it('accepts a signal: an aborted call sends nothing', async () => {
    const fetch = marketplace();
    const api = build(fetch);
    const controller = new AbortController();
    controller.abort();
    const { signal } = controller;
    expect((await errorOf(api.updateUserProfile({ gender: 'male' }, { signal }))).kind).to.equal('aborted');
    expect(fetch.requests.filter((r) => !r.url.pathname.endsWith('getCsrfToken'))).to.have.length(0);
  });
});

const CASES: CallCase[] = [
  { call: 'completeProfileByRegisterToken', host: 'gateway', run: (api) => api.completeProfileByRegisterToken({ token: 't' } as never), malformed: [{ user: 'Ana' }, { loginNextStepAction: {} }] },
];

describe('profile answers at the api boundary', () => {
  checkAnswerCases(CASES, [apiSlice]);
});
