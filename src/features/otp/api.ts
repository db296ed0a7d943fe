/** The OTP feature's own calls (SPEC §7): phone checks, channels, binding and the SMS uplink. */
import { APP_VERSION_OTP } from '../../config/constants.ts';
import { readLoginResult, type ApiTransport, type CallOptions, type LoginResult, type OtpType, type SendChannelList } from '../../api/index.ts';
import { readAnswer } from '../../api/answer-schemas.ts';
import { moduleOf } from '../../api/transport.ts';
import { ChannelLimitSchema, ChannelListSchema, PhoneCheckSchema } from './answer-schemas.ts';

export interface ValidatePhoneRequest {
  phone: string;
  phonePrefixCode: string;
}

export interface ValidatePhoneResult {
  isValid: boolean;
}

export interface BindPhoneRequest {
  phone: string;
  code: string;
  token: string;
  tokenType: string;
  bizScene?: string;
  phonePrefixCode: string;
}

export interface SmsUplinkRequest {
  phone: string;
  scene: string;
  type: OtpType;
  token?: string;
  tokenType?: string;
  phonePrefixCode: string;
  /** Dropped for OTP_LOGIN and OTP_REGISTER (SPEC §7). */
  code?: string;
}

export interface SmsChannelRequest {
  scene?: string;
  phone?: string;
  phonePrefixCode?: string;
}

export interface ChannelLimitRequest {
  phone: string;
  phonePrefixCode: string;
  otpScene: string;
}

export interface ChannelLimit {
  availableChannel: string[];
}

/** SPEC §3 risk error data (ApiError.data of PL-USER-RISK). */
export interface RiskErrorData {
  alertTitle?: string;
  alertSummary?: string;
  cancelButtonText?: string;
  confirmButtonText?: string;
  popupTitle?: string;
  popupContent?: string;
  smsUplinkSupport?: boolean;
  smsUplinkButtonText?: string;
  experimentalBucket?: number | string;
}

export interface OtpCalls {
  validatePhone(request: ValidatePhoneRequest, options?: CallOptions): Promise<ValidatePhoneResult>;
  bindPhone(request: BindPhoneRequest, options?: CallOptions): Promise<LoginResult>;
  smsUplink(request: SmsUplinkRequest, options?: CallOptions): Promise<LoginResult>;
  checkSmsChannel(request?: SmsChannelRequest, options?: CallOptions): Promise<SendChannelList>;
  checkMsChannelLimit(request: ChannelLimitRequest, options?: CallOptions): Promise<ChannelLimit>;
}

declare module '../../api/calls.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds this feature's calls to the client's type
  interface FeatureCalls extends OtpCalls {}
}

export function readChannelList(data: unknown): SendChannelList {
  return readAnswer('checkSmsChannel', ChannelListSchema, data);
}

export const apiSlice = ({ member, gateway }: ApiTransport): OtpCalls => ({
  async validatePhone(request, { signal } = {}) {
    const module = await moduleOf(member.post('/user/api/validatePhone', { type: 'ADDRESS', ...request }, { signal }));
    return readAnswer('validatePhone', PhoneCheckSchema, module);
  },

  async bindPhone(request, { signal } = {}) {
    const module = await moduleOf(member.post('/user/api/bindPhone', { type: 'ADD_PHONE', ...request, version: APP_VERSION_OTP }, { signal }));
    return readLoginResult(module, 'bindPhone');
  },

  async smsUplink(request, { signal } = {}) {
    const { code, ...rest } = request;
    // SPEC §7: the code is dropped for login and register.
    const keepCode = code !== undefined && request.type !== 'OTP_LOGIN' && request.type !== 'OTP_REGISTER';
    const module = await moduleOf(
      member.post('/user/api/smsUplink', { deliveryType: 'SMS_UPLINK', ...rest, ...(keepCode ? { code } : {}) }, { signal }),
    );
    return readLoginResult(module, 'smsUplink');
  },

  async checkSmsChannel(request = {}, { signal } = {}) {
    return readChannelList(await gateway('checkSmsChannel', { ...request }, { signal }));
  },

  async checkMsChannelLimit(request, { signal } = {}) {
    const data = readAnswer('checkMsChannelLimit', ChannelLimitSchema, await gateway('checkMsChannelLimit', { ...request }, { signal }));
    return { availableChannel: data.availableChannel ?? [] };
  },
});
