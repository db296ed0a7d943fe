import { expect } from '@open-wc/testing';
import { ApiError } from '../../../src/api/errors.ts';
import type { CompleteProfileRequest, UpdateProfileRequest } from '../../../src/features/profile/api.ts';
import { profileFinishResult, readProfileParams, submitProfileBase, submitProfileOtherInfo, type ProfileApi } from '../../../src/features/profile/profile.ts';
import { RsaError } from '../../../src/security/rsa.ts';

function fakeApi(overrides: Partial<ProfileApi> = {}) {
  const base: CompleteProfileRequest[] = [];
  const other: UpdateProfileRequest[] = [];
  const api: ProfileApi = {
    completeProfileByRegisterToken: async (request) => {
      base.push(request);
      return { user: { id: '7', name: request.name } };
    },
    updateUserProfile: async (request) => {
      other.push(request);
    },
    ...overrides,
  };
  return { api, base, other };
}

const encrypt = async (plain: string) => `enc(${plain})`;
/** The breached-password check: nothing in these tests is breached but the one password below. */
const isBreached = async (plain: string) => plain === BREACHED;
const BREACHED = 'Qwerty@123';
const GOOD = 'Abcdef1!';

describe('profile flow (SPEC §4 Profile, §5)', () => {
  it('step 1 checks the password first and sends nothing while it fails', async () => {
    const { api, base } = fakeApi();
    const outcome = await submitProfileBase({ api, encrypt, isBreached }, { token: 'reg', nickname: 'Ana', password: 'abc' });
    expect(outcome.kind).to.equal('invalid');
    expect((outcome as { check: { errors: string[] } }).check.errors).to.deep.equal(['length', 'composition']);
    expect(base).to.deep.equal([]);
  });

  it('step 1 sends token, nickname and the encrypted password', async () => {
    const { api, base } = fakeApi();
    const outcome = await submitProfileBase({ api, encrypt, isBreached }, { token: 'reg', nickname: '  Ana  ', password: GOOD });
    expect(outcome.kind).to.equal('saved');
    expect(base).to.deep.equal([{ token: 'reg', name: 'Ana', encryptPassword: `enc(${GOOD})` }]);
  });

  it('never sends a password known from breaches: refused after the rule passes', async () => {
    const { api, base } = fakeApi();
    expect((await submitProfileBase({ api, encrypt, isBreached }, { token: 'reg', nickname: 'Ana', password: BREACHED })).kind).to.equal('breached');
    expect(base).to.deep.equal([]);
  });

  it('leaves an empty nickname out of the payload', async () => {
    const { api, base } = fakeApi();
    await submitProfileBase({ api, encrypt, isBreached }, { token: 'reg', nickname: '   ', password: GOOD });
    expect(base[0]).to.not.have.property('name');
  });

  it('never sends when encryption fails or the token is missing', async () => {
    const { api, base } = fakeApi();
    const failed = await submitProfileBase({ api, encrypt: () => Promise.reject(new RsaError('too-long', 'x')), isBreached }, { token: 'reg', nickname: '', password: GOOD });
    expect(failed).to.deep.equal({ kind: 'encryption-failed', code: 'too-long' });
    expect((await submitProfileBase({ api, encrypt, isBreached }, { token: undefined, nickname: '', password: GOOD })).kind).to.equal('missing-token');
    expect(base).to.deep.equal([]);
  });

  it('a failed step 1 throws for the toast (the step does not advance)', async () => {
    const { api } = fakeApi({ completeProfileByRegisterToken: () => Promise.reject(new ApiError('business', 'x', { key: 'PL_USER_TOKEN_INVALID' })) });
    let caught: unknown;
    try {
      await submitProfileBase({ api, encrypt, isBreached }, { token: 'reg', nickname: '', password: GOOD });
    } catch (error) {
      caught = error;
    }
    expect((caught as ApiError).key).to.equal('PL_USER_TOKEN_INVALID');
  });

  it('step 2 sends gender and birthday, leaving empty ones out, and nothing at all when both are empty', async () => {
    const { api, other } = fakeApi();
    expect(await submitProfileOtherInfo({ api }, { gender: 'female', birthday: '1990-02-03' })).to.equal(true);
    expect(await submitProfileOtherInfo({ api }, { gender: '', birthday: '2000-01-01' })).to.equal(true);
    expect(await submitProfileOtherInfo({ api }, { gender: 'male', birthday: '' })).to.equal(true);
    expect(await submitProfileOtherInfo({ api }, { gender: '', birthday: '' })).to.equal(false);
    expect(other).to.deep.equal([{ gender: 'female', birthday: '1990-02-03' }, { birthday: '2000-01-01' }, { gender: 'male' }]);
  });

  it('finishes with a login result that has no next step (the router goes to its finish)', () => {
    const result = profileFinishResult({ userId: '7', token: 'reg' }, { user: { id: '7', name: 'Ana' }, loginNextStepAction: 'COMPLETE_PROFILE' });
    expect(result.loginNextStepAction).to.equal(undefined);
    expect(result).to.deep.include({ userId: '7', isAutoRegister: true, loginType: 'PHONE_OTP' });
    expect(result.user?.name).to.equal('Ana');
    expect(profileFinishResult({}).loginNextStepAction).to.equal(undefined);
  });

  it('reads its params defensively', () => {
    expect(readProfileParams({ userId: 7, token: 'reg' })).to.deep.equal({ userId: '7', token: 'reg' });
    expect(readProfileParams({ userId: null, token: '' })).to.deep.equal({ userId: undefined, token: undefined });
  });
});
