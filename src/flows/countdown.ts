/**
 * The one whole-second countdown of the widget (SPEC §4/§9: the 60-second resend countdown, the
 * 5-second reset-success countdown) on an injected clock. It reads the clock on every tick, so a
 * late timer never shows a wrong number, and dies with `signal` (closing the popup: no timer
 * survives it).
 */
import type { Clock } from '../api/http.ts';
import { MS_PER_SECOND } from '../config/constants.ts';

export interface CountdownOptions {
  clock: Clock;
  /** Closing the popup aborts it. */
  signal?: AbortSignal;
  seconds: number;
  /** Seconds left, called at the start and once a second. */
  onTick(secondsLeft: number): void;
  /** Called once when the countdown reaches zero (never after stop() or an abort). */
  onDone(): void;
}

/** Starts the countdown; returns stop(). */
export function startCountdown(options: CountdownOptions): () => void {
  const { clock, signal, seconds, onTick, onDone } = options;
  const end = clock.now() + seconds * MS_PER_SECOND;
  let handle: unknown;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    if (handle !== undefined) clock.clearTimeout(handle);
    handle = undefined;
    signal?.removeEventListener('abort', stop);
  };
  if (signal?.aborted) return stop;
  signal?.addEventListener('abort', stop);
  const tick = () => {
    handle = undefined;
    if (stopped) return;
    const left = Math.max(0, Math.ceil((end - clock.now()) / MS_PER_SECOND));
    if (left === 0) {
      stop();
      onDone();
      return;
    }
    onTick(left);
    // Wake at the next whole second of the remaining time.
    const untilNext = end - clock.now() - (left - 1) * MS_PER_SECOND;
    handle = clock.setTimeout(tick, Math.max(1, untilNext));
  };
  tick();
  return stop;
}
