/**
 * Password login (SPEC §2 Login screen, §5 validation, §7 POST /user/api/login). Plain
 * TypeScript: the screen hands in the api, the popup's signal and the RSA public key, and renders
 * the typed outcome. The api layer adds the CSRF token, the app version and cookieExpiredTime.
 */
import type { Api, LoginResult } from '../../api/index.ts';
import { userMessage } from '../../api/errors.ts';
import { isRefusal } from '../../flows/field-error.ts';
import { encryptPassword, RsaError, type RsaErrorCode } from '../../security/rsa.ts';
import { checkLoginPassword, checkRequired } from '../../flows/validation.ts';

// Loaded with this flow on the first submit, not with the popup (first-open budget).
export { passwordPublicKey } from '../../flows/password-key.ts';

export interface PasswordLoginForm {
  /** Phone number or e-mail, as typed. */
  loginName: string;
  password: string;
}

/** Translation keys of the field errors (SPEC §5). */
export interface PasswordLoginFieldErrors {
  loginName?: 'requiredField';
  password?: 'requiredField' | 'passwordLength' | 'passwordSymbols';
}

export type EncryptPassword = (password: string, publicKey: string) => Promise<string>;

export interface PasswordLoginDeps {
  api: Pick<Api, 'login'>;
  /** The popup's signal: closing the popup cancels the request. */
  signal?: AbortSignal;
  /**
   * PEM or bare base64 RSA public key from the configuration, or its pending fetch (sandbox), which
   * rejects with RsaError 'unavailable' when the key cannot be fetched.
   */
  publicKey: string | Promise<string>;
  /** Injectable for tests; the real RSA encryption (jsencrypt, loaded on demand) by default. */
  encrypt?: EncryptPassword;
}

/** Translation keys of the messages shown when the password cannot be encrypted. */
export type EncryptionMessage = 'passwordEncryptionFailed' | 'passwordTooLongToEncrypt';

export type PasswordLoginOutcome =
  | { kind: 'success'; result: LoginResult }
  /** A field rule failed: nothing was sent. */
  | { kind: 'invalid'; errors: PasswordLoginFieldErrors }
  /** The password could not be encrypted (broken key, too long, library failure): nothing was sent. */
  | { kind: 'encryption-failed'; reason: RsaErrorCode; message: EncryptionMessage }
  /** The popup closed before the request went out: nothing was sent. */
  | { kind: 'aborted' }
  /** The server said no, or the network failed: `error` goes to the error toast (SPEC §8). */
  | { kind: 'failed'; error: unknown };

/**
 * SPEC §5: login name required; login password required and 8 to 20 characters, with no emoji
 * (which the RSA library cannot encrypt faithfully, see checkLoginPassword).
 */
export function validatePasswordLogin(form: PasswordLoginForm): PasswordLoginFieldErrors {
  const errors: PasswordLoginFieldErrors = {};
  const name = checkRequired(form.loginName);
  if (!name.ok) errors.loginName = 'requiredField';
  const password = checkLoginPassword(form.password);
  if (!password.ok) errors.password = password.error;
  return errors;
}

export function hasFieldErrors(errors: PasswordLoginFieldErrors): boolean {
  return errors.loginName !== undefined || errors.password !== undefined;
}

function encryptionMessage(reason: RsaErrorCode): EncryptionMessage {
  return reason === 'too-long' ? 'passwordTooLongToEncrypt' : 'passwordEncryptionFailed';
}

/**
 * The server's "no" to what was typed (wrong account or password, an account that cannot log in
 * with it), in SPEC §8's words: shown under the password field of `form`, where the shopper is
 * looking, kept until they edit it, with the password selected so typing replaces it. The network
 * or the system failing is not about a field: undefined, for the toast.
 */
export function credentialsRejection(error: unknown, t: Parameters<typeof userMessage>[1], form: HTMLFormElement): string | undefined {
  if (!isRefusal(error)) return undefined;
  const password = form.querySelector<HTMLInputElement>('input[name="password"]');
  password?.focus();
  password?.select();
  return userMessage(error, t);
}

/**
 * Validate, encrypt, send. Never throws: every way it can end is a typed outcome. The password
 * is only ever sent encrypted; an encryption failure (including jsencrypt's silent `false`,
 * which encryptPassword turns into an RsaError) stops before the request.
 */
export async function submitPasswordLogin(deps: PasswordLoginDeps, form: PasswordLoginForm): Promise<PasswordLoginOutcome> {
  const publicKey = Promise.resolve(deps.publicKey);
  publicKey.catch(() => {}); // awaited below, unless a field rule stops the submit first
  const errors = validatePasswordLogin(form);
  if (hasFieldErrors(errors)) return { kind: 'invalid', errors };

  const encrypt = deps.encrypt ?? encryptPassword;
  let encrypted: string;
  try {
    encrypted = await encrypt(form.password, await publicKey);
  } catch (error) {
    // Offline before the library arrived: a network failure, shown as one (SPEC §8 'Network
    // error'), not as a broken configuration; the next submit loads the library again.
    if (error instanceof RsaError && error.code === 'unavailable') return { kind: 'failed', error };
    const reason: RsaErrorCode = error instanceof RsaError ? error.code : 'failed';
    // No usable key is the page's configuration, not the shopper: monitoring hears of it.
    if (reason === 'invalid-key') void import('../../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('password-key-unusable', { reason }));
    return { kind: 'encryption-failed', reason, message: encryptionMessage(reason) };
  }
  // Belt and braces: whatever an injected encrypt returns, only a non-empty string is sent.
  if (typeof encrypted !== 'string' || encrypted === '') {
    return { kind: 'encryption-failed', reason: 'failed', message: encryptionMessage('failed') };
  }
  if (deps.signal?.aborted) return { kind: 'aborted' };

  try {
    const result = await deps.api.login({ loginName: form.loginName.trim(), encryptPassword: encrypted }, { signal: deps.signal });
    return { kind: 'success', result };
  } catch (error) {
    return { kind: 'failed', error };
  }
}
