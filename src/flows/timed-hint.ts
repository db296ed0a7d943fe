/**
 * A hint that shows itself `showAfterMs` after a screen opens and hides `visibleMs` later
 * (SPEC §2/§9: the QR hint of the Login screen and the computer-icon tooltip of the Qrcode
 * screen, 1 s then 3 s). Both timers die with `signal` (closing the popup) or the returned cancel.
 */
import type { Clock } from '../api/http.ts';

export function scheduleTimedHint(
  clock: Pick<Clock, 'setTimeout' | 'clearTimeout'>,
  signal: AbortSignal,
  showAfterMs: number,
  visibleMs: number,
  onChange: (visible: boolean) => void,
): () => void {
  let timer: unknown;
  const cancel = () => {
    if (timer !== undefined) clock.clearTimeout(timer);
    timer = undefined;
    signal.removeEventListener('abort', cancel);
  };
  if (signal.aborted) return cancel;
  signal.addEventListener('abort', cancel, { once: true });
  timer = clock.setTimeout(() => {
    onChange(true);
    timer = clock.setTimeout(() => {
      timer = undefined;
      onChange(false);
      cancel();
    }, visibleMs);
  }, showAfterMs);
  return cancel;
}
