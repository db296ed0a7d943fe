/** The password login call (SPEC §7), a slice of the api client. */
import { APP_VERSION_LOGIN, SESSION_COOKIE_EXPIRY } from '../../config/constants.ts';
import { readLoginResult, type ApiTransport, type CallOptions, type LoginResult } from '../../api/index.ts';
import { moduleOf } from '../../api/transport.ts';

export interface PasswordLoginRequest {
  loginName: string;
  /** The password encrypted with the RSA public key; the api layer never sees the plain text. */
  encryptPassword: string;
}

export interface PasswordCalls {
  login(request: PasswordLoginRequest, options?: CallOptions): Promise<LoginResult>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends PasswordCalls {}
}

export const apiSlice = ({ member }: ApiTransport): PasswordCalls => ({
  async login(request, { signal } = {}) {
    const module = await moduleOf(
      member.post('/user/api/login', { ...request, version: APP_VERSION_LOGIN, cookieExpiredTime: SESSION_COOKIE_EXPIRY }, { signal }),
    );
    return readLoginResult(module);
  },
});
