// The business numbers the sandbox needs, read from the widget's own constants file so the
// server and the widget can never disagree (SPEC §9 values are written down once, there).
// Node 20 cannot import TypeScript, so the `export const NAME = <literal>;` lines are parsed.
import { readFileSync } from 'node:fs';

const CONSTANTS_FILE = new URL('../src/config/constants.ts', import.meta.url);

/** @type {Map<string, string | number> | undefined} */
let cache;

/** @returns {Map<string, string | number>} */
function readAll() {
  if (cache) return cache;
  cache = new Map();
  const text = readFileSync(CONSTANTS_FILE, 'utf8');
  const line = /^export const ([A-Z0-9_]+) = (?:(-?\d+(?:\.\d+)?)|'([^'\\]*)');/gm;
  for (const match of text.matchAll(line)) {
    cache.set(match[1], match[2] !== undefined ? Number(match[2]) : match[3]);
  }
  return cache;
}

/**
 * @param {string} name
 * @returns {number}
 */
export function numberConstant(name) {
  const value = readAll().get(name);
  if (typeof value !== 'number') throw new Error(`sandbox: constant ${name} not found in src/config/constants.ts`);
  return value;
}

/**
 * @param {string} name
 * @returns {string}
 */
export function stringConstant(name) {
  const value = readAll().get(name);
  if (typeof value !== 'string') throw new Error(`sandbox: constant ${name} not found in src/config/constants.ts`);
  return value;
}

// SPEC §5 / §9 limits the server enforces or announces.
export const OTP_LENGTH = numberConstant('OTP_DEFAULT_LENGTH');
export const PASSWORD_MIN_LENGTH = numberConstant('PASSWORD_MIN_LENGTH');
export const PASSWORD_MAX_LENGTH = numberConstant('PASSWORD_MAX_LENGTH');
export const PASSWORD_ALLOWED_SYMBOLS = stringConstant('PASSWORD_ALLOWED_SYMBOLS');
export const EMAIL_MIN_LENGTH = numberConstant('EMAIL_MIN_LENGTH');
export const EMAIL_MAX_LENGTH = numberConstant('EMAIL_MAX_LENGTH');
export const BIRTHDAY_RANGE_YEARS = numberConstant('BIRTHDAY_RANGE_YEARS');
// SPEC §9: the QR poll interval and round count come from the server; the samples are these.
export const QR_INTERVAL_MS = numberConstant('QR_DEFAULT_INTERVAL_MS');
export const QR_EXPIRE_ROUNDS = numberConstant('QR_DEFAULT_EXPIRE_ROUNDS');
// The seconds a shopper waits before asking for another code, as the widget counts them down.
export const RESEND_COUNTDOWN_SECONDS = numberConstant('RESEND_COUNTDOWN_SECONDS');
