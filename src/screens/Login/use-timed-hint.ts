import { useCallback, useEffect, useState } from 'react';

/**
 * A hint that shows itself `showAfterMs` after the screen opens and hides `visibleMs` later
 * (SPEC §2/§9 QR hint: 1 s, then 3 s). Both timers stop when the screen unmounts or the popup
 * closes (its signal aborts), so no timer outlives the popup. `dismiss` hides it early.
 */
export function useTimedHint(showAfterMs: number, visibleMs: number, signal: AbortSignal): [open: boolean, dismiss: () => void] {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (signal.aborted) return;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const showTimer = setTimeout(() => {
      setOpen(true);
      hideTimer = setTimeout(() => setOpen(false), visibleMs);
    }, showAfterMs);
    const stop = () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      setOpen(false);
    };
    signal.addEventListener('abort', stop, { once: true });
    return () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      signal.removeEventListener('abort', stop);
    };
  }, [showAfterMs, visibleMs, signal]);

  const dismiss = useCallback(() => setOpen(false), []);
  return [open, dismiss];
}
