/**
 * The only place that reads or writes cookies. js-cookie throws SecurityError on pages without a
 * real origin (about:blank, sandboxed iframes), so every access is wrapped and fails soft.
 */
import Cookies from 'js-cookie';
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

export function readCookie(name: string): string | undefined {
  try {
    return Cookies.get(name);
  } catch {
    return undefined;
  }
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): boolean {
  const attributes: Cookies.CookieAttributes = { path: options.path ?? '/' };
  if (options.days !== undefined) attributes.expires = options.days;
  if (options.secure) attributes.secure = true;
  if (options.sameSite) attributes.sameSite = options.sameSite;
  if (options.domain) {
    if (isPublicSuffix(options.domain)) return false;
    attributes.domain = options.domain;
  }
  try {
    Cookies.set(name, value, attributes);
    return true;
  } catch {
    return false;
  }
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'domain' | 'path'> = {}): void {
  try {
    Cookies.remove(name, { path: options.path ?? '/', ...(options.domain ? { domain: options.domain } : {}) });
  } catch {
    // no real origin: nothing to remove
  }
}
