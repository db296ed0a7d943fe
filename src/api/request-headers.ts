/** SPEC §3 request headers sent with every call (member host, gateway and the user probe). */
import type { Region } from '../config/regions.ts';
import { readCookie, USER_ID_COOKIE } from '../storefront/cookies.ts';
import { detectEntrance } from '../storefront/partner-app.ts';

/** The XHR marker every request carries (SPEC §7). */
export const XHR_MARKER_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

/**
 * A user id fit for a header: visible ASCII only, at most 64 characters. fetch() refuses a request
 * whose header holds anything else (a cookie `%E2%9C%93`, a server id `用户100`), and one bad
 * cookie must not block every call, login included: such a value is left out.
 */
const HEADER_SAFE_USER_ID = /^[\x21-\x7e]{1,64}$/;

export function requestHeaders(options: { language: string; region: Region; entrance?: string }): Record<string, string> {
  const cookie = readCookie(USER_ID_COOKIE);
  const uid = cookie !== undefined && HEADER_SAFE_USER_ID.test(cookie) ? cookie : undefined;
  return {
    'x-i18n-language': options.language,
    'x-i18n-regionID': options.region.regionID,
    // SPEC §1, §3: the partner app the page runs in (user-agent or bridge marker), else 'web'.
    entrance: options.entrance ?? detectEntrance(),
    ...(uid ? { 'x-uid': uid } : {}),
  };
}
