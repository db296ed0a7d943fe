/**
 * Passkey sign-in and creation, plain TypeScript: each flow takes the api and a signal
 * and returns a typed outcome; it never throws. Closing the popup aborts the signal, which ends
 * the browser's prompt too, so nothing is left pending.
 */
import type { Api, LoginResult } from '../../api/index.ts';
import { creationOptionsFromJSON, credentialToJSON, requestOptionsFromJSON } from './webauthn.ts';
import { rememberPasskeyUser } from './passkey-memory.ts';

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

export type PasskeyCreateOutcome =
  | { kind: 'created' }
  /** The authenticator already holds a passkey of this account (excludeCredentials matched). */
  | { kind: 'exists' }
  | { kind: 'cancelled' }
  | { kind: 'aborted' }
  | { kind: 'failed'; error: unknown };

function errorName(error: unknown): string | undefined {
  return error instanceof DOMException || error instanceof Error ? error.name : undefined;
}

/**
 * The browser refused the server's options (a wrong rpId, a challenge too short, a user id over 64
 * bytes, extensions of the wrong type): the relying party is misconfigured, not the shopper.
 * Monitoring hears the call and the reason, never the values; the shopper's own cancel is not
 * reported.
 */
const CONFIGURATION_ERRORS = ['TypeError', 'SecurityError', 'NotSupportedError', 'SyntaxError', 'DataError'];

function reportRejectedOptions(call: 'get' | 'create', error: unknown): void {
  const reason = errorName(error);
  if (!reason || !CONFIGURATION_ERRORS.includes(reason)) return;
  void import('../../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('passkey-options-rejected', { call: `navigator.credentials.${call}`, reason }));
}

/** The prompt was dismissed or timed out: the browser does not tell which, by design. */
function isCancel(error: unknown): boolean {
  const name = errorName(error);
  return name === 'NotAllowedError' || name === 'AbortError';
}

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
    return { kind: 'success', result };
  } catch (error) {
    if (signal.aborted) return { kind: 'aborted' };
    if (isCancel(error)) return { kind: 'cancelled' };
    return { kind: 'failed', error, chosen };
  }
}

/** Create a passkey for the signed-in account and register it with the server. */
export async function createPasskey(
  api: Pick<Api, 'passkeyRegisterOptions' | 'passkeyRegister'>,
  { signal, userId }: { signal: AbortSignal; userId?: string | number },
): Promise<PasskeyCreateOutcome> {
  try {
    const options = await api.passkeyRegisterOptions({ signal });
    const credential = await navigator.credentials.create({ publicKey: creationOptionsFromJSON(options), signal }).catch((error: unknown) => {
      if (!signal.aborted) reportRejectedOptions('create', error);
      throw error;
    });
    if (!(credential instanceof PublicKeyCredential)) return { kind: 'cancelled' };
    await api.passkeyRegister({ credential: credentialToJSON(credential) }, { signal });
    rememberPasskeyUser(userId);
    return { kind: 'created' };
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
