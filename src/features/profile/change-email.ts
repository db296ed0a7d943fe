/**
 * Change e-mail (SPEC §2, §5, §7): the new address is checked (2 to 60 characters, standard
 * pattern), a code is sent with sendVerificationEmailCode and checked with verifyEmailCode.
 * Plain TypeScript, no React.
 */
import type { Api, VerificationToken } from '../../api/index.ts';
import { checkEmail, otpCodeLength } from '../../flows/validation.ts';

export type ChangeEmailApi = Pick<Api, 'sendVerificationEmailCode' | 'verifyEmailCode'>;

export interface EmailCodeTicket {
  email: string;
  token: string;
  tokenType: string;
  codeLength: number;
}

/** SPEC §5 e-mail rule; the key of the message to show, or undefined when fine. */
export function emailError(email: string): 'requiredField' | 'invalidEmail' | undefined {
  return checkEmail(email.trim()).error;
}

/** Sends (or re-sends) the code to the new address. Throws the server's error. */
export async function sendChangeEmailCode(
  api: ChangeEmailApi,
  email: string,
  options: { token?: string; tokenType?: string; signal?: AbortSignal } = {},
): Promise<EmailCodeTicket> {
  const address = email.trim();
  const error = emailError(address);
  if (error) throw new RangeError(`Not a valid e-mail address (${error})`);
  const answer = await api.sendVerificationEmailCode(
    { email: address, ...(options.token ? { token: options.token } : {}), ...(options.tokenType ? { tokenType: options.tokenType } : {}) },
    { signal: options.signal },
  );
  return {
    email: address,
    token: answer.token ?? options.token ?? '',
    tokenType: answer.tokenType ?? options.tokenType ?? '',
    codeLength: otpCodeLength(answer.codeLength),
  };
}

/** Checks the code; a wrong code throws the server's error. */
export function verifyChangeEmailCode(api: ChangeEmailApi, ticket: EmailCodeTicket, code: string, signal?: AbortSignal): Promise<VerificationToken> {
  return api.verifyEmailCode({ email: ticket.email, code, token: ticket.token, tokenType: ticket.tokenType }, { signal });
}
