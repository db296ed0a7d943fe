// Guesses are not free (OWASP ASVS 6.3.1, NIST SP 800-63B 5.2.2): the current password and the
// codes a signed-in shopper gives to prove it is them (the recent verification, and Change
// password's current-password check) count per account. After 5 wrong tries within 15 minutes
// the account's verification is refused for 15 minutes with PL_TOO_MANY_ATTEMPTS, whose module
// carries `retryAfterSeconds`, even for the right password; a success clears the count.
import { ApiError } from './common.mjs';

export const MAX_WRONG_GUESSES = 5;
export const GUESS_WINDOW_MS = 15 * 60 * 1000;
export const GUESS_LOCK_MS = 15 * 60 * 1000;

/**
 * Refuses while the account's verification is locked.
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 */
export function refuseWhileLocked(ctx, account) {
  const record = ctx.state.guesses.get(account.id);
  const left = record ? record.lockedUntil - ctx.state.now() : 0;
  if (left > 0) throw new ApiError('PL_TOO_MANY_ATTEMPTS', { data: { retryAfterSeconds: Math.ceil(left / 1000) } });
}

/**
 * Runs `check` (which throws on a wrong password or code): counts a wrong one, locks on the
 * fifth within the window, clears the count on a success.
 * @template T
 * @param {import('./common.mjs').CallContext} ctx
 * @param {import('./state.mjs').Account} account
 * @param {() => T} check
 * @param {(error: unknown) => boolean} isWrong  whether a thrown error is a wrong guess
 * @returns {T}
 */
export function countingGuesses(ctx, account, check, isWrong) {
  refuseWhileLocked(ctx, account);
  const { state } = ctx;
  try {
    const result = check();
    state.guesses.delete(account.id);
    return result;
  } catch (error) {
    if (!isWrong(error)) throw error;
    const at = state.now();
    const record = state.guesses.get(account.id) ?? { wrongAt: [], lockedUntil: 0 };
    record.wrongAt = [...record.wrongAt.filter((time) => at - time < GUESS_WINDOW_MS), at];
    if (record.wrongAt.length >= MAX_WRONG_GUESSES) {
      record.lockedUntil = at + GUESS_LOCK_MS;
      record.wrongAt = [];
    }
    state.guesses.set(account.id, record);
    throw error;
  }
}

/** The wrong password or code of a verification. @param {unknown} error */
export const isWrongGuess = (error) => error instanceof ApiError && ['PL_CURRENT_PASSWORD_INCORRECT', 'PL_USER_VERIFY_CODE_ERROR'].includes(error.key);
