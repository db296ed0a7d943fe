/**
 * One scrubber for everything that leaves the widget towards tracking or monitoring.
 * SPEC §7: nothing sent there may contain a password, a code, a token or a full phone
 * number. Secret keys are dropped (not blanked) so even their presence does not leak.
 */

/** Keys whose values are secrets, matched on the lower-cased key. */
const SECRET_KEY_PARTS = ['password', 'token', 'credential', 'secret', 'csrf', 'cookie', 'session'];
const SECRET_KEYS_EXACT = new Set(['code', 'otp', 'sid', 'pin', 'encryptpassword']);
/**
 * Keys ending in "code" are verification or OAuth codes (oauthCode, smsUplinkCode, ...) unless
 * they are one of these diagnostic codes, which monitoring needs and which carry no secret.
 */
const HARMLESS_CODE_KEYS = new Set([
  'errorcode', 'retcode', 'statuscode', 'httpcode', 'phoneprefixcode', 'countrycode', 'regioncode',
  'languagecode', 'currencycode', 'venturecode',
]);
/** Keys whose whole value is a phone number or a login name (which may be one). */
const PHONE_KEYS = new Set(['phone', 'phonenumber', 'mobile', 'mobilenumber', 'loginname', 'msisdn', 'tel']);

/** Visible tail of a masked phone number: its last 3 digits. */
const PHONE_VISIBLE_DIGITS = 3;
/** Fewer digits than this is not a phone number (prefix-less numbers in the SPEC regions have 7+). */
const MASKED_PHONE_MIN_DIGITS = 7;
/** Deeper structures are cut: diagnostics never need more and cycles stay harmless. */
const MAX_DEPTH = 8;

/** A run that may be a phone number: optional +, digits with spaces, dashes or brackets. */
const PHONE_LIKE = /\+?\d[\d\s\-()]{5,}\d/g;
/** key=value pairs in URLs or query strings whose key names a secret. */
const SECRET_QUERY_PARAM = /([?&#;]|^)([^=&#\s?]*(?:password|token|code|otp|credential|csrf|secret)[^=&#\s?]*)=([^&#\s]*)/gi;

export const REMOVED = '[removed]';

export function isSecretKey(key: string): boolean {
  const lower = key.toLowerCase();
  if (SECRET_KEYS_EXACT.has(lower)) return true;
  if (SECRET_KEY_PARTS.some((part) => lower.includes(part))) return true;
  if (lower.endsWith('otp')) return true;
  return lower.endsWith('code') && !HARMLESS_CODE_KEYS.has(lower);
}

/** Replace every digit but the last three of a phone-like run with '*', keeping separators. */
function maskDigits(run: string): string {
  const digitCount = run.replace(/\D/g, '').length;
  if (digitCount < MASKED_PHONE_MIN_DIGITS) return run;
  let toMask = digitCount - PHONE_VISIBLE_DIGITS;
  let masked = '';
  for (const ch of run) {
    if (toMask > 0 && ch >= '0' && ch <= '9') {
      masked += '*';
      toMask -= 1;
    } else {
      masked += ch;
    }
  }
  return masked;
}

/** Mask phone numbers inside free text and blank secret query parameters of URLs. */
export function scrubText(text: string): string {
  return text
    .replace(SECRET_QUERY_PARAM, (_match, lead: string, key: string) => `${lead}${key}=${REMOVED}`)
    .replace(PHONE_LIKE, maskDigits);
}

function scrubPhoneValue(value: unknown): unknown {
  if (typeof value === 'number') return maskDigits(String(value));
  if (typeof value === 'string') return maskDigits(value) === value ? scrubText(value) : maskDigits(value);
  return scrubValue(value, 0, new WeakSet());
}

function scrubValue(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (value === null || typeof value !== 'object') {
    // Functions and symbols cannot be serialised by a tracker anyway.
    return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  }
  if (seen.has(value) || depth >= MAX_DEPTH) return '[cut]';
  seen.add(value);
  if (value instanceof Error) {
    return { name: value.name, message: scrubText(value.message) };
  }
  if (Array.isArray(value)) {
    return value.map((item) => scrubValue(item, depth + 1, seen));
  }
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (isSecretKey(key)) continue;
    const lower = key.toLowerCase();
    const cleaned = PHONE_KEYS.has(lower) ? scrubPhoneValue(item) : scrubValue(item, depth + 1, seen);
    if (cleaned !== undefined) out[key] = cleaned;
  }
  return out;
}

/**
 * A deep copy of `value` fit for tracking and monitoring: secret keys (password, code, otp,
 * token, encryptPassword, credential, csrf*, ... in any case) dropped, phone numbers masked to
 * their last three digits, secret URL parameters blanked. The input is never modified.
 */
export function scrubSecrets<T>(value: T): T {
  return scrubValue(value, 0, new WeakSet()) as T;
}
