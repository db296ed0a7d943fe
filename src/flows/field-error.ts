/**
 * Which field a server's "no" is about, so the screen says it under that field instead of in a
 * toast (SPEC §5 field messages, §8 error keys). A refusal is a well-formed business answer that
 * is not a system fault (SPEC §8 generic keys) nor a traffic limit (the retry-later dialog): the
 * network or the system failing is about no field, and stays a toast.
 */
import { isApiError, isGenericErrorKey, isTrafficLimited, type ApiError } from '../api/errors.ts';

/** The server refused what was sent (wrong code, invalid number...), as opposed to failing. */
export function isRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.kind === 'business' && !isGenericErrorKey(error.key) && !isTrafficLimited(error);
}

export type RefusedField = 'phone' | 'email' | 'account';

/**
 * The field a refusal names by its key: the phone number (PL_USER_PHONE_INVALID, a number bound to
 * another account), the e-mail address (PL_USER_EMAIL_INVALID, an address in use) or the account
 * (the login name or its password: PL_USER_LOGIN_PASSWORD_ERROR, an unknown account). Keys are read
 * in upper case with '-' as '_', as the server writes both. Anything else (a token that expired, an
 * unsupported channel) names no field: undefined.
 */
export function refusedField(error: unknown): RefusedField | undefined {
  if (!isRefusal(error)) return undefined;
  const key = (error.key ?? '').toUpperCase().replaceAll('-', '_');
  if (key.includes('PHONE')) return 'phone';
  if (key.includes('EMAIL')) return 'email';
  if (/ACCOUNT|LOGIN_NAME|PASSWORD_ERROR|USER_NOT_EXIST/.test(key)) return 'account';
  return undefined;
}
