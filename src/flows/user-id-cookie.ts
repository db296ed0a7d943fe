/**
 * SPEC §4: after a login or a password reset the user-id cookie is set when absent and the
 * current-user lookup succeeds. Shared by login-complete.ts and reset-password.ts; kept apart so
 * the reset screen does not load the analytics and session code of a finished login.
 */
import type { Api } from '../api/index.ts';
import { readCookie, USER_ID_COOKIE, writeCookie } from '../storefront/cookies.ts';

/** Why no id could be remembered (the analytics codes of SPEC §8). */
export type MissingUserIdReason = 'NOT_LOGGED_IN' | 'CATCH_ERROR';

/** The cookie's user id, else the current user's (written to the cookie), else undefined. */
export async function rememberUserId(
  api: Pick<Api, 'currentUser'>,
  signal?: AbortSignal,
  onMissing?: (reason: MissingUserIdReason) => void,
): Promise<string | undefined> {
  const cookieId = readCookie(USER_ID_COOKIE);
  if (cookieId) return cookieId;
  try {
    const current = await api.currentUser({ signal });
    if (current.id) {
      const userId = String(current.id);
      writeCookie(USER_ID_COOKIE, userId, { secure: true, sameSite: 'Lax' });
      return userId;
    }
    onMissing?.('NOT_LOGGED_IN');
  } catch (error) {
    onMissing?.((error as { key?: string })?.key === 'NEED_LOGIN' ? 'NOT_LOGGED_IN' : 'CATCH_ERROR');
  }
  return undefined;
}
