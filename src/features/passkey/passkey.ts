/**
 * Passkey sign-in, plain TypeScript: each flow takes the api and a signal
 * and returns a typed outcome; it never throws. Closing the popup aborts the signal, which ends
 * the browser's prompt too, so nothing is left pending.
 */
import type { Api, LoginResult } from '../../api/index.ts';
import { credentialToJSON, isCancel, reportRejectedOptions, requestOptionsFromJSON } from '../../flows/webauthn.ts';
import { rememberPasskeyId, rememberPasskeyUser } from '../../flows/passkey-memory.ts';

export type PasskeyLoginOutcome =
  | { kind: 'success'; result: LoginResult }
  /** The shopper dismissed the prompt, or it timed out (NotAllowedError, AbortError). */
  | { kind: 'cancelled' }
  /** We aborted it (popup closed, another request took over). */
  | { kind: 'aborted' }
  /**
   * The server refused (e.g. a passkey it does not know) or the network failed; `chosen`: after
   * the shopper picked a passkey (before, nothing was asked of them).
   */
  | { kind: 'failed'; error: unknown; chosen: boolean };

/**
 * Sign in with a passkey. `conditional`: the request that lets the browser's autofill on the
 * login-name field offer the shopper's passkeys; otherwise the browser's own modal prompt.
 */
export async function loginWithPasskey(
  api: Pick<Api, 'passkeyLoginOptions' | 'loginByPasskey'>,
  { signal, conditional = false }: { signal: AbortSignal; conditional?: boolean },
): Promise<PasskeyLoginOutcome> {
  let chosen = false;
  try {
    const options = await api.passkeyLoginOptions({ signal });
    const credential = await navigator.credentials
      .get({ publicKey: requestOptionsFromJSON(options), mediation: conditional ? 'conditional' : 'optional', signal })
      .catch((error: unknown) => {
        if (!signal.aborted) reportRejectedOptions('get', error);
        throw error;
      });
    if (!(credential instanceof PublicKeyCredential)) return { kind: 'cancelled' };
    chosen = true;
    const result = await api.loginByPasskey({ credential: credentialToJSON(credential) }, { signal });
    rememberPasskeyUser(result.userId ?? result.user?.id);
    rememberPasskeyId(credential.id);
    return { kind: 'success', result };
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    if (isCancel(error)) return { kind: 'cancelled' };
    return { kind: 'failed', error, chosen };
  }
}
