/** The passkey calls (wire protocol *(ours)*): WebAuthn options, the login and the registration. */
import { SESSION_COOKIE_EXPIRY } from '../../config/constants.ts';
import { readLoginResult, type ApiTransport, type CallOptions, type LoginResult } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import { moduleOf } from '../../api/transport.ts';
import { PasskeyCreationOptionsSchema, PasskeyRegistrationSchema, PasskeyRequestOptionsSchema } from './answer-schemas.ts';

/**
 * A WebAuthn credential as JSON (base64url fields), the shape relying-party libraries
 * read (`RegistrationResponseJSON` / `AuthenticationResponseJSON`).
 */
export interface PasskeyCredentialJSON {
  id: string;
  rawId: string;
  type: string;
  response: Record<string, string | string[] | null | undefined>;
  authenticatorAttachment?: string | null;
  clientExtensionResults: Record<string, unknown>;
}

/** A descriptor of a known credential in options: id in base64url. */
export interface PasskeyDescriptorJSON {
  id: string;
  type: string;
  transports?: string[];
}

/** The server's `navigator.credentials.get()` options, binary fields in base64url. */
export interface PasskeyRequestOptionsJSON {
  challenge: string;
  rpId?: string;
  timeout?: number;
  userVerification?: string;
  allowCredentials?: PasskeyDescriptorJSON[];
}

/** The server's `navigator.credentials.create()` options, binary fields in base64url. */
export interface PasskeyCreationOptionsJSON {
  challenge: string;
  rp: { name: string; id?: string };
  user: { id: string; name: string; displayName: string };
  pubKeyCredParams: { type: string; alg: number }[];
  timeout?: number;
  excludeCredentials?: PasskeyDescriptorJSON[];
  authenticatorSelection?: Record<string, unknown>;
  attestation?: string;
}

export interface PasskeyRegistration {
  credentialId: string;
  createdAt?: string;
}

export interface PasskeyCalls {
  passkeyLoginOptions(options?: CallOptions): Promise<PasskeyRequestOptionsJSON>;
  loginByPasskey(request: { credential: PasskeyCredentialJSON }, options?: CallOptions): Promise<LoginResult>;
  passkeyRegisterOptions(options?: CallOptions): Promise<PasskeyCreationOptionsJSON>;
  passkeyRegister(request: { credential: PasskeyCredentialJSON }, options?: CallOptions): Promise<PasskeyRegistration>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends PasskeyCalls {}
}

export const apiSlice = ({ member }: ApiTransport): PasskeyCalls => ({
  async passkeyLoginOptions({ signal } = {}) {
    // A GET (wire protocol): it changes nothing but a short-lived challenge, and needs no
    // anti-forgery token, so it never races a login for the session.
    return readAnswer('passkeyLoginOptions', PasskeyRequestOptionsSchema, await moduleOf(member.get('/user/api/passkeyLoginOptions', { signal })));
  },

  async loginByPasskey(request, { signal } = {}) {
    const module = await moduleOf(
      member.post('/user/api/loginByPasskey', { credential: request.credential, cookieExpiredTime: SESSION_COOKIE_EXPIRY }, { signal }),
    );
    return readLoginResult(module, 'loginByPasskey');
  },

  async passkeyRegisterOptions({ signal } = {}) {
    return readAnswer('passkeyRegisterOptions', PasskeyCreationOptionsSchema, await moduleOf(member.post('/user/api/passkeyRegisterOptions', {}, { signal })));
  },

  async passkeyRegister(request, { signal } = {}) {
    return readAnswer('passkeyRegister', PasskeyRegistrationSchema, await moduleOf(member.post('/user/api/passkeyRegister', { credential: request.credential }, { signal })));
  },
});
