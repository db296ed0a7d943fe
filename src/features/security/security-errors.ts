/** The refusals the element answers itself instead of with a toast (wire protocol "Account security"). */
import { isApiError, LOGIN_REQUIRED_KEYS } from '../../api/errors.ts';

export const RECENT_VERIFICATION_REQUIRED = 'PL_RECENT_VERIFICATION_REQUIRED';
export const CURRENT_PASSWORD_INCORRECT = 'PL_CURRENT_PASSWORD_INCORRECT';
export const PASSKEY_NAME_INVALID = 'PL_PASSKEY_NAME_INVALID';
/** Too many wrong passwords or codes: the module's `retryAfterSeconds` says how long the lock lasts. */
export const TOO_MANY_ATTEMPTS = 'PL_TOO_MANY_ATTEMPTS';

/** A lock without a usable time left still shows, for this long (seconds). */
const GUESS_LOCK_FALLBACK_SECONDS = 60;
/** The longest lock the element counts down (seconds); a larger answer shows as this. */
const GUESS_LOCK_MAX_SECONDS = 3600;

/** The seconds a PL_TOO_MANY_ATTEMPTS refusal asks to wait, 0 for any other error. */
export function retryAfterOf(error: unknown): number {
  if (!hasKey(error, TOO_MANY_ATTEMPTS) || !isApiError(error)) return 0;
  const seconds = (error.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, GUESS_LOCK_MAX_SECONDS) : GUESS_LOCK_FALLBACK_SECONDS;
}

export function hasKey(error: unknown, key: string): boolean {
  return isApiError(error) && error.key === key;
}

/** The session is gone (ended on another device, expired, logged out in another tab). */
export function isLoggedOut(error: unknown): boolean {
  return isApiError(error) && error.key !== undefined && LOGIN_REQUIRED_KEYS.includes(error.key);
}

export function isAborted(error: unknown, signal: AbortSignal): boolean {
  return signal.aborted || (isApiError(error) && error.kind === 'aborted');
}

/** The server's own words when it gave them; the caller's fallback otherwise. */
export function displayMessageOf(error: unknown): string | undefined {
  return isApiError(error) ? error.displayMessage : undefined;
}
