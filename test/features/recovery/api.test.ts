import { expect } from '@open-wc/testing';
import { apiSlice } from '../../../src/features/recovery/api.ts';
import { type CallCase, checkAnswerCases } from '../../api/answer-cases.ts';
import { dataOf, gatewayOk } from '../../api/helpers.ts';
import { bodyOf, builder, marketplace, ok, only } from '../../api/marketplace.ts';

const build = builder([apiSlice]);

describe('recovery calls (SPEC §7)', () => {
  it('resetPassword posts the encrypted password and token; an empty module is fine', async () => {
    const fetch = marketplace({ '/user/api/resetPassword': ok(undefined) });
    expect(await build(fetch).resetPassword({ encryptPassword: 'RSA', token: 'rt' })).to.equal(undefined);
    expect(bodyOf(only(fetch))).to.include({ encryptPassword: 'RSA', token: 'rt' });
  });

  it('resetPassword returns the login result when there is one', async () => {
    const fetch = marketplace({ '/user/api/resetPassword': ok({ loginResponseDTO: { loginNextStepAction: 'DELETION_COOL_CONFIRM' } }) });
    expect(await build(fetch).resetPassword({ encryptPassword: 'RSA', token: 'rt' })).to.deep.equal({ loginNextStepAction: 'DELETION_COOL_CONFIRM' });
  });

  it('applyResetPasswordWithSecurity asks for a RESET_PASSWORD token', async () => {
    const fetch = marketplace({}, { applyResetPasswordWithSecurity: () => gatewayOk({ token: 'rt', type: 'PHONE', verifyUrl: 'https://v' }) });
    expect(await build(fetch).applyResetPasswordWithSecurity({ loginName: 'a@b.co' })).to.deep.equal({ token: 'rt', type: 'PHONE', verifyUrl: 'https://v' });
    expect(dataOf(only(fetch))).to.deep.equal({ tokenType: 'RESET_PASSWORD', loginName: 'a@b.co' });
  });
});

const CASES: CallCase[] = [
  { call: 'resetPassword', host: 'member', run: (api) => api.resetPassword({ encryptPassword: 'x', token: 't' }), malformed: ['done', { user: 5 }] },
  { call: 'applyResetPasswordWithSecurity', host: 'gateway', run: (api) => api.applyResetPasswordWithSecurity({ loginName: 'a' }), malformed: [{}, { token: 't' }, { token: [], type: 'R' }] },
];

describe('recovery answers at the api boundary', () => {
  checkAnswerCases(CASES, [apiSlice]);
});
