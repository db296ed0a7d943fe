/**
 * ProfileComplete after a sign-up (SPEC §2, §3, §4, §5): step 1 nickname + password
 * (completeProfileByRegisterToken), step 2 gender + birthday (updateUserProfile). Empty fields are
 * left out of the payloads. Plain TypeScript, no React.
 */
import type { Api, Gender, LoginResult } from '../../api/index.ts';
import { prepareNewPassword, type NewPasswordRefusal } from '../../flows/new-password.ts';

export type ProfileApi = Pick<Api, 'completeProfileByRegisterToken' | 'updateUserProfile'>;

/** What ProfileComplete is opened with by the next-step router (COMPLETE_PROFILE). */
export interface ProfileParams {
  userId?: string;
  /** The register token. */
  token?: string;
}

export function readProfileParams(params: Record<string, unknown>): ProfileParams {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);
  return { userId: text(params.userId), token: text(params.token) };
}

export type ProfileBaseOutcome = { kind: 'saved'; result?: LoginResult } | NewPasswordRefusal;

export interface ProfileDeps {
  api: ProfileApi;
  signal?: AbortSignal;
  encrypt(password: string): Promise<string>;
  /** The breached-password check (src/flows/breached-password.ts). */
  isBreached(password: string): Promise<boolean>;
}

/**
 * Step 1 (SPEC §4 "confirm (validate password, submit)"): the password rule runs first; the
 * nickname is optional and only sent when filled. Server failures are thrown for the toast, and
 * the step does not advance.
 */
export async function submitProfileBase(deps: ProfileDeps, form: { token: string | undefined; nickname: string; password: string }): Promise<ProfileBaseOutcome> {
  const prepared = await prepareNewPassword(form.password, form.token, deps.encrypt, deps.isBreached);
  if (prepared.kind !== 'ready') return prepared;
  const name = form.nickname.trim();
  const result = await deps.api.completeProfileByRegisterToken({ token: prepared.token, encryptPassword: prepared.encryptPassword, ...(name ? { name } : {}) }, { signal: deps.signal });
  return { kind: 'saved', result };
}

/**
 * Step 2: gender and birthday ('YYYY-MM-DD'). Nothing chosen means nothing to send: no call at
 * all. Returns whether a call was made; a failure is thrown.
 */
export async function submitProfileOtherInfo(deps: Pick<ProfileDeps, 'api' | 'signal'>, form: { gender?: Gender | ''; birthday?: string }): Promise<boolean> {
  const payload = {
    ...(form.gender ? { gender: form.gender } : {}),
    ...(form.birthday ? { birthday: form.birthday } : {}),
  };
  if (Object.keys(payload).length === 0) return false;
  await deps.api.updateUserProfile(payload, { signal: deps.signal });
  return true;
}

/**
 * The login result ProfileComplete finishes with: the sign-up already logged the user in, and the
 * router stopped at COMPLETE_PROFILE before the finish (cookies, header, mkt-login-success). This
 * result has no next step, so the after-login router goes straight to that finish.
 */
export function profileFinishResult(params: ProfileParams, saved?: LoginResult): LoginResult {
  const { loginNextStepAction: _action, loginNextStepActionData: _data, ...rest } = saved ?? {};
  return {
    ...rest,
    ...(params.userId && !rest.userId ? { userId: params.userId } : {}),
    loginType: rest.loginType ?? 'PHONE_OTP',
    isAutoRegister: true,
  };
}
