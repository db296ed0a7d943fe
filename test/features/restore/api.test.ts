import { expect } from '@open-wc/testing';
import { apiSlice } from '../../../src/features/restore/api.ts';
import { type CallCase, checkAnswerCases } from '../../api/answer-cases.ts';
import { gatewayOk, json } from '../../api/helpers.ts';
import { builder, loginResult, marketplace, only } from '../../api/marketplace.ts';

const build = builder([apiSlice]);

describe('restore calls (SPEC §7)', () => {
  it('cancelDeletion reads data.loginResponse', async () => {
    const fetch = marketplace({}, { cancelDeletion: () => gatewayOk({ loginResponse: loginResult }) });
    expect(await build(fetch).cancelDeletion({ token: 'del' })).to.deep.equal({ loginResponse: loginResult });
    expect(only(fetch).method).to.equal('POST');
    const bare = marketplace({}, { cancelDeletion: () => gatewayOk({}) });
    expect(await build(bare).cancelDeletion({ token: 'del' })).to.deep.equal({});
    const none = marketplace({}, { cancelDeletion: () => json({ ret: ['SUCCESS'] }) });
    expect(await build(none).cancelDeletion({ token: 'del' })).to.deep.equal({});
  });
});

const CASES: CallCase[] = [
  { call: 'cancelDeletion', host: 'gateway', run: (api) => api.cancelDeletion({ token: 't' }), malformed: [{ loginResponse: 'yes' }, { loginResponse: { user: { id: {} } } }] },
];

describe('restore answers at the api boundary', () => {
  checkAnswerCases(CASES, [apiSlice]);
});
