// GET /user/logout?redirect=<page>: the full-page logout of SPEC §2 (partner-app webviews use
// it). Ends the session, clears the widget's user-id cookie, then sends the browser to
// `redirect` only when it is a page of this same origin; anything else goes to the home page.
import { endSession } from './common.mjs';
import { appendSetCookie, send } from './http.mjs';

export const LOGOUT_PAGE_PATH = '/user/logout';
/** The widget's own user-id cookie (src/storefront/cookies.ts USER_ID_COOKIE). */
const USER_ID_COOKIE = 'mkt_uid';

/**
 * Where the logout page may send the browser: `redirect` when it resolves to this origin over
 * http(s), else the home page. No open redirect.
 * @param {string | null} redirect
 * @param {string} origin
 */
export function allowedLogoutRedirect(redirect, origin) {
  if (!redirect) return '/';
  try {
    const target = new URL(redirect, origin);
    if (target.origin !== origin || (target.protocol !== 'https:' && target.protocol !== 'http:')) return '/';
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return '/';
  }
}

/**
 * @param {import('./common.mjs').CallContext} ctx
 * @param {URL} url
 */
export function logoutPage(ctx, url) {
  if (ctx.req.method !== 'GET' && ctx.req.method !== 'HEAD') return send(ctx.res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  endSession(ctx);
  appendSetCookie(ctx.res, `${USER_ID_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
  return send(ctx.res, 302, '', { Location: allowedLogoutRedirect(url.searchParams.get('redirect'), ctx.origin) });
}
