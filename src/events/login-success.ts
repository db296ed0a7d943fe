import type { PublicLoginResult } from './public-login-result.ts';

/** `mkt-login-success`: a login finished (any flow). Detail carries no secrets. */
export interface LoginSuccessDetail {
  result: PublicLoginResult;
  loginType: string | undefined;
  isNewUser: boolean;
}
export type LoginSuccessEvent = CustomEvent<LoginSuccessDetail>;
