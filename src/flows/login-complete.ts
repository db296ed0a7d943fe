/**
 * What happens once a login finished (SPEC §4): cookies, the current
 * user for the header, and analytics when the user-id cookie cannot be set.
 */
import type { Api, LoginResult, User } from '../api/index.ts';
import { announceSession } from '../stores/session-sync.ts';
import { LAST_LOGIN_TYPE_COOKIE_DAYS } from '../config/constants.ts';
import { LAST_LOGIN_TYPE_COOKIE, writeCookie } from '../storefront/cookies.ts';
import { reportAnalytics } from '../storefront/monitor.ts';
import { setUser, type SessionUser } from '../stores/session.ts';
import { rememberUserId } from './user-id-cookie.ts';

function toSessionUser(user: Pick<User, 'id' | 'name' | 'email' | 'phone'>): SessionUser {
  return { id: String(user.id), name: user.name, email: user.email, phone: user.phone };
}

/** The value the last-login-type cookie keeps: the provider for third-party logins (One Tap reads GOOGLE). */
export function lastLoginTypeOf(result: Pick<LoginResult, 'oauthType' | 'loginType'>): string | undefined {
  return result.oauthType || result.loginType || undefined;
}

/**
 * After a successful login: last-login-type cookie (365 days, Secure, SameSite=None), the user-id
 * cookie when absent and the current-user lookup succeeds, and the session store for the header.
 */
export async function recordLogin(
  result: LoginResult,
  api: Pick<Api, 'currentUser' | 'getUser'>,
  signal?: AbortSignal,
): Promise<SessionUser | undefined> {
  const loginType = lastLoginTypeOf(result);
  if (loginType) {
    writeCookie(LAST_LOGIN_TYPE_COOKIE, loginType, { days: LAST_LOGIN_TYPE_COOKIE_DAYS, secure: true, sameSite: 'None' });
  }
  const userId = await rememberUserId(api, signal, (reason) => reportAnalytics(reason));
  let user: SessionUser | undefined = result.user?.id ? toSessionUser(result.user) : undefined;
  try {
    user = toSessionUser(await api.getUser({ signal }));
  } catch {
    // the login result's own user (if any) is still good for the header
  }
  user ??= userId ? { id: userId } : undefined;
  if (user) {
    setUser(user);
    // The other tabs of the store show the same state, without a lookup of their own.
    announceSession({ kind: 'login', user });
  }
  return user;
}
