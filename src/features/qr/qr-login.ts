/**
 * QR-code login (SPEC §4 "QR login", §7 generateQrCodeUrl / checkQrCodeStatus / loginByQrCode).
 *
 * On start a code is requested, then its status is polled every `interval` ms: PENDING counts a
 * round and the code is refreshed when the rounds reach `expire`; SUCCESS stops polling and
 * exchanges the token for a login; FAILURE (or any other status) fetches a fresh code; a poll
 * error is reported and a fresh code fetched. The next poll is only scheduled once the previous
 * answer arrived, so two polls never overlap however slow the server is.
 *
 * Polling stops for good on `stop()` or when `signal` aborts (the popup closed), and pauses while
 * the tab is hidden; back in view after more than one expiry, a fresh code is fetched.
 * Plain TypeScript: the api, the clock and the visibility source are injected.
 */
import { scheduleTimedHint } from '../../flows/timed-hint.ts';
import type { Api, LoginResult } from '../../api/index.ts';
import type { Clock } from '../../api/http.ts';
import {
  QR_DEFAULT_EXPIRE_ROUNDS,
  QR_DEFAULT_INTERVAL_MS,
  QR_HINT_SHOW_DELAY_MS,
  QR_HINT_VISIBLE_MS,
  QR_MAX_EXPIRE_ROUNDS,
  QR_MAX_INTERVAL_MS,
  QR_MIN_INTERVAL_MS,
} from '../../config/constants.ts';

/** SPEC §3 QR app operation status. */
export const QR_STATUS = { pending: 'PENDING', success: 'SUCCESS', failure: 'FAILURE' } as const;

export type QrLoginApi = Pick<Api, 'generateQrCodeUrl' | 'checkQrCodeStatus' | 'loginByQrCode'>;

/** What the screen draws. */
export type QrLoginState =
  /** Asking for a code (first time or refresh). */
  | { phase: 'loading' }
  /** A code to show; `scanned` once the app reported the scan. */
  | { phase: 'waiting'; qrLoginUrl: string; requestId: string; scanned: boolean }
  /** The app confirmed: the token is being exchanged, then the login is finished. */
  | { phase: 'exchanging' }
  /** SPEC §4: the exchange failed: scan-completed view plus an error view with the message. */
  | { phase: 'exchange-failed'; error: unknown }
  /** No code could be fetched: error text, the check-connection hint and a Rescan button. */
  | { phase: 'error'; error: unknown }
  /** Polling stopped (closed, switched to password login). */
  | { phase: 'stopped' };

/** Whether the page is in view; `onChange` returns its unsubscribe. */
export interface VisibilitySource {
  isHidden(): boolean;
  onChange(listener: () => void): () => void;
}

export interface QrLoginDeps {
  api: QrLoginApi;
  /** The popup's signal: aborting it stops everything, and no request goes out afterwards. */
  signal: AbortSignal;
  clock: Clock;
  onState(state: QrLoginState): void;
  /** A poll failed: the screen shows the 'qr' toast variant (SPEC §8 'Network Error'). */
  onPollError(error: unknown): void;
  /** The exchange succeeded: the after-login router takes over. */
  onLogin(result: LoginResult): unknown;
  visibility?: VisibilitySource;
}

export interface QrPollingValues {
  intervalMs: number;
  expireRounds: number;
}

function positiveNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

/**
 * Server values that are missing, zero, negative, NaN or absurd fall back to safe defaults
 * (SPEC §9 samples: 5000 ms, 20 rounds).
 */
export function safePollingValues(interval: unknown, expire: unknown): QrPollingValues {
  const intervalMs = positiveNumber(interval);
  const rounds = positiveNumber(expire);
  return {
    intervalMs: intervalMs !== undefined && intervalMs >= QR_MIN_INTERVAL_MS && intervalMs <= QR_MAX_INTERVAL_MS ? intervalMs : QR_DEFAULT_INTERVAL_MS,
    expireRounds: rounds !== undefined && rounds <= QR_MAX_EXPIRE_ROUNDS ? Math.ceil(rounds) : QR_DEFAULT_EXPIRE_ROUNDS,
  };
}

export interface QrLoginController {
  /** Fetches the first code and starts polling. */
  start(): void;
  /** Rescan / refresh: a fresh code, polling from round zero. */
  refresh(): void;
  /** Stops polling for good (no request afterwards). */
  stop(): void;
  /** Polls sent so far (diagnostics and tests). */
  readonly pollCount: number;
}

export function createQrLogin(deps: QrLoginDeps): QrLoginController {
  const { api, clock, signal } = deps;
  let stopped = false;
  let timer: unknown;
  /** Aborts the calls of the current code when it is replaced or polling stops. */
  let codeAborter: AbortController | undefined;
  let code: { requestId: string; qrLoginUrl: string; values: QrPollingValues; rounds: number; scanned: boolean } | undefined;
  let pollInFlight = false;
  let pollCount = 0;
  let hiddenSince: number | undefined;
  let unsubscribeVisibility: (() => void) | undefined;

  const setState = (state: QrLoginState) => {
    if (!stopped || state.phase === 'stopped') deps.onState(state);
  };

  const clearTimer = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
  };

  const paused = () => hiddenSince !== undefined;

  function schedulePoll() {
    clearTimer();
    if (stopped || paused() || !code || pollInFlight) return;
    timer = clock.setTimeout(() => {
      timer = undefined;
      void poll();
    }, code.values.intervalMs);
  }

  async function fetchCode() {
    clearTimer();
    codeAborter?.abort();
    if (stopped) return;
    const aborter = new AbortController();
    codeAborter = aborter;
    code = undefined;
    pollInFlight = false;
    setState({ phase: 'loading' });
    const callSignal = AbortSignal.any([signal, aborter.signal]);
    try {
      const answer = await api.generateQrCodeUrl({ signal: callSignal });
      if (stopped || codeAborter !== aborter) return;
      code = {
        requestId: answer.requestId,
        qrLoginUrl: answer.qrLoginUrl,
        values: safePollingValues(answer.interval, answer.expire),
        rounds: 0,
        scanned: false,
      };
      setState({ phase: 'waiting', qrLoginUrl: code.qrLoginUrl, requestId: code.requestId, scanned: false });
      schedulePoll();
    } catch (error) {
      if (stopped || codeAborter !== aborter) return;
      setState({ phase: 'error', error });
    }
  }

  async function poll() {
    if (stopped || paused() || !code || pollInFlight) return;
    const current = code;
    const aborter = codeAborter!;
    pollInFlight = true;
    pollCount += 1;
    let status;
    try {
      status = await api.checkQrCodeStatus({ requestId: current.requestId }, { signal: AbortSignal.any([signal, aborter.signal]) });
    } catch (error) {
      pollInFlight = false;
      if (stopped || code !== current) return;
      // SPEC §8: QR poll error: toast, then refresh code.
      deps.onPollError(error);
      void fetchCode();
      return;
    }
    pollInFlight = false;
    if (stopped || code !== current) return;

    if (status.status === QR_STATUS.pending) {
      current.rounds += 1;
      if (status.scanned && !current.scanned) {
        current.scanned = true;
        setState({ phase: 'waiting', qrLoginUrl: current.qrLoginUrl, requestId: current.requestId, scanned: true });
      }
      // SPEC §4: when the count reaches expire the code is refreshed.
      if (current.rounds >= current.values.expireRounds) void fetchCode();
      else schedulePoll();
      return;
    }
    if (status.status === QR_STATUS.success && status.token) {
      await exchange(status.token);
      return;
    }
    // FAILURE, any other status, or SUCCESS without a token: a fresh code.
    void fetchCode();
  }

  async function exchange(token: string) {
    clearTimer();
    code = undefined;
    setState({ phase: 'exchanging' });
    try {
      const result = await api.loginByQrCode({ token }, { signal });
      if (stopped) return;
      await deps.onLogin(result);
    } catch (error) {
      if (stopped) return;
      setState({ phase: 'exchange-failed', error });
    }
  }

  function onVisibilityChange() {
    const visibility = deps.visibility;
    if (!visibility || stopped) return;
    if (visibility.isHidden()) {
      if (hiddenSince === undefined) hiddenSince = clock.now();
      clearTimer();
      return;
    }
    if (hiddenSince === undefined) return;
    const hiddenFor = clock.now() - hiddenSince;
    hiddenSince = undefined;
    if (!code) return; // loading, error or exchanging: nothing was polling
    const expiryMs = code.values.intervalMs * code.values.expireRounds;
    if (hiddenFor > expiryMs) void fetchCode();
    else schedulePoll();
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    clearTimer();
    codeAborter?.abort();
    code = undefined;
    unsubscribeVisibility?.();
    signal.removeEventListener('abort', stop);
    deps.onState({ phase: 'stopped' });
  }

  return {
    start() {
      if (signal.aborted) {
        stop();
        return;
      }
      signal.addEventListener('abort', stop, { once: true });
      if (deps.visibility && !unsubscribeVisibility) {
        unsubscribeVisibility = deps.visibility.onChange(onVisibilityChange);
        if (deps.visibility.isHidden()) hiddenSince = clock.now();
      }
      void fetchCode();
    },
    refresh() {
      if (!stopped) void fetchCode();
    },
    stop,
    get pollCount() {
      return pollCount;
    },
  };
}

/**
 * SPEC §2: the computer icon's tooltip appears QR_HINT_SHOW_DELAY_MS after opening and hides
 * QR_HINT_VISIBLE_MS later. Both timers die with `signal` (closing the popup) or the returned cancel.
 */
export function scheduleQrHint(clock: Clock, signal: AbortSignal, onChange: (visible: boolean) => void): () => void {
  return scheduleTimedHint(clock, signal, QR_HINT_SHOW_DELAY_MS, QR_HINT_VISIBLE_MS, onChange);
}
