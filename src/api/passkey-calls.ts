/**
 * The passkey shapes of the wire protocol *(ours)* and the registration calls, which two features
 * make: the offer after a login (the passkey feature) and "Add a passkey" in account security.
 * Each feature's api slice spreads `passkeyRegistrationCalls`; nothing here is on the first open.
 */
import * as v from 'valibot';
import { looseObject, object, opt, OptString, OptText, readAnswer, Text } from './answer-schemas.ts';
import { moduleOf, type ApiTransport } from './transport.ts';
import type { CallOptions } from './types.ts';

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

/** A WebAuthn binary field as the server sends it: base64url, no padding. */
const Base64Url = v.pipe(v.string(), v.nonEmpty(), v.regex(/^[\w-]+$/));
const Descriptors = opt(v.array(looseObject({ id: Base64Url, type: v.string(), transports: opt(v.array(v.string())) })));
const Timeout = opt(v.pipe(v.number(), v.finite(), v.minValue(0)));

/** Options reach `navigator.credentials.get()` only in this shape. */
export const PasskeyRequestOptionsSchema = looseObject({
  challenge: Base64Url,
  rpId: OptString,
  timeout: Timeout,
  userVerification: OptString,
  allowCredentials: Descriptors,
});

const PasskeyCreationOptionsSchema = looseObject({
  challenge: Base64Url,
  rp: looseObject({ name: v.string(), id: OptString }),
  user: looseObject({ id: Base64Url, name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(looseObject({ type: v.string(), alg: v.pipe(v.number(), v.integer()) })),
  timeout: Timeout,
  excludeCredentials: Descriptors,
  authenticatorSelection: opt(looseObject({})),
  attestation: OptString,
});

const PasskeyRegistrationSchema = object({ credentialId: Text, createdAt: OptText });

export interface PasskeyRegistrationCalls {
  /**
   * A new passkey is a new way in: the server wants a recent-verification `proof`, or a login of
   * this session as recent (the offer right after a login sends none).
   */
  passkeyRegisterOptions(request?: { proof?: string }, options?: CallOptions): Promise<PasskeyCreationOptionsJSON>;
  passkeyRegister(request: { credential: PasskeyCredentialJSON }, options?: CallOptions): Promise<PasskeyRegistration>;
}

export const passkeyRegistrationCalls = ({ member }: ApiTransport): PasskeyRegistrationCalls => ({
  async passkeyRegisterOptions({ proof } = {}, { signal } = {}) {
    const body = proof ? { proof } : {};
    return readAnswer('passkeyRegisterOptions', PasskeyCreationOptionsSchema, await moduleOf(member.post('/user/api/passkeyRegisterOptions', body, { signal })));
  },

  async passkeyRegister(request, { signal } = {}) {
    return readAnswer('passkeyRegister', PasskeyRegistrationSchema, await moduleOf(member.post('/user/api/passkeyRegister', { credential: request.credential }, { signal })));
  },
});
