/**
 * "Log in with a passkey" on the Login screen. Rendered only where WebAuthn exists
 * (`passkeysSupported`); the requests themselves (passkey-login.ts) load there and nowhere else.
 * A conditional request lets the login-name field's autofill offer the shopper's passkeys; the
 * button makes a modal request. Leaving the screen or closing the popup aborts both.
 *
 * When: the conditional request needs a challenge from the server, so the api client. That
 * client loads with the shopper's first activity in Login (a pointer over it, a key, a touch),
 * not with the first paint (first-open budget: it is 13 KB gzip). So on a cold first
 * open the autofill request starts at that first activity, which comes before the shopper can
 * pick from an autofill list; on any later open it starts as the screen opens.
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button/Button.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopupActions, type PopupActions } from '../../kit/use-popup-actions.ts';
import { toast } from '../../stores/toast.ts';
import { preloadScreenChunk, whenLoginNeedsReady } from '../../kit/screen-preload.ts';
import type { PasskeyLogin } from './passkey-login.ts';
import type { PasskeyLoginOutcome } from './passkey.ts';
import { lastUsedMethod } from '../../flows/last-used.ts';
import { LastUsedBadge } from '../../ui/Badge/LastUsedBadge.tsx';

function usePasskeyLogin() {
  const { t } = useTranslation();
  const actions = usePopupActions();
  // The latest actions and texts, for answers that arrive after a re-render.
  const latest = useRef<{ actions: PopupActions; t: typeof t }>({ actions, t });
  latest.current = { actions, t };
  const login = useRef<Promise<PasskeyLogin | undefined>>(undefined);
  const pressed = useRef<() => void>(() => undefined);

  useEffect(() => {
    const { actions } = latest.current;
    const onOutcome = (outcome: PasskeyLoginOutcome, how: 'autofill' | 'button') => {
      const { actions, t } = latest.current;
      if (outcome.kind === 'success') void actions.afterLogin(outcome.result);
      else if (outcome.kind === 'failed') actions.showError(outcome.error);
      // A dismissed or timed-out prompt leaves Login as it was, with a short word.
      else if (outcome.kind === 'cancelled' && how === 'button') toast(t.passkeyCancelled, { lang: actions.context.language });
    };
    // Starts with the api client's preload, or with a press (which does not wait for a preload
    // that may have failed offline). Nothing outside this screen holds on to the wait.
    let stopWaiting: () => void = () => undefined;
    const start = new Promise<void>((resolve) => {
      pressed.current = resolve;
      stopWaiting = whenLoginNeedsReady(resolve);
    });
    const loading = start
      .then(() => import('./passkey-login.ts'))
      .then(
        ({ createPasskeyLogin }) => createPasskeyLogin({ api: actions.api, signal: actions.signal, onOutcome }),
        () => undefined,
      );
    login.current = loading;
    void loading.then((passkeys) => passkeys?.startAutofill());
    return () => {
      stopWaiting();
      void loading.then((passkeys) => passkeys?.stop());
    };
  }, []);

  // The Button stays busy (spinner, aria-busy) until this settles: the prompt is up.
  return async () => {
    // A press is activity too (a keyboard press fires no pointer event before it).
    preloadScreenChunk('login');
    pressed.current();
    const passkeys = await login.current;
    if (passkeys) await passkeys.press();
    // Offline when the screen opened: the module did not arrive (SPEC §8 'Network error').
    else latest.current.actions.showError(new TypeError('The passkey module did not load'));
  };
}

function PasskeyMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
      <circle cx="15" cy="9" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M11.8 12.2 4 20m3-3 2 2m.5-4.5 2 2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

export function PasskeyButton() {
  const { t } = useTranslation();
  const press = usePasskeyLogin();
  const [lastUsed] = useState(() => lastUsedMethod() === 'passkey');
  return (
    <Button part="button passkey-login" color="secondary" fill="outline" block onClick={press}>
      <PasskeyMark />
      {t.passkeyLogin}
      {lastUsed ? <LastUsedBadge /> : null}
    </Button>
  );
}
