/**
 * A verification locked after too many wrong passwords or codes (PL_TOO_MANY_ATTEMPTS): the
 * message for the field, its time left counting down each second in the element's language, and
 * gone when the lock ends. The countdown dies with the element.
 */
import { useEffect, useRef, useState } from 'react';
import { realClock } from '../../api/http.ts';
import { startCountdown } from '../../flows/countdown.ts';
import { useTranslation } from '../../ui/index.ts';
import { formatTimeLeft } from './format.ts';
import { retryAfterOf } from './security-errors.ts';
import type { SecurityTexts } from './texts/types.ts';

export function useGuessLock(texts: SecurityTexts, signal: AbortSignal) {
  const { lang } = useTranslation();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const stop = useRef<() => void>(undefined);
  useEffect(() => () => stop.current?.(), []);
  return {
    /** The field's message while locked. */
    message: secondsLeft > 0 ? texts.tooManyTries(formatTimeLeft(secondsLeft, lang)) : undefined,
    /** True (and the countdown started) when `error` is the lock. */
    lockedBy(error: unknown): boolean {
      const seconds = retryAfterOf(error);
      if (seconds === 0) return false;
      stop.current?.();
      stop.current = startCountdown({ clock: realClock, signal, seconds, onTick: setSecondsLeft, onDone: () => setSecondsLeft(0) });
      return true;
    },
  };
}
