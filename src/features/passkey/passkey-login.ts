/**
 * The Login screen's passkey requests. As the screen opens, a conditional request lets
 * the browser's autofill on the login-name field offer the shopper's passkeys. The button makes a
 * modal request, after aborting the conditional one (a browser holds one WebAuthn request at a
 * time). A second press while the prompt is up does nothing. `stop()` (screen left, popup closed)
 * aborts both. Loaded with the Login screen only where WebAuthn exists.
 */
import type { Api } from '../../api/index.ts';
import { loginWithPasskey, type PasskeyLoginOutcome } from './passkey.ts';

export interface PasskeyLoginDeps {
  api: Pick<Api, 'passkeyLoginOptions' | 'loginByPasskey'>;
  /** The popup's signal: closing the popup ends every request. */
  signal: AbortSignal;
  /** What a request ended with; a dismissed conditional request is not reported (nothing was asked). */
  onOutcome(outcome: PasskeyLoginOutcome, how: 'autofill' | 'button'): void;
}

export interface PasskeyLogin {
  /** Starts the autofill request where the browser supports conditional mediation. */
  startAutofill(): Promise<void>;
  /** The "Log in with a passkey" button. */
  press(): Promise<void>;
  stop(): void;
}

async function conditionalMediationAvailable(): Promise<boolean> {
  try {
    return (await PublicKeyCredential.isConditionalMediationAvailable?.()) === true;
  } catch {
    return false;
  }
}

export function createPasskeyLogin({ api, signal, onOutcome }: PasskeyLoginDeps): PasskeyLogin {
  let stopped = signal.aborted;
  let autofill: { controller: AbortController; done: Promise<PasskeyLoginOutcome> } | undefined;
  let modal: AbortController | undefined;
  const onClose = () => stop();
  signal.addEventListener('abort', onClose, { once: true });

  async function startAutofill() {
    const busy = () => stopped || autofill !== undefined || modal !== undefined;
    if (busy() || !(await conditionalMediationAvailable()) || busy()) return;
    const controller = new AbortController();
    const done = loginWithPasskey(api, { signal: controller.signal, conditional: true });
    autofill = { controller, done };
    const outcome = await done;
    if (autofill?.controller === controller) autofill = undefined;
    // Autofill asked nothing of the shopper until a passkey was picked: a failure before that
    // (options refused, browser refused the request) stays quiet; the button still works.
    if (!stopped && (outcome.kind === 'success' || (outcome.kind === 'failed' && outcome.chosen))) onOutcome(outcome, 'autofill');
  }

  async function press() {
    if (stopped || modal) return;
    const controller = new AbortController();
    modal = controller;
    let outcome: PasskeyLoginOutcome | undefined;
    try {
      const pending = autofill;
      autofill = undefined;
      if (pending) {
        pending.controller.abort();
        const ended = await pending.done;
        // The shopper picked a passkey from autofill just before pressing: that login goes on
        // (its outcome is reported by startAutofill), and no second prompt opens.
        if (ended.kind === 'success' || (ended.kind === 'failed' && ended.chosen)) return;
      }
      if (stopped) return;
      outcome = await loginWithPasskey(api, { signal: controller.signal });
      if (!stopped) onOutcome(outcome, 'button');
    } finally {
      modal = undefined;
    }
    // Autofill keeps offering passkeys after a dismissed prompt (not after a login: that one
    // goes on to close the popup, and a second request would sign in twice).
    if (!stopped && outcome?.kind === 'cancelled') void startAutofill();
  }

  function stop() {
    stopped = true;
    signal.removeEventListener('abort', onClose);
    autofill?.controller.abort();
    autofill = undefined;
    modal?.abort();
  }

  return { startAutofill, press, stop };
}
