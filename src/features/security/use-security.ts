/**
 * The state of one `<mkt-account-security>`: who is signed in (its own calls tell: a refusal for
 * want of a login shows the signed-out state), the account, its passkeys and sessions, and the
 * recent-verification proof the sensitive changes carry. A failed reload keeps what was listed
 * and says so; a change is confirmed by the server's answer before the lists change, so nothing
 * shows half done.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '../../api/index.ts';
import { userMessage } from '../../api/errors.ts';
import { dispatchMktEvent } from '../../events/dispatch.ts';
import type { SecurityChangeKind } from '../../events/security-change.ts';
import { $session, forgetSession } from '../../stores/session.ts';
import { announceSession, followOtherTabs } from '../../stores/session-sync.ts';
import { toast } from '../../stores/toast.ts';
import { useTranslation } from '../../ui/i18n-context.tsx';
import type { AccountPasskey, AccountSession, SecurityAccount } from './api.ts';
import { hasKey, isAborted, isLoggedOut, RECENT_VERIFICATION_REQUIRED } from './security-errors.ts';

/** A proof this close to its end is not used: the change could reach the server after it. */
const PROOF_MARGIN_MS = 15_000;

export interface SecurityData {
  account: SecurityAccount;
  passkeys: AccountPasskey[];
  sessions: AccountSession[];
}

export type SecurityStatus = 'loading' | 'signed-out' | 'ready';

/** Asks the shopper to verify (the step-up dialog); resolves with a proof, or undefined when they cancel. */
export type StepUpRequest = () => Promise<{ proof: string; expiresAt: string } | undefined>;

export interface SecurityModel {
  api: ApiClient;
  status: SecurityStatus;
  data: SecurityData | undefined;
  /** The last reload failed (the lists shown are the ones before it). */
  loadFailed: boolean;
  signal: AbortSignal;
  reload(): Promise<void>;
  /**
   * Runs a sensitive change with a fresh proof: the one in hand while it is fresh, else one from
   * the step-up; a refusal for want of one asks again once. False when the shopper cancelled or it
   * failed (the failure was said).
   */
  withProof(change: (proof: string) => Promise<void>): Promise<boolean>;
  /** Runs a change; says its failure (toast, or the signed-out state) and returns false. */
  attempt(change: () => Promise<void>): Promise<boolean>;
  /** Tells the page (`mkt-security-change`) and the shopper (a toast), then reloads the lists. */
  changed(kind: SecurityChangeKind, message: string): Promise<void>;
  /** The session ended under us: the signed-out state, for this tab's header and the others. */
  signedOut(): void;
  /** Says a failure: the signed-out state, or SPEC §8's toast (the server's words, else Network error). */
  report(error: unknown): void;
  /** A toast in the element's language. */
  notify(message: string): void;
}

export function useSecurity({ api, host, signal, stepUp }: { api: ApiClient; host: HTMLElement; signal: AbortSignal; stepUp: StepUpRequest }): SecurityModel {
  const { t, lang } = useTranslation();
  const [status, setStatus] = useState<SecurityStatus>('loading');
  const [data, setData] = useState<SecurityData>();
  const [loadFailed, setLoadFailed] = useState(false);
  const proof = useRef<{ value: string; expiresAt: number }>(undefined);

  const signedOut = useCallback(() => {
    proof.current = undefined;
    setData(undefined);
    setStatus('signed-out');
    if ($session.get().status === 'logged-in') {
      forgetSession();
      announceSession({ kind: 'logout' });
    }
  }, []);

  const reload = useCallback(async () => {
    try {
      const [account, passkeys, sessions] = await Promise.all([api.securityAccount({ signal }), api.securityPasskeys({ signal }), api.securitySessions({ signal })]);
      setData({ account, passkeys, sessions });
      setLoadFailed(false);
      setStatus('ready');
    } catch (error) {
      if (isAborted(error, signal)) return;
      if (isLoggedOut(error)) signedOut();
      else setLoadFailed(true);
    }
  }, [api, signal, signedOut]);

  const say = useCallback(
    (error: unknown) => {
      if (isAborted(error, signal)) return;
      if (isLoggedOut(error)) signedOut();
      else toast(userMessage(error, t), { lang });
    },
    [signal, signedOut, t, lang],
  );

  const attempt = useCallback(
    async (change: () => Promise<void>) => {
      try {
        await change();
        return true;
      } catch (error) {
        say(error);
        return false;
      }
    },
    [say],
  );

  const withProof = useCallback(
    async (change: (proof: string) => Promise<void>) => {
      for (let asked = 0; asked < 2; asked++) {
        const held = proof.current;
        let value = held && held.expiresAt - Date.now() > PROOF_MARGIN_MS ? held.value : undefined;
        if (!value) {
          const verified = await stepUp();
          if (!verified || signal.aborted) return false;
          value = verified.proof;
          proof.current = { value, expiresAt: new Date(verified.expiresAt).getTime() };
        }
        try {
          await change(value);
          return true;
        } catch (error) {
          if (!hasKey(error, RECENT_VERIFICATION_REQUIRED)) {
            say(error);
            return false;
          }
          proof.current = undefined;
        }
      }
      return false;
    },
    [stepUp, signal, say],
  );

  const changed = useCallback(
    async (kind: SecurityChangeKind, message: string) => {
      dispatchMktEvent(host, 'mkt-security-change', { kind });
      toast(message, { lang });
      await reload();
    },
    [host, lang, reload],
  );

  useEffect(() => {
    void reload();
    // A login in the popup or another tab fills the element in; a logout empties it.
    const offSession = $session.listen((session) => {
      if (session.status === 'logged-in') void reload();
      else if (session.status === 'anonymous') signedOut();
    });
    const offTabs = followOtherTabs();
    // The next check of a tab shown again: a session ended on another device shows here then.
    const onVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      offSession();
      offTabs();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [reload, signedOut]);

  return { api, status, data, loadFailed, signal, reload, withProof, attempt, changed, signedOut, report: say, notify: (message: string) => toast(message, { lang }) };
}
