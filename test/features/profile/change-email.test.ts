import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.ts';
import type { SendEmailCodeRequest, VerifyEmailCodeRequest } from '../../../src/api/index.ts';
import { OTP_DEFAULT_LENGTH } from '../../../src/config/constants.ts';
import { emailError, sendChangeEmailCode, verifyChangeEmailCode, type ChangeEmailApi } from '../../../src/features/profile/change-email.ts';

function fakeApi(overrides: Partial<ChangeEmailApi> = {}) {
  const sent: SendEmailCodeRequest[] = [];
  const verified: VerifyEmailCodeRequest[] = [];
  const api: ChangeEmailApi = {
    sendVerificationEmailCode: async (request) => {
      sent.push(request);
      return { token: 'mail-token', tokenType: 'CHANGE_EMAIL', codeLength: 6 };
    },
    verifyEmailCode: async (request) => {
      verified.push(request);
      return { token: 'done', tokenType: 'CHANGE_EMAIL' };
    },
    ...overrides,
  };
  return { api, sent, verified };
}

describe('change e-mail flow (SPEC §2, §5 e-mail check, §7)', () => {
  it('checks 2 to 60 characters and a standard pattern', () => {
    expect(emailError('')).to.equal('requiredField');
    expect(emailError('a')).to.equal('invalidEmail');
    expect(emailError('no-at-sign')).to.equal('invalidEmail');
    expect(emailError(`${'a'.repeat(50)}@example.com`)).to.equal('invalidEmail');
    expect(emailError(`${'a'.repeat(48)}@example.com`)).to.equal(undefined);
    expect(emailError(' new@example.com ')).to.equal(undefined);
  });

  it('sends the code to the trimmed address and keeps the token for verifying', async () => {
    const { api, sent, verified } = fakeApi();
    const ticket = await sendChangeEmailCode(api, ' new@example.com ', { token: 'page-token', tokenType: 'CHANGE_EMAIL' });
    expect(sent).to.deep.equal([{ email: 'new@example.com', token: 'page-token', tokenType: 'CHANGE_EMAIL' }]);
    expect(ticket).to.deep.equal({ email: 'new@example.com', token: 'mail-token', tokenType: 'CHANGE_EMAIL', codeLength: 6 });
    expect(await verifyChangeEmailCode(api, ticket, '123456')).to.deep.equal({ token: 'done', tokenType: 'CHANGE_EMAIL' });
    expect(verified).to.deep.equal([{ email: 'new@example.com', code: '123456', token: 'mail-token', tokenType: 'CHANGE_EMAIL' }]);
  });

  it('never sends to an invalid address', async () => {
    const { api, sent } = fakeApi();
    let caught: unknown;
    try {
      await sendChangeEmailCode(api, 'nope');
    } catch (error) {
      caught = error;
    }
    expect(caught).to.be.instanceOf(RangeError);
    expect(sent).to.deep.equal([]);
  });

  it('uses the default code length when the server gives none, and throws a wrong code', async () => {
    const { api } = fakeApi({
      sendVerificationEmailCode: async () => ({}),
      verifyEmailCode: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_VERIFY_CODE_ERROR' })),
    });
    const ticket = await sendChangeEmailCode(api, 'new@example.com');
    expect(ticket.codeLength).to.equal(OTP_DEFAULT_LENGTH);
    let caught: unknown;
    try {
      await verifyChangeEmailCode(api, ticket, '000000');
    } catch (error) {
      caught = error;
    }
    expect((caught as ApiError).key).to.equal('PL_USER_VERIFY_CODE_ERROR');
  });
});
