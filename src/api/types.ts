/**
 * Request and answer types of the calls of SPEC §7 and the wire protocol. Entities follow SPEC §3.
 */
import type { DeliveryChannel } from '../config/constants.ts';

export type Gender = 'male' | 'female';

/** SPEC §3 User. */
export interface User {
  id: string;
  name?: string;
  avatar?: string;
  birthday?: string;
  gender?: Gender;
  email?: string;
  emailConfirmed?: boolean;
  contactEmail?: string;
  phone?: string;
  phonePrefixCode?: string;
  language?: string;
  taxId?: string;
  branchId?: string;
  b2b?: boolean;
  isTest?: boolean;
  isVerified?: boolean;
  status?: string;
  type?: string;
  memberLevel?: string;
  liveUpStatus?: string;
  isLiveUp?: boolean;
  enableEwallet?: boolean;
  enableNewsletter?: boolean;
  enableSmsNewsletter?: boolean;
  hasAddress?: boolean;
  hasPassword?: boolean;
  hasPinCode?: boolean;
  isShowPinCode?: boolean;
  isShowBiometric?: boolean;
  isShowLazadaId?: boolean;
  lazadaId?: string;
  alipayUserId?: string;
  siteId?: string;
  site?: string;
  userTag1?: string;
  userTag2?: string;
  userTag3?: string;
  userTag4?: string;
  userTag5?: string;
  gmtCreate?: string | number;
  gmtModified?: string | number;
}

/** SPEC §4 next-step actions after login or verification. */
export type LoginNextStepAction =
  | 'JUMP_TO_URL'
  | 'COMPLETE_PASSWORD_FOR_LOGIN'
  | 'OAUTH_VERIFY_EMAIL_PASSWORD'
  | 'OAUTH_COMPLETE_PHONE_FOR_REGISTER'
  | 'SECOND_VERIFICATION'
  | 'DELETION_COOL_CONFIRM'
  | 'COMPLETE_PROFILE'
  | 'JUMP_TO_ADD_PHONE'
  | (string & {});

export interface LoginNextStepActionData {
  url?: string;
  token?: string;
  tokenType?: string;
  jumpUrl?: string;
  phoneToken?: string;
  phoneTokenType?: string;
}

/** SPEC §3 login result (module, also module.loginResponseDTO). */
export interface LoginResult {
  sessionId?: string;
  sessionExpiredTime?: number | string;
  refreshToken?: string;
  cookieList?: unknown[];
  user?: User;
  loginType?: string;
  loginNextStepAction?: LoginNextStepAction;
  loginNextStepActionData?: LoginNextStepActionData;
  needCompletePassword?: boolean;
  completePasswordToken?: string;
  completeEmailToken?: string;
  toRegisterToken?: string;
  userVerification?: unknown;
  hasPhone?: boolean;
  hasEmail?: boolean;
  oauthType?: string;
  oauthUserId?: string;
  oauthUserEmail?: string;
  oauthUserName?: string;
  redirectUrl?: string;
  loginSuccess?: boolean;
  userId?: string;
  isAutoRegister?: boolean;
  isEmailOptional?: boolean;
  isExclusiveFan?: boolean;
  isShopOwner?: boolean;
  loginSuccessTrustToken?: string;
}

export type OAuthType = 'GOOGLE' | 'FACEBOOK';
export type OperateType = 'LOGIN' | 'REGISTER';
/** Code types of the send and verify calls (wire protocol). */
export type OtpType = 'OTP_LOGIN' | 'OTP_REGISTER' | 'ADD_PHONE' | 'RESET_PASSWORD';

/** Every call accepts an AbortSignal: closing the popup aborts what is pending. */
export interface CallOptions {
  signal?: AbortSignal;
}

// --- member host ---

export interface OAuthLoginRequest {
  oauthType: OAuthType;
  /** Google authorization code or Facebook access token. */
  oauthCode: string;
  bizScene?: string;
  trustToken?: string;
  redirectUri: string;
  operateType: OperateType;
}

export interface OneTapLoginRequest {
  /** The Google one-tap credential. */
  credential: string;
  redirectUri: string;
}

export interface VerifyPhoneCodeRequest {
  type: Exclude<OtpType, 'ADD_PHONE'>;
  phone: string;
  code: string;
  deliveryType: DeliveryChannel;
  scene: string;
  phonePrefixCode: string;
  loginType?: string;
  pageSource?: string;
  bizScene?: string;
  /** Header operateType (SPEC §7). */
  operateType?: OperateType;
}

/** Answer of a reset-password verification (wire protocol). */
export interface VerificationToken {
  token: string;
  tokenType: string;
  verifyUrl?: string;
}

export interface VerifyPhoneCodeResult {
  /** Login types: the login result. */
  loginResult?: LoginResult;
  /** RESET_PASSWORD: the token for the reset. */
  verification?: VerificationToken;
}

export interface CurrentUser {
  id: string;
}

// --- gateway ---

/** SPEC §3 send-channel list item, normalised (deliveryType or type, buttonContent or text). */
export interface SendChannel {
  deliveryType: DeliveryChannel | (string & {});
  text?: string;
  icon?: string;
  supportOneClickVerify?: boolean;
}

export interface SendChannelList {
  channels: SendChannel[];
  codeLength?: number;
  notAvailableChannel?: string[];
  smsUplinkSupport?: boolean;
}

export type ThirdPartyProvider = 'GOOGLE' | 'FACEBOOK' | 'APPLE' | 'ZALO' | 'LINE' | (string & {});

export interface SendCodeRequest {
  type: OtpType;
  phone: string;
  deliveryType: DeliveryChannel;
  phonePrefixCode: string;
  scene: string;
  pageSource?: string;
  innerPageSource?: string;
  isResend?: boolean;
  bizScene?: string;
  checkRisk?: boolean;
  enablePhoneRegisterConvertLogin?: boolean;
  token?: string;
  tokenType?: string;
}

/** SPEC §3 send-code response. */
export interface SendCodeResult {
  registered?: boolean;
  codeLength?: number;
  token?: string;
  tokenType?: string;
  smsUplinkCode?: string;
  smsUplinkTargetPhone?: string;
}

export interface SendEmailCodeRequest {
  email: string;
  token?: string;
  tokenType?: string;
}

export interface VerifyEmailCodeRequest {
  email: string;
  code: string;
  token: string;
  tokenType: string;
}

export interface BottomData {
  [key: string]: unknown;
}
