/**
 * The step ResetPassword and ProfileComplete share before their call (SPEC §4 "validate password,
 * submit", §5 "reset is blocked"): the password rule first, then the token, then the breached-
 * password check (breached-password.ts), then the encryption. Nothing is sent unless all pass.
 */
import { RsaError, type RsaErrorCode } from '../security/rsa.ts';
import { checkPassword, type PasswordCheck } from './validation.ts';

export type NewPasswordRefusal =
  /** The shared password check failed. */
  | { kind: 'invalid'; check: PasswordCheck }
  /** No token to send it with (a broken link or stack entry). */
  | { kind: 'missing-token' }
  /** The password could not be encrypted. */
  | { kind: 'encryption-failed'; code: RsaErrorCode }
  /** The password is known from data breaches: said at the field, nothing sent. */
  | { kind: 'breached' };

export type PreparedNewPassword = { kind: 'ready'; token: string; encryptPassword: string };

export async function prepareNewPassword(
  password: string,
  token: string | undefined,
  encrypt: (password: string) => Promise<string>,
  isBreached: (password: string) => Promise<boolean>,
): Promise<PreparedNewPassword | NewPasswordRefusal> {
  const check = checkPassword(password);
  if (!check.ok) return { kind: 'invalid', check };
  if (!token) return { kind: 'missing-token' };
  if (await isBreached(password)) return { kind: 'breached' };
  try {
    return { kind: 'ready', token, encryptPassword: await encrypt(password) };
  } catch (error) {
    return { kind: 'encryption-failed', code: error instanceof RsaError ? error.code : 'failed' };
  }
}
