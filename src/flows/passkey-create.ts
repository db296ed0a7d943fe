/**
 * Creating a passkey for the signed-in account, plain TypeScript: used by the offer after a login
 * and by account security's "Add a passkey". It returns a typed outcome and never throws; the
 * signal ends the browser's prompt too, so a closed popup or a removed element leaves none pending.
 */
import type { PasskeyRegistrationCalls } from '../api/passkey-calls.ts';
import { creationOptionsFromJSON, credentialToJSON, errorName, isCancel, reportRejectedOptions } from './webauthn.ts';
import { rememberPasskeyId, rememberPasskeyUser } from './passkey-memory.ts';

export type PasskeyCreateOutcome =
  | { kind: 'created'; credentialId: string }
  /** The authenticator already holds a passkey of this account (excludeCredentials matched). */
  | { kind: 'exists' }
  | { kind: 'cancelled' }
  | { kind: 'aborted' }
  | { kind: 'failed'; error: unknown };

/**
 * Create a passkey for the signed-in account and register it with the server; `proof` is the
 * recent verification account security holds (the offer right after a login needs none).
 */
export async function createPasskey(
  api: PasskeyRegistrationCalls,
  { signal, userId, proof }: { signal: AbortSignal; userId?: string | number; proof?: string },
): Promise<PasskeyCreateOutcome> {
  try {
    const options = await api.passkeyRegisterOptions({ proof }, { signal });
    const credential = await navigator.credentials.create({ publicKey: creationOptionsFromJSON(options), signal }).catch((error: unknown) => {
      if (!signal.aborted) reportRejectedOptions('create', error);
      throw error;
    });
    if (!(credential instanceof PublicKeyCredential)) return { kind: 'cancelled' };
    const registered = await api.passkeyRegister({ credential: credentialToJSON(credential) }, { signal });
    rememberPasskeyUser(userId);
    rememberPasskeyId(registered.credentialId);
    return { kind: 'created', credentialId: registered.credentialId };
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    if (errorName(error) === 'InvalidStateError') {
      rememberPasskeyUser(userId);
      return { kind: 'exists' };
    }
    if (isCancel(error)) return { kind: 'cancelled' };
    return { kind: 'failed', error };
  }
}
