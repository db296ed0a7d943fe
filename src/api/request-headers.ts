/** SPEC §3 request headers sent with every call (member host, gateway and the user probe). */
import type { Region } from '../config/regions.ts';
import { readCookie, USER_ID_COOKIE } from '../storefront/cookies.ts';
import { detectEntrance } from '../storefront/partner-app.ts';

/** The XHR marker every request carries (SPEC §7). */
export const XHR_MARKER_HEADER = { name: 'X-Requested-With', value: 'XMLHttpRequest' } as const;

export function requestHeaders(options: { language: string; region: Region; entrance?: string }): Record<string, string> {
  const uid = readCookie(USER_ID_COOKIE);
  return {
    'x-i18n-language': options.language,
    'x-i18n-regionID': options.region.regionID,
    // SPEC §1, §3: the partner app the page runs in (user-agent or bridge marker), else 'web'.
    entrance: options.entrance ?? detectEntrance(),
    ...(uid ? { 'x-uid': uid } : {}),
  };
}
