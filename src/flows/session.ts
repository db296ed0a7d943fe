/**
 * Who is on the page (SPEC §4 "Logged in means a user-id cookie exists or the get-user call
 * returns an id"), asked once per page.
 */
import { readCookie, USER_ID_COOKIE } from '../storefront/cookies.ts';
import { $session, setAnonymous, setUser, type SessionUser } from '../stores/session.ts';

/** Asks the server who is logged in; undefined when nobody (or the call failed). */
export type UserProbe = () => Promise<SessionUser | undefined>;

let bootstrap: Promise<void> | undefined;

/** Once per page: the cookie says logged in at once; get-user then gives the name. */
export function bootstrapSession(probe: UserProbe): Promise<void> {
  bootstrap ??= (async () => {
    const cookieId = readCookie(USER_ID_COOKIE);
    if (cookieId) setUser({ id: cookieId });
    const user = await probe();
    // A login that finished meanwhile already set the session: an older answer must not undo it.
    if (user) setUser(user);
    else if (!cookieId && $session.get().status === 'unknown') setAnonymous();
  })();
  return bootstrap;
}
