/**
 * Forgot password (SPEC §4): login name -> applyResetPasswordWithSecurity -> code by SMS or e-mail
 * -> verify -> ResetPassword, or the second-verification page. Plain TypeScript, no React.
 *
 * No account enumeration: whatever the server knows about the name, this flow answers the same
 * way and the screen shows the same texts; only the server decides where a code really goes.
 */
import type { Api } from '../../api/index.ts';
import { OTP_DEFAULT_LENGTH } from '../../config/constants.ts';
import type { Region } from '../../config/regions.ts';
import { validateJumpUrl } from '../../security/url-allowlist.ts';
import { secondVerificationUrl } from '../../flows/next-step.ts';
import { checkEmail, checkPhone, checkRequired, isEmailLoginName, otpCodeLength } from '../../flows/validation.ts';
import { onlyDigits } from '../../i18n/digits.ts';

export type ForgotApi = Pick<
  Api,
  'applyResetPasswordWithSecurity' | 'sendVerificationSms' | 'sendVerificationEmailCode' | 'verifyPhoneCode' | 'verifyEmailCode'
>;

/** SPEC §7 OTP scene of the forgot-password code. */
export const FORGOT_PASSWORD_SCENE = 'forgetPasswordOpeLimit';
/** Code and token type of the reset flow (wire protocol). */
export const RESET_PASSWORD_TYPE = 'RESET_PASSWORD';
/** tokenType after verification that sends the user to the verify url (SPEC §4). */
export const SECOND_VERIFICATION_TOKEN_TYPE = 'ACCOUNT_SECOND_VERIFICATION';

export type LoginNameError = 'requiredField' | 'invalidEmail' | 'invalidPhone';

/** SPEC §5: the login name is required; an @ means e-mail (checked as e-mail), else a phone number. */
export function checkLoginName(name: string): { ok: true } | { ok: false; error: LoginNameError } {
  if (!checkRequired(name).ok) return { ok: false, error: 'requiredField' };
  const trimmed = name.trim();
  const check = isEmailLoginName(trimmed) ? checkEmail(trimmed) : checkPhone(onlyDigits(trimmed));
  return check.ok ? { ok: true } : { ok: false, error: check.error ?? 'requiredField' };
}

/** Where the code went and what verifying it needs. */
export interface ResetCodeTicket {
  channel: 'phone' | 'email';
  /** Digits of the national number, or the e-mail address. */
  destination: string;
  phonePrefixCode?: string;
  token: string;
  tokenType: string;
  codeLength: number;
}

export interface ForgotDeps {
  api: ForgotApi;
  region: Pick<Region, 'phonePrefix'>;
  signal?: AbortSignal;
}

/**
 * Sends the code for `ticket` (also the resend). The reset token of the application goes along so
 * the server can tie the code to the reset.
 */
export async function sendResetCode(deps: ForgotDeps, ticket: ResetCodeTicket, isResend: boolean): Promise<ResetCodeTicket> {
  const { api, signal } = deps;
  const answer =
    ticket.channel === 'email'
      ? await api.sendVerificationEmailCode({ email: ticket.destination, token: ticket.token, tokenType: ticket.tokenType }, { signal })
      : await api.sendVerificationSms(
          {
            type: RESET_PASSWORD_TYPE,
            phone: ticket.destination,
            phonePrefixCode: ticket.phonePrefixCode ?? deps.region.phonePrefix ?? '',
            deliveryType: 'SMS',
            scene: FORGOT_PASSWORD_SCENE,
            isResend,
            token: ticket.token,
            tokenType: ticket.tokenType,
          },
          { signal },
        );
  return { ...ticket, codeLength: otpCodeLength(answer.codeLength) };
}

/** SPEC §4: applyResetPasswordWithSecurity for the login name, then the code goes out. */
export async function requestResetCode(deps: ForgotDeps, loginName: string): Promise<ResetCodeTicket> {
  const name = loginName.trim();
  const email = isEmailLoginName(name);
  const destination = email ? name : onlyDigits(name);
  const application = await deps.api.applyResetPasswordWithSecurity({ loginName: destination }, { signal: deps.signal });
  const ticket: ResetCodeTicket = {
    channel: email ? 'email' : 'phone',
    destination,
    ...(email ? {} : { phonePrefixCode: deps.region.phonePrefix ?? '' }),
    token: application.token,
    tokenType: RESET_PASSWORD_TYPE,
    codeLength: OTP_DEFAULT_LENGTH,
  };
  return sendResetCode(deps, ticket, false);
}

export type ResetCodeOutcome =
  /** Show ResetPassword with these params. */
  | { kind: 'reset'; token: string; tokenType: string }
  /** Leave for the second-verification page (already allow-listed, with redirect, token and type). */
  | { kind: 'second-verification'; url: string }
  /** The server asked for a second verification at a URL the allow-list refuses. */
  | { kind: 'refused' };

/**
 * Verifies the code. A wrong code throws the server's ApiError (the screen toasts it and clears
 * the boxes, SPEC §8). `returnTo` is where the second verification brings the user back.
 */
export async function verifyResetCode(deps: ForgotDeps, ticket: ResetCodeTicket, code: string, returnTo: string): Promise<ResetCodeOutcome> {
  const { api, signal } = deps;
  const verification =
    ticket.channel === 'email'
      ? await api.verifyEmailCode({ email: ticket.destination, code, token: ticket.token, tokenType: ticket.tokenType }, { signal })
      : (
          await api.verifyPhoneCode(
            {
              type: RESET_PASSWORD_TYPE,
              phone: ticket.destination,
              code,
              deliveryType: 'SMS',
              scene: FORGOT_PASSWORD_SCENE,
              phonePrefixCode: ticket.phonePrefixCode ?? deps.region.phonePrefix ?? '',
            },
            { signal },
          )
        ).verification;
  if (!verification) return { kind: 'refused' };
  if (verification.tokenType === SECOND_VERIFICATION_TOKEN_TYPE) {
    if (!verification.verifyUrl) return { kind: 'refused' };
    let target: string;
    try {
      target = secondVerificationUrl(verification.verifyUrl, returnTo, { redirect: returnTo, token: verification.token, tokenType: verification.tokenType });
    } catch {
      return { kind: 'refused' };
    }
    const checked = validateJumpUrl(target);
    return checked.ok ? { kind: 'second-verification', url: checked.url } : { kind: 'refused' };
  }
  return { kind: 'reset', token: verification.token, tokenType: verification.tokenType };
}

/** What the code step shows as the destination: '+65 91234567' or the address. */
export function describeDestination(ticket: Pick<ResetCodeTicket, 'channel' | 'destination' | 'phonePrefixCode'>): string {
  return ticket.channel === 'email' ? ticket.destination : `+${ticket.phonePrefixCode ?? ''} ${ticket.destination}`;
}
