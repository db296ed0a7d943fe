import { useCallback, useEffect, useState } from 'react';
import { realClock } from '../api/clock.ts';
import { scheduleTimedHint } from '../flows/timed-hint.ts';

/**
 * The screen side of a timed hint (src/flows/timed-hint.ts): open while the hint shows; both
 * timers stop when the screen unmounts or the popup closes. `dismiss` hides it early.
 */
export function useTimedHint(showAfterMs: number, visibleMs: number, signal: AbortSignal): [open: boolean, dismiss: () => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => scheduleTimedHint(realClock, signal, showAfterMs, visibleMs, setOpen), [showAfterMs, visibleMs, signal]);
  const dismiss = useCallback(() => setOpen(false), []);
  return [open, dismiss];
}
