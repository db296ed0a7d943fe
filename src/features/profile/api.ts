/** The profile feature's own calls (SPEC §5): completing a new account and updating the profile. */
import { readLoginResult, type ApiTransport, type CallOptions, type Gender, type LoginResult } from '../../api/index.ts';

export interface CompleteProfileRequest {
  /** The register token. */
  token: string;
  name?: string;
  encryptPassword: string;
}

export interface UpdateProfileRequest {
  gender?: Gender;
  /** year-month-day joined by hyphens (SPEC §3). */
  birthday?: string;
}

export interface ProfileCalls {
  completeProfileByRegisterToken(request: CompleteProfileRequest, options?: CallOptions): Promise<LoginResult | undefined>;
  updateUserProfile(request: UpdateProfileRequest, options?: CallOptions): Promise<void>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends ProfileCalls {}
}

export const apiSlice = ({ withAntiForgery }: ApiTransport): ProfileCalls => ({
  async completeProfileByRegisterToken(request, { signal } = {}) {
    const data = await withAntiForgery('completeProfileByRegisterToken', { ...request }, { method: 'POST', signal });
    return data === undefined || data === null ? undefined : readLoginResult(data, 'completeProfileByRegisterToken');
  },

  async updateUserProfile(request, { signal } = {}) {
    // SPEC §5: empty fields are left out of the payload.
    const payload = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== ''));
    await withAntiForgery('updateUserProfile', payload, { method: 'POST', needLogin: true, signal });
  },
});
