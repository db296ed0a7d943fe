/**
 * Who is logged in (SPEC §4: a user-id cookie exists or the get-user call returns an id).
 * The header renders from `$session`; flows call `setUser` after a login.
 */
import { atom, computed } from 'nanostores';
import { readCookie, removeCookie, USER_ID_COOKIE } from '../storefront/cookies.ts';

export { USER_ID_COOKIE };

export interface SessionUser {
  id: string;
  name?: string;
  email?: string;
  phone?: string;
}

export interface SessionState {
  status: 'unknown' | 'anonymous' | 'logged-in';
  user?: SessionUser;
}

export const $session = atom<SessionState>({ status: 'unknown' });
export const $loggedIn = computed($session, (s) => s.status === 'logged-in');

export function setUser(user: SessionUser): void {
  $session.set({ status: 'logged-in', user });
}

export function setAnonymous(): void {
  $session.set({ status: 'anonymous' });
}

/** The session has ended (logout, expiry, a server that says nobody): cookie and store both. */
export function forgetSession(): void {
  removeCookie(USER_ID_COOKIE);
  setAnonymous();
}

/** A user-id cookie alone already means logged in (SPEC §4), before get-user answers. */
export function hasUserIdCookie(): boolean {
  return Boolean(readCookie(USER_ID_COOKIE));
}

/** The header label source: display name, else e-mail, else phone (SPEC §1). */
export function displayNameOf(user: SessionUser | undefined): string | undefined {
  // The fields come from server answers: a number or an object there is no name.
  const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return textOf(user?.name) || textOf(user?.email) || textOf(user?.phone) || undefined;
}

/** What one tab tells the others about the session (session-sync.ts). */
export type SessionMessage = { kind: 'login'; user: SessionUser } | { kind: 'logout' };
