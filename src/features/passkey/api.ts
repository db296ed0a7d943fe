/** The passkey calls (wire protocol *(ours)*): WebAuthn options, the login and the registration. */
import { SESSION_COOKIE_EXPIRY } from '../../config/constants.ts';
import { readLoginResult, type ApiTransport, type CallOptions, type LoginResult } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import { moduleOf } from '../../api/transport.ts';
import {
  passkeyRegistrationCalls,
  PasskeyRequestOptionsSchema,
  type PasskeyCredentialJSON,
  type PasskeyRegistrationCalls,
  type PasskeyRequestOptionsJSON,
} from '../../api/passkey-calls.ts';

export interface PasskeyCalls extends PasskeyRegistrationCalls {
  passkeyLoginOptions(options?: CallOptions): Promise<PasskeyRequestOptionsJSON>;
  loginByPasskey(request: { credential: PasskeyCredentialJSON }, options?: CallOptions): Promise<LoginResult>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends PasskeyCalls {}
}

export const apiSlice = (transport: ApiTransport): PasskeyCalls => ({
  ...passkeyRegistrationCalls(transport),

  async passkeyLoginOptions({ signal } = {}) {
    // A GET (wire protocol): it changes nothing but a short-lived challenge, and needs no
    // anti-forgery token, so it never races a login for the session.
    return readAnswer('passkeyLoginOptions', PasskeyRequestOptionsSchema, await moduleOf(transport.member.get('/user/api/passkeyLoginOptions', { signal })));
  },

  async loginByPasskey(request, { signal } = {}) {
    const module = await moduleOf(
      transport.member.post('/user/api/loginByPasskey', { credential: request.credential, cookieExpiredTime: SESSION_COOKIE_EXPIRY }, { signal }),
    );
    return readLoginResult(module, 'loginByPasskey');
  },
});
