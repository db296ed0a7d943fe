/**
 * WebAuthn's binary options and answers as the JSON the wire protocol carries: binary
 * fields are base64url without padding. Written against `navigator.credentials` itself, because
 * helper libraries look for the autofill field in the light DOM and never see our shadow roots.
 */
import type { PasskeyCreationOptionsJSON, PasskeyCredentialJSON, PasskeyDescriptorJSON, PasskeyRequestOptionsJSON } from '../api/passkey-calls.ts';

export function fromBase64Url(text: string): ArrayBuffer {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0)).buffer;
}

export function toBase64Url(bytes: ArrayBuffer | ArrayBufferView): string {
  const view = bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const descriptors = (list: PasskeyDescriptorJSON[] | undefined): PublicKeyCredentialDescriptor[] | undefined =>
  list?.map(({ id, type, transports }) => ({ id: fromBase64Url(id), type: type as PublicKeyCredentialType, transports: transports as AuthenticatorTransport[] | undefined }));

/**
 * Prompt time limits below this (ms) are dropped for the browser's default: `timeout: 0` or `1`
 * from a misconfigured relying party made every prompt fail at once, as if the shopper cancelled.
 */
export const PASSKEY_MIN_TIMEOUT_MS = 10_000;

const usableTimeout = (timeout: number | undefined) => (timeout !== undefined && timeout >= PASSKEY_MIN_TIMEOUT_MS ? timeout : undefined);

export function requestOptionsFromJSON(json: PasskeyRequestOptionsJSON): PublicKeyCredentialRequestOptions {
  return {
    ...json,
    timeout: usableTimeout(json.timeout),
    challenge: fromBase64Url(json.challenge),
    allowCredentials: descriptors(json.allowCredentials),
    userVerification: json.userVerification as UserVerificationRequirement | undefined,
  };
}

export function creationOptionsFromJSON(json: PasskeyCreationOptionsJSON): PublicKeyCredentialCreationOptions {
  return {
    ...json,
    timeout: usableTimeout(json.timeout),
    challenge: fromBase64Url(json.challenge),
    user: { ...json.user, id: fromBase64Url(json.user.id) },
    pubKeyCredParams: json.pubKeyCredParams as PublicKeyCredentialParameters[],
    excludeCredentials: descriptors(json.excludeCredentials),
    attestation: json.attestation as AttestationConveyancePreference | undefined,
  };
}

/** A created or asserted credential as JSON: every ArrayBuffer of its response in base64url. */
export function credentialToJSON(credential: PublicKeyCredential): PasskeyCredentialJSON {
  const response = credential.response as AuthenticatorResponse & Partial<AuthenticatorAttestationResponse & AuthenticatorAssertionResponse>;
  const fields: PasskeyCredentialJSON['response'] = { clientDataJSON: toBase64Url(response.clientDataJSON) };
  for (const name of ['attestationObject', 'authenticatorData', 'signature', 'userHandle'] as const) {
    const value = response[name];
    if (value) fields[name] = toBase64Url(value);
  }
  const transports = response.getTransports?.();
  if (transports) fields.transports = transports;
  return {
    id: credential.id,
    rawId: toBase64Url(credential.rawId),
    type: credential.type,
    response: fields,
    authenticatorAttachment: credential.authenticatorAttachment,
    clientExtensionResults: { ...credential.getClientExtensionResults() },
  };
}

export function errorName(error: unknown): string | undefined {
  return error instanceof DOMException || error instanceof Error ? error.name : undefined;
}

/**
 * The browser refused the server's options (a wrong rpId, a challenge too short, a user id over 64
 * bytes, extensions of the wrong type): the relying party is misconfigured, not the shopper.
 * Monitoring hears the call and the reason, never the values; the shopper's own cancel is not
 * reported.
 */
const CONFIGURATION_ERRORS = ['TypeError', 'SecurityError', 'NotSupportedError', 'SyntaxError', 'DataError'];

export function reportRejectedOptions(call: 'get' | 'create', error: unknown): void {
  const reason = errorName(error);
  if (!reason || !CONFIGURATION_ERRORS.includes(reason)) return;
  void import('../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('passkey-options-rejected', { call: `navigator.credentials.${call}`, reason }));
}

/** The prompt was dismissed or timed out: the browser does not tell which, by design. */
export function isCancel(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}
