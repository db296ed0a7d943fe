/**
 * SPEC §4 SmsUplink: the user sent the code by SMS from their own phone and confirms. Login and
 * sign-up log in (the code is dropped from the payload, SPEC §7); add phone binds. A login for a
 * number without an account is retried as a sign-up; a stale or mismatched code gets a new code
 * first and then the message (SPEC §8).
 */
import { isApiError, type Api, type LoginResult } from '../../api/index.ts';
import { OTP_SCENES, PHONE_NOT_EXIST_KEY, sendPayload, type SmsUplinkParams } from './otp.ts';

export const SMS_UPLINK_RENEW_KEYS: readonly string[] = ['PL_SMS_UPLINK_CODE_ALREADY_INVALID', 'PL_SMS_UPLINK_CODE_NOT_MATCHED'];

export type SmsUplinkOutcome =
  | { kind: 'logged-in'; result: LoginResult; isNewUser: boolean }
  /** A new code was requested: show these params, then the error's message. */
  | { kind: 'renewed'; params: SmsUplinkParams; error: unknown }
  | { kind: 'error'; error: unknown };

export interface SmsUplinkDeps {
  api: Pick<Api, 'smsUplink' | 'sendVerificationSms'>;
  signal?: AbortSignal;
}

export async function submitSmsUplink(deps: SmsUplinkDeps, params: SmsUplinkParams): Promise<SmsUplinkOutcome> {
  const { api, signal } = deps;
  const submit = (type: SmsUplinkParams['type']) =>
    api.smsUplink(
      {
        phone: params.phone,
        scene: OTP_SCENES[type],
        type,
        token: params.token,
        tokenType: params.tokenType,
        phonePrefixCode: params.phonePrefixCode,
        // Kept for a bind only: the api drops it for OTP_LOGIN / OTP_REGISTER (SPEC §7).
        code: params.smsUplinkCode,
      },
      { signal },
    );
  try {
    try {
      const result = await submit(params.type);
      return { kind: 'logged-in', result, isNewUser: params.type === 'OTP_REGISTER' };
    } catch (error) {
      if (params.type !== 'OTP_LOGIN' || !isApiError(error) || error.key !== PHONE_NOT_EXIST_KEY) throw error;
      return { kind: 'logged-in', result: await submit('OTP_REGISTER'), isNewUser: true };
    }
  } catch (error) {
    if (!isApiError(error) || !error.key || !SMS_UPLINK_RENEW_KEYS.includes(error.key)) return { kind: 'error', error };
    try {
      const sent = await api.sendVerificationSms(
        sendPayload({
          type: params.type,
          phone: params.phone,
          phonePrefixCode: params.phonePrefixCode,
          deliveryType: 'SMS_UPLINK',
          isResend: true,
          token: params.sourceToken,
          tokenType: params.sourceTokenType,
          innerPageSource: params.innerPageSource,
        }),
        { signal },
      );
      return {
        kind: 'renewed',
        params: {
          ...params,
          smsUplinkCode: sent.smsUplinkCode ?? params.smsUplinkCode,
          smsUplinkTargetPhone: sent.smsUplinkTargetPhone ?? params.smsUplinkTargetPhone,
          token: sent.token ?? params.token,
          tokenType: sent.tokenType ?? params.tokenType,
        },
        error,
      };
    } catch (renewError) {
      return { kind: 'error', error: renewError };
    }
  }
}
