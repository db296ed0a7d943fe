/**
 * Loaded by the header after it first renders: asks who is logged in (cookie, then get-user),
 * then offers Google One Tap to an anonymous visitor whose last login was Google (SPEC §4).
 */
import { probeCurrentUser } from '../api/user-probe.ts';
import type { ElementContext } from '../context/element-context.ts';
import { LAST_LOGIN_TYPE_COOKIE, readCookie } from '../storefront/cookies.ts';
import { $session } from '../stores/session.ts';
import { bootstrapSession } from './session.ts';
import { followOtherTabs } from '../stores/session-sync.ts';

/** `context`: the asking header's, so the lookup and One Tap use its hosts and language. */
export async function bootstrapPageSession(context: () => ElementContext): Promise<void> {
  // Logins and logouts in other tabs of the store reach this one's headers.
  followOtherTabs();
  recheckWhenShown(context);
  await bootstrapSession(() => probeCurrentUser(context()));
  // The cheap checks first, so One Tap's code loads only for visitors who may see it.
  if ($session.get().status === 'anonymous' && readCookie(LAST_LOGIN_TYPE_COOKIE) === 'GOOGLE') {
    const { maybeStartOneTap } = await import('./one-tap.ts');
    await maybeStartOneTap({ context });
  }
}

let rechecking = false;

/**
 * A tab that comes back from the background asks once who is logged in
 * (session-recheck.ts, loaded when it first happens), which catches a logout on another
 * subdomain or by the server that no tab announced.
 */
function recheckWhenShown(context: () => ElementContext): void {
  if (rechecking) return;
  rechecking = true;
  const shownAt = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void import('./session-recheck.ts').then((m) => m.recheckSession(context(), shownAt));
  });
}
