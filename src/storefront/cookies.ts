/**
 * The only place that reads or writes cookies. `document.cookie` throws SecurityError on pages
 * without a real origin (about:blank, sandboxed iframes), so every access is wrapped and fails soft.
 *
 * Written here on `document.cookie` rather than with a cookie library: this module is on every
 * page before any click, where each byte counts against the 12 KB page-load budget, and the three
 * operations below are all the widget needs (about 0.35 KB gzip less than the library).
 */
import { REGIONS } from '../config/regions.ts';

/** The user-id cookie (SPEC §3): set after a successful current-user lookup; its presence means logged in. */
export const USER_ID_COOKIE = 'mkt_uid';
/** The last login type (SPEC §3: 365 days, Secure, SameSite=None); One Tap reads GOOGLE from it. */
export const LAST_LOGIN_TYPE_COOKIE = 'mkt_last_login_type';

export interface CookieOptions {
  days?: number;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
  /** Registrable domain to share the cookie with; refused when it is a public suffix. */
  domain?: string;
  path?: string;
}

/**
 * Country-code TLDs of the regions (SPEC §3 domains), and the second-level labels their
 * registries sell under. A cookie Domain equal to a public suffix would leak to every site under
 * it, so it is never written.
 */
const REGION_TLDS = new Set(Object.values(REGIONS).map((region) => region.domain.slice(region.domain.lastIndexOf('.') + 1)));
const SECOND_LEVEL_LABELS = new Set(['com', 'net', 'org', 'edu', 'gov', 'mil', 'co', 'ac', 'or', 'go', 'in', 'web', 'biz', 'info', 'per', 'sch', 'name']);

export function isPublicSuffix(domain: string): boolean {
  const bare = domain.replace(/^\./, '').toLowerCase();
  // A single label (com, sg, localhost) is never a registrable domain.
  if (!bare.includes('.')) return true;
  // com.sg, co.th, net.sg, or.id, go.th ...: the whole family of second-level suffixes of our countries.
  const labels = bare.split('.');
  return labels.length === 2 && REGION_TLDS.has(labels[1]) && SECOND_LEVEL_LABELS.has(labels[0]);
}

/**
 * Cookie values travel percent-encoded, except the characters RFC 6265 allows in a cookie value
 * as they are (so `SG|en` is written as `SG|en`, as the server writes it).
 */
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%(2[1346-9ABF]|3[AC-F]|40|5[BDE]|60|7[B-E])/g, decodeURIComponent);

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export function readCookie(name: string): string | undefined {
  try {
    for (const pair of document.cookie.split('; ')) {
      const eq = pair.indexOf('=');
      if (eq > 0 && decode(pair.slice(0, eq)) === name) return decode(pair.slice(eq + 1).replace(/^"(.*)"$/, '$1'));
    }
  } catch {
    // no real origin: no cookies
  }
  return undefined;
}

function setCookie(name: string, value: string, attributes: string[]): boolean {
  try {
    document.cookie = [`${encodeURIComponent(name)}=${encodeValue(value)}`, ...attributes].join('; ');
    return true;
  } catch {
    return false;
  }
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const attributes = [`path=${options.path ?? '/'}`];
  if (options.days !== undefined) attributes.push(`expires=${new Date(Date.now() + options.days * 864e5).toUTCString()}`);
  if (options.domain) {
    if (isPublicSuffix(options.domain)) return false;
    attributes.push(`domain=${options.domain}`);
  }
  if (options.secure) attributes.push('secure');
  if (options.sameSite) attributes.push(`samesite=${options.sameSite}`);
  return setCookie(name, value, attributes);
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'domain' | 'path'> = {}): void {
  setCookie(name, '', [`path=${options.path ?? '/'}`, 'expires=Thu, 01 Jan 1970 00:00:00 GMT', ...(options.domain ? [`domain=${options.domain}`] : [])]);
}
