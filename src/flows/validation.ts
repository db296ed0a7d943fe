/**
 * The field rules of SPEC §5, shared by login, sign-up, reset and profile. Plain TypeScript, no
 * DOM. Results name Translation keys (src/i18n/types.ts), never English text: the screen looks
 * the words up in the user's language.
 */
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  OTP_DEFAULT_LENGTH,
  PASSWORD_ALLOWED_SYMBOLS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../config/constants.ts';
import type { Translation } from '../i18n/types.ts';

export type PasswordRule = 'length' | 'symbols' | 'composition';

export interface PasswordCheck {
  ok: boolean;
  /** Broken rules, in the order the SPEC lists them. */
  errors: PasswordRule[];
  /** Per rule, true when met: the reset screen highlights met hints and marks the others. */
  hints: { length: boolean; composition: boolean; symbols: boolean };
}

/** The message of each password rule (SPEC §5 texts). */
export const PASSWORD_RULE_MESSAGES: Readonly<Record<PasswordRule, Extract<keyof Translation, 'passwordLength' | 'passwordSymbols' | 'passwordComposition'>>> = {
  length: 'passwordLength',
  symbols: 'passwordSymbols',
  composition: 'passwordComposition',
};

export interface FieldCheck<K extends keyof Translation> {
  ok: boolean;
  /** Present when ok is false. */
  error?: K;
}

const ASCII_LETTER = /[A-Za-z]/;
const ASCII_DIGIT = /[0-9]/;

function isAllowedPasswordCharacter(character: string): boolean {
  return ASCII_LETTER.test(character) || ASCII_DIGIT.test(character) || PASSWORD_ALLOWED_SYMBOLS.includes(character);
}

/** Length in characters as a person counts them: an emoji is one, not two UTF-16 units. */
function characterCount(value: string): number {
  return [...value].length;
}

/**
 * SPEC §5 password rule, used by reset, profile and sign-up: 8 to 20 characters; only ASCII
 * letters, ASCII digits and the symbols ~ . ! @ # $ % ^ & * < > (anything else, spaces, letters of
 * other scripts and emoji included, is a forbidden symbol); letters, digits AND symbols present.
 */
export function checkPassword(password: string): PasswordCheck {
  const value = typeof password === 'string' ? password : '';
  const characters = [...value];
  const length = characters.length >= PASSWORD_MIN_LENGTH && characters.length <= PASSWORD_MAX_LENGTH;
  const symbols = characters.every(isAllowedPasswordCharacter);
  const composition =
    ASCII_LETTER.test(value) &&
    ASCII_DIGIT.test(value) &&
    characters.some((character) => PASSWORD_ALLOWED_SYMBOLS.includes(character));
  const errors: PasswordRule[] = [];
  if (!length) errors.push('length');
  if (!symbols) errors.push('symbols');
  if (!composition) errors.push('composition');
  return { ok: errors.length === 0, errors, hints: { length, composition, symbols } };
}

/** SPEC §5 required field: empty or blank is 'requiredField'. */
export function checkRequired(value: string | null | undefined): FieldCheck<'requiredField'> {
  return typeof value === 'string' && value.trim() !== '' ? { ok: true } : { ok: false, error: 'requiredField' };
}

/**
 * Characters outside the Basic Multilingual Plane (emoji, rare CJK) and lone surrogates. The RSA
 * library encodes each UTF-16 half of such a character on its own (CESU-8, not UTF-8), so the
 * server would decrypt bytes that are not the password the user typed.
 */
const SURROGATE_UNIT = /[\uD800-\uDFFF]/;

/**
 * SPEC §5 login password: required, then 8 to 20 characters (composition is not checked at login,
 * so older passwords in other scripts still log in). Emoji and other characters beyond the Basic
 * Multilingual Plane are refused with the SPEC's symbols message: no password can contain them
 * (checkPassword refuses them when one is set) and they cannot be encrypted faithfully.
 */
export function checkLoginPassword(password: string): FieldCheck<'requiredField' | 'passwordLength' | 'passwordSymbols'> {
  if (typeof password !== 'string' || password === '') return { ok: false, error: 'requiredField' };
  const count = characterCount(password);
  if (count < PASSWORD_MIN_LENGTH || count > PASSWORD_MAX_LENGTH) return { ok: false, error: 'passwordLength' };
  return SURROGATE_UNIT.test(password) ? { ok: false, error: 'passwordSymbols' } : { ok: true };
}

/**
 * The e-mail pattern browsers use for `<input type="email">` (WHATWG HTML), so our check and the
 * form control agree.
 */
const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/**
 * SPEC §5 e-mail: length 2 to 60 and a standard pattern. The SPEC gives no text for a malformed
 * address; 'invalidEmail' is the product's own message.
 */
export function checkEmail(email: string): FieldCheck<'requiredField' | 'invalidEmail'> {
  if (typeof email !== 'string' || email.trim() === '') return { ok: false, error: 'requiredField' };
  const lengthOk = email.length >= EMAIL_MIN_LENGTH && email.length <= EMAIL_MAX_LENGTH;
  return lengthOk && EMAIL_PATTERN.test(email) ? { ok: true } : { ok: false, error: 'invalidEmail' };
}

/** SPEC §4 forgot password: "an @ means e-mail", otherwise the login name is a phone number. */
export function isEmailLoginName(name: string): boolean {
  return typeof name === 'string' && name.includes('@');
}

/**
 * Phone number (national part, digits only). SPEC §5 leaves the format rule open ("not shown");
 * ours: required, digits only, PHONE_MIN_DIGITS to PHONE_MAX_DIGITS (the E.164 maximum) long.
 * The server's validity call (SPEC §5 pre-check) stays the final word.
 */
export function checkPhone(digits: string): FieldCheck<'requiredField' | 'invalidPhone'> {
  if (typeof digits !== 'string' || digits === '') return { ok: false, error: 'requiredField' };
  const valid = /^[0-9]+$/.test(digits) && digits.length >= PHONE_MIN_DIGITS && digits.length <= PHONE_MAX_DIGITS;
  return valid ? { ok: true } : { ok: false, error: 'invalidPhone' };
}

/**
 * How many boxes a one-time code gets (SPEC §5, §9): the server's codeLength when it is a
 * positive whole number, else OTP_DEFAULT_LENGTH.
 */
export function otpCodeLength(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : OTP_DEFAULT_LENGTH;
}
