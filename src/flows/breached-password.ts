/**
 * Whether a new password is known from data breaches (OWASP ASVS 6.2.12, NIST SP 800-63B 3.1.1.2),
 * asked privately with Have I Been Pwned's range protocol (k-anonymity): only the first 5 hex
 * characters of the password's SHA-1 leave the page; the answer lists every known suffix with
 * that prefix, padded with made-up ones (`Add-Padding`), and the page matches its own suffix.
 * When the check cannot run (turned off, no SubtleCrypto, the API unreachable or slow) the change
 * goes on: the console says the check was skipped, and the answer is `false`.
 */
import type { MemberConfig } from '../config/member-config.ts';
import { fetchBreachedRange } from '../api/breached-range.ts';

export const PWNED_RANGE_URL = 'https://api.pwnedpasswords.com/range/';
/** The sandbox's range API, on its member host (sandbox/pwned-range.mjs). */
export const SANDBOX_RANGE_PATH = '/__sandbox/pwned-range/';
/**
 * A new password's change waits at most this long for the range API. Named here, not in
 * config/constants.ts: that module loads with the page, and this number only with the check.
 */
export const BREACHED_RANGE_TIMEOUT_MS = 3000;

export type RangeConfig = Pick<MemberConfig, 'env' | 'memberHost' | 'breachedPasswordRangeUrl'>;

export function rangeUrlFor(config: RangeConfig): string {
  if (config.breachedPasswordRangeUrl !== undefined) return config.breachedPasswordRangeUrl;
  return config.env === 'sandbox' ? `${config.memberHost}${SANDBOX_RANGE_PATH}` : PWNED_RANGE_URL;
}

/** The password's SHA-1 in upper-case hex, split where the range protocol splits it. */
export async function rangeKeyOf(password: string): Promise<{ prefix: string; suffix: string }> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(password));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('').toUpperCase();
  return { prefix: hex.slice(0, 5), suffix: hex.slice(5) };
}

/** Whether `suffix` is in a range answer ("SUFFIX:COUNT" lines; padding has count 0). */
export function rangeListsSuffix(body: string, suffix: string): boolean {
  return body.split(/\r?\n/).some((line) => {
    const [candidate, count] = line.trim().split(':');
    return candidate?.toUpperCase() === suffix && Number(count) > 0;
  });
}

export async function isBreachedPassword(password: string, config: RangeConfig, signal?: AbortSignal): Promise<boolean> {
  const url = rangeUrlFor(config);
  if (!url) return false;
  const timeout = new AbortController();
  const stop = () => timeout.abort();
  const timer = setTimeout(stop, BREACHED_RANGE_TIMEOUT_MS);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    if (typeof crypto === 'undefined' || !crypto.subtle) throw new Error('SubtleCrypto is unavailable (not a secure context)');
    const { prefix, suffix } = await rangeKeyOf(password);
    return rangeListsSuffix(await fetchBreachedRange(url, prefix, timeout.signal), suffix);
  } catch (error) {
    if (!signal?.aborted) console.warn(`[mkt-member-elements] The breached-password check was skipped: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}
