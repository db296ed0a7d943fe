/**
 * Sending and checking one-time codes (SPEC §4 OTP/Registry flow, §7 payloads, §8 error keys):
 * OTP login, sign-up, the risk step-up and add-phone all send through `sendCode`, and Verify
 * checks through `verifyCode`. Plain TypeScript: the screens render what these return.
 */
import { isApiError, type Api, type LoginResult, type OtpType as WireOtpType } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import type { RiskErrorData } from './api.ts';
import { RiskDataSchema } from './answer-schemas.ts';
import { RESEND_COUNTDOWN_SECONDS, type DeliveryChannel } from '../../config/constants.ts';
import { CLOSE_ACCOUNT_REGISTER_FAIL_PAGE, memberPageUrl, type LinkTarget } from '../../config/routes.ts';
import { allowedChannels, isDeliveryChannel } from './channels.ts';
import { startCountdown, type CountdownOptions } from '../../flows/countdown.ts';
import { checkPhone, otpCodeLength } from '../../flows/validation.ts';
import { onlyDigits } from '../../i18n/digits.ts';

/** What a code is for: the wire protocol's code types, but RESET_PASSWORD (forgot-password.ts). */
export type OtpType = Exclude<WireOtpType, 'RESET_PASSWORD'>;

/** SPEC §7 OTP scenes (the operation-limit scene the server counts a send under). */
export const OTP_SCENES = {
  OTP_LOGIN: 'operateLimitLogin',
  OTP_REGISTER: 'operateLimitRegister',
  ADD_PHONE: '3rdRegisAddPhoneOpeLimit',
  /** A resend through another method (VerifyMethodList, SPEC §4). */
  tryAnotherWay: 'tryAnotherWay',
  default: 'operateLimitDefault',
} as const;

/** SPEC §7 biz scenes: the popup's, and the add-phone step after a third-party sign-up. */
export const POPUP_BIZ_SCENE = 'PC_POPUP';
export const ADD_PHONE_BIZ_SCENE = 'recyclePhone3rdAddPhone';
/** Our page source for sends and verifies made from the popup (SPEC §7 leaves the value open). */
export const POPUP_PAGE_SOURCE = 'popup';
/** SPEC §3 login type of a phone code login. */
export const PHONE_OTP_LOGIN_TYPE = 'PHONE_OTP';

/** SPEC §8 keys this flow acts on. */
export const RISK_KEY = 'PL-USER-RISK';
export const COOLING_PERIOD_KEY = 'PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD';
export const PHONE_NOT_EXIST_KEY = 'PL_USER_LOGIN_PHONE_NOT_EXIST';

/** What the screens pass to Verify (push params). */
export interface VerifyParams {
  type: OtpType;
  phone: string;
  phonePrefixCode: string;
  deliveryType: DeliveryChannel;
  codeLength: number;
  /** Add-phone token (SPEC §7 bind phone); for login and sign-up the send's token, unused. */
  token?: string;
  tokenType?: string;
  /** The send answer said the number has an account (sign-up turns into a login). */
  registered?: boolean;
  /** Which screen sent the code (SPEC §7 innerPageSource). */
  innerPageSource?: string;
}

/** What SmsUplink shows and submits (SPEC §4 SmsUplink). */
export interface SmsUplinkParams {
  type: OtpType;
  phone: string;
  phonePrefixCode: string;
  smsUplinkCode: string;
  smsUplinkTargetPhone: string;
  /** The uplink's own token from the send answer. */
  token?: string;
  tokenType?: string;
  /** Add phone: the token the code was requested with (needed to request a new code). */
  sourceToken?: string;
  sourceTokenType?: string;
  innerPageSource?: string;
}

/** What PhoneCall needs: the server's risk texts and how to send again (SPEC §4 risk step-up). */
export interface PhoneCallParams {
  risk: RiskErrorData;
  request: SendRequest;
}

export interface SendRequest {
  type: OtpType;
  phone: string;
  phonePrefixCode: string;
  deliveryType: DeliveryChannel;
  /** Add phone (SPEC §7): token and tokenType of the add-phone step. */
  token?: string;
  tokenType?: string;
  isResend?: boolean;
  /** Defaults to the type's operation-limit scene. */
  scene?: string;
  /** false after the risk step-up: the user already chose the safer channel. Default true. */
  checkRisk?: boolean;
  innerPageSource?: string;
  /**
   * Pre-check the number with the validity call and the channel limit (SPEC §5). On by default;
   * resends skip it (the number was checked when the first code went out).
   */
  precheck?: boolean;
}

export type SendOutcome =
  /** Empty phone: SPEC §5 "Send does nothing if phone is empty". */
  | { kind: 'empty' }
  /** 'Please enter a valid phone number.' */
  | { kind: 'invalid-phone' }
  /** SPEC §3 checkMsChannelLimit: this channel is not allowed now; these are. */
  | { kind: 'channel-limited'; available: string[] }
  | { kind: 'verify'; params: VerifyParams }
  | { kind: 'sms-uplink'; params: SmsUplinkParams }
  | { kind: 'risk'; params: PhoneCallParams }
  /** SPEC §8: go to the close-account register-fail page. */
  | { kind: 'cooling-period' }
  | { kind: 'error'; error: unknown };

export interface SendDeps {
  api: Pick<Api, 'validatePhone' | 'checkMsChannelLimit' | 'sendVerificationSms'>;
  signal?: AbortSignal;
}

/** The SPEC §7 send-code payload for a request. */
export function sendPayload(request: SendRequest) {
  return {
    type: request.type,
    pageSource: POPUP_PAGE_SOURCE,
    innerPageSource: request.innerPageSource ?? request.type,
    isResend: request.isResend ?? false,
    phone: request.phone,
    deliveryType: request.deliveryType,
    bizScene: request.type === 'ADD_PHONE' ? ADD_PHONE_BIZ_SCENE : POPUP_BIZ_SCENE,
    checkRisk: request.checkRisk ?? true,
    scene: request.scene ?? OTP_SCENES[request.type],
    phonePrefixCode: request.phonePrefixCode,
    // A sign-up with a number that has an account logs that account in (SPEC §7).
    enablePhoneRegisterConvertLogin: request.type === 'OTP_REGISTER',
    ...(request.token !== undefined ? { token: request.token } : {}),
    ...(request.tokenType !== undefined ? { tokenType: request.tokenType } : {}),
  };
}

/**
 * SPEC §4: check the number, then send the code through the chosen channel. SMS_UPLINK leads to
 * SmsUplink, every other channel to Verify; PL-USER-RISK to PhoneCall with the server's texts.
 */
export async function sendCode(deps: SendDeps, input: SendRequest): Promise<SendOutcome> {
  const phone = onlyDigits(input.phone);
  if (phone === '') return { kind: 'empty' };
  const request: SendRequest = { ...input, phone };
  const { signal } = deps;
  if (request.precheck ?? true) {
    if (!checkPhone(phone).ok) return { kind: 'invalid-phone' };
    try {
      const { isValid } = await deps.api.validatePhone({ phone, phonePrefixCode: request.phonePrefixCode }, { signal });
      if (!isValid) return { kind: 'invalid-phone' };
    } catch (error) {
      if (isApiError(error) && error.kind === 'aborted') return { kind: 'error', error };
      // SPEC §5: a failed check shows the same message as an invalid number.
      return { kind: 'invalid-phone' };
    }
    const allowed = await allowedChannels(deps, { phone, phonePrefixCode: request.phonePrefixCode, otpScene: request.scene ?? OTP_SCENES[request.type] });
    if (allowed && !allowed.includes(request.deliveryType)) return { kind: 'channel-limited', available: allowed };
  }
  try {
    const sent = await deps.api.sendVerificationSms(sendPayload(request), { signal });
    if (request.deliveryType === 'SMS_UPLINK') {
      return {
        kind: 'sms-uplink',
        params: {
          type: request.type,
          phone,
          phonePrefixCode: request.phonePrefixCode,
          smsUplinkCode: sent.smsUplinkCode ?? '',
          smsUplinkTargetPhone: sent.smsUplinkTargetPhone ?? '',
          token: sent.token,
          tokenType: sent.tokenType,
          sourceToken: request.token,
          sourceTokenType: request.tokenType,
          innerPageSource: request.innerPageSource,
        },
      };
    }
    return {
      kind: 'verify',
      params: {
        type: request.type,
        phone,
        phonePrefixCode: request.phonePrefixCode,
        deliveryType: request.deliveryType,
        codeLength: otpCodeLength(sent.codeLength),
        // Add phone keeps the step's token: the bind call needs it (SPEC §7).
        ...(request.type === 'ADD_PHONE' ? { token: request.token, tokenType: request.tokenType } : {}),
        ...(sent.registered !== undefined ? { registered: sent.registered } : {}),
        innerPageSource: request.innerPageSource,
      },
    };
  } catch (error) {
    if (isApiError(error) && error.key === RISK_KEY) {
      const risk = readRiskData(error.data);
      return { kind: 'risk', params: { risk, request: { ...request, precheck: false } } };
    }
    if (isApiError(error) && error.key === COOLING_PERIOD_KEY) return { kind: 'cooling-period' };
    return { kind: 'error', error };
  }
}

/** SPEC §8: where a sign-up in the closure cool-off goes. */
export function coolingPeriodUrl(links: LinkTarget): string {
  return memberPageUrl(CLOSE_ACCOUNT_REGISTER_FAIL_PAGE, links);
}

/** The request a Verify screen resends with: same number and purpose, maybe another channel. */
export function resendRequest(params: VerifyParams, deliveryType: DeliveryChannel, scene?: string): SendRequest {
  return {
    type: params.type,
    phone: params.phone,
    phonePrefixCode: params.phonePrefixCode,
    deliveryType,
    isResend: true,
    precheck: false,
    ...(scene ? { scene } : {}),
    ...(params.type === 'ADD_PHONE' ? { token: params.token, tokenType: params.tokenType } : {}),
    innerPageSource: params.innerPageSource,
  };
}

// --- verify ---

export type VerifyOutcome = { kind: 'logged-in'; result: LoginResult; isNewUser: boolean } | { kind: 'error'; error: unknown };

export interface VerifyDeps {
  api: Pick<Api, 'verifyPhoneCode' | 'bindPhone'>;
  signal?: AbortSignal;
}

/**
 * SPEC §4 Verify: OTP_LOGIN / OTP_REGISTER verify and log in; PL_USER_LOGIN_PHONE_NOT_EXIST on a
 * login registers with the same code (type OTP_REGISTER) without asking again; ADD_PHONE binds.
 */
export async function verifyCode(deps: VerifyDeps, params: VerifyParams, code: string): Promise<VerifyOutcome> {
  const { signal } = deps;
  try {
    if (params.type === 'ADD_PHONE') {
      const result = await deps.api.bindPhone(
        {
          phone: params.phone,
          code,
          token: params.token ?? '',
          tokenType: params.tokenType ?? '',
          bizScene: ADD_PHONE_BIZ_SCENE,
          phonePrefixCode: params.phonePrefixCode,
        },
        { signal },
      );
      return { kind: 'logged-in', result, isNewUser: false };
    }
    const verify = async (type: 'OTP_LOGIN' | 'OTP_REGISTER') => {
      const answer = await deps.api.verifyPhoneCode(
        {
          type,
          phone: params.phone,
          code,
          deliveryType: params.deliveryType,
          scene: OTP_SCENES[type],
          phonePrefixCode: params.phonePrefixCode,
          loginType: PHONE_OTP_LOGIN_TYPE,
          pageSource: POPUP_PAGE_SOURCE,
          bizScene: POPUP_BIZ_SCENE,
          operateType: type === 'OTP_LOGIN' ? 'LOGIN' : 'REGISTER',
        },
        { signal },
      );
      return answer.loginResult ?? {};
    };
    if (params.type === 'OTP_LOGIN') {
      try {
        return { kind: 'logged-in', result: await verify('OTP_LOGIN'), isNewUser: false };
      } catch (error) {
        if (!isApiError(error) || error.key !== PHONE_NOT_EXIST_KEY) throw error;
        const result = await verify('OTP_REGISTER');
        return { kind: 'logged-in', result, isNewUser: true };
      }
    }
    const result = await verify('OTP_REGISTER');
    // A sign-up with a number that already had an account is a login (SPEC §7 convert to login).
    return { kind: 'logged-in', result, isNewUser: params.registered !== true };
  } catch (error) {
    return { kind: 'error', error };
  }
}

// --- resend countdown ---

export type ResendCountdownOptions = Omit<CountdownOptions, 'seconds'> & { seconds?: number };

/** SPEC §4 / §9 the 60-second resend countdown. Returns a stop function. */
export function startResendCountdown(options: ResendCountdownOptions): () => void {
  return startCountdown({ seconds: RESEND_COUNTDOWN_SECONDS, ...options });
}

// --- risk step-up (PhoneCall) ---

export type PhoneCallView =
  /** experimentalBucket 1 or 2 with SMS-from-phone support: two choices, server texts. */
  | { mode: 'choice'; title?: string; content?: string; confirm: 'VOICE' | 'SMS_UPLINK'; cancel: 'VOICE' | 'SMS_UPLINK'; smsUplinkText?: string; voiceText?: string }
  /** Otherwise: the alert texts; cancel goes back, confirm requests a voice call. */
  | { mode: 'alert'; title?: string; summary?: string; cancelText?: string; confirmText?: string };

/**
 * SPEC §2 PhoneCall: bucket 1 — confirm is the call and cancel the SMS from phone; bucket 2 —
 * the positions swapped; other buckets, or no SMS-from-phone support: the alert texts.
 */
export function phoneCallView(risk: RiskErrorData): PhoneCallView {
  const bucket = Number(risk.experimentalBucket);
  if ((bucket === 1 || bucket === 2) && risk.smsUplinkSupport === true) {
    return {
      mode: 'choice',
      title: risk.popupTitle,
      content: risk.popupContent,
      confirm: bucket === 1 ? 'VOICE' : 'SMS_UPLINK',
      cancel: bucket === 1 ? 'SMS_UPLINK' : 'VOICE',
      smsUplinkText: risk.smsUplinkButtonText,
      voiceText: risk.confirmButtonText,
    };
  }
  return { mode: 'alert', title: risk.alertTitle, summary: risk.alertSummary, cancelText: risk.cancelButtonText, confirmText: risk.confirmButtonText };
}

/** The send after the step-up: the chosen channel, without the risk check that sent us here. */
export function riskFollowUp(params: PhoneCallParams, deliveryType: 'VOICE' | 'SMS_UPLINK'): SendRequest {
  return { ...params.request, deliveryType, checkRisk: false, precheck: false };
}

// --- screen params (push/replace params are untyped records) ---

const OTP_TYPES: readonly OtpType[] = ['OTP_LOGIN', 'OTP_REGISTER', 'ADD_PHONE'];
const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : undefined);

/** Verify's params, checked; undefined when they cannot describe a sent code. */
export function readVerifyParams(params: Record<string, unknown>): VerifyParams | undefined {
  const type = params.type as OtpType;
  const phone = text(params.phone);
  const phonePrefixCode = text(params.phonePrefixCode) ?? text(params.prefix);
  const deliveryType = params.deliveryType;
  if (!OTP_TYPES.includes(type) || !phone || phonePrefixCode === undefined || !isDeliveryChannel(deliveryType)) return undefined;
  return {
    type,
    phone,
    phonePrefixCode,
    deliveryType,
    codeLength: otpCodeLength(Number(params.codeLength)),
    ...(text(params.token) ? { token: text(params.token) } : {}),
    ...(text(params.tokenType) ? { tokenType: text(params.tokenType) } : {}),
    ...(typeof params.registered === 'boolean' ? { registered: params.registered } : {}),
    ...(text(params.innerPageSource) ? { innerPageSource: text(params.innerPageSource) } : {}),
  };
}

export function readSmsUplinkParams(params: Record<string, unknown>): SmsUplinkParams | undefined {
  const type = params.type as OtpType;
  const phone = text(params.phone);
  const phonePrefixCode = text(params.phonePrefixCode);
  const smsUplinkCode = text(params.smsUplinkCode);
  const smsUplinkTargetPhone = text(params.smsUplinkTargetPhone);
  if (!OTP_TYPES.includes(type) || !phone || phonePrefixCode === undefined || !smsUplinkCode || !smsUplinkTargetPhone) return undefined;
  const optional = (name: keyof SmsUplinkParams) => (text(params[name]) ? { [name]: text(params[name]) } : {});
  return {
    type,
    phone,
    phonePrefixCode,
    smsUplinkCode,
    smsUplinkTargetPhone,
    ...optional('token'),
    ...optional('tokenType'),
    ...optional('sourceToken'),
    ...optional('sourceTokenType'),
    ...optional('innerPageSource'),
  };
}

export function readPhoneCallParams(params: Record<string, unknown>): PhoneCallParams | undefined {
  const { risk, request } = params as { risk?: unknown; request?: Partial<SendRequest> };
  if (!request || typeof request !== 'object' || !OTP_TYPES.includes(request.type as OtpType) || !text(request.phone) || !isDeliveryChannel(request.deliveryType)) return undefined;
  return { risk: readRiskData(risk), request: request as SendRequest };
}


/** The PL-USER-RISK answer's data, checked field by field at the api boundary. */
export function readRiskData(value: unknown): RiskErrorData {
  return readAnswer('PL-USER-RISK', RiskDataSchema, value);
}
