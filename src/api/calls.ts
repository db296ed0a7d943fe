/**
 * One typed function per call of SPEC §7 and the wire protocol, gathered in the `Api` interface
 * that flows receive (tests hand them a fake). `createApi()` builds it from the configuration.
 */
import { APP_VERSION_LOGIN, APP_VERSION_OAUTH, APP_VERSION_OTP, SESSION_COOKIE_EXPIRY } from '../config/constants.ts';
import { getRegion } from '../config/regions.ts';
import { getConfig, type MemberConfig } from '../config/settings.ts';
import { requestHeaders } from './request-headers.ts';
import { gatewayApiName } from './gateway-url.ts';
import { ApiError } from './errors.ts';
import { createGatewayClient, type AntiBotLibrary, type GatewayCallOptions, type GatewayClient, type GatewayHooks } from './gateway.ts';
import { isRecord, type Clock, type FetchLike } from './http.ts';
import { fetchBottomData } from './jsonp.ts';
import { CSRF_HEADER, createMemberClient, type CsrfToken, type MemberClient } from './member.ts';
import type {
  BindPhoneRequest,
  BottomData,
  CallOptions,
  CancelDeletionResult,
  ChannelLimit,
  ChannelLimitRequest,
  CompleteProfileRequest,
  CurrentUser,
  LoginResult,
  OAuthLoginRequest,
  OneTapLoginRequest,
  PasswordLoginRequest,
  QrCodeLoginRequest,
  QrCodeStatus,
  QrCodeUrl,
  ResetPasswordApplication,
  ResetPasswordRequest,
  SendChannel,
  SendChannelList,
  SendCodeRequest,
  SendCodeResult,
  SendEmailCodeRequest,
  SmsChannelRequest,
  SmsUplinkRequest,
  ThirdPartyProvider,
  UpdateProfileRequest,
  User,
  ValidatePhoneRequest,
  ValidatePhoneResult,
  VerificationToken,
  VerifyEmailCodeRequest,
  VerifyPhoneCodeRequest,
  VerifyPhoneCodeResult,
} from './types.ts';

/** Everything flows may ask of the network. Plain async methods, each with an optional signal. */
export interface Api {
  // member host (SPEC §7 table)
  csrf(options?: CallOptions): Promise<CsrfToken>;
  login(request: PasswordLoginRequest, options?: CallOptions): Promise<LoginResult>;
  loginByOAuthCode(request: OAuthLoginRequest, options?: CallOptions): Promise<LoginResult>;
  loginByOneTap(request: OneTapLoginRequest, options?: CallOptions): Promise<LoginResult>;
  validatePhone(request: ValidatePhoneRequest, options?: CallOptions): Promise<ValidatePhoneResult>;
  verifyPhoneCode(request: VerifyPhoneCodeRequest, options?: CallOptions): Promise<VerifyPhoneCodeResult>;
  bindPhone(request: BindPhoneRequest, options?: CallOptions): Promise<LoginResult>;
  smsUplink(request: SmsUplinkRequest, options?: CallOptions): Promise<LoginResult>;
  resetPassword(request: ResetPasswordRequest, options?: CallOptions): Promise<LoginResult | undefined>;
  loginByQrCode(request: QrCodeLoginRequest, options?: CallOptions): Promise<LoginResult>;
  currentUser(options?: CallOptions): Promise<CurrentUser>;
  logout(options?: CallOptions): Promise<void>;
  // gateway
  generateQrCodeUrl(options?: CallOptions): Promise<QrCodeUrl>;
  checkQrCodeStatus(request: { requestId: string }, options?: CallOptions): Promise<QrCodeStatus>;
  checkSmsChannel(request?: SmsChannelRequest, options?: CallOptions): Promise<SendChannelList>;
  checkMsChannelLimit(request: ChannelLimitRequest, options?: CallOptions): Promise<ChannelLimit>;
  webSiteIdSupport3rd(options?: CallOptions): Promise<ThirdPartyProvider[]>;
  sendVerificationSms(request: SendCodeRequest, options?: CallOptions): Promise<SendCodeResult>;
  sendVerificationEmailCode(request: SendEmailCodeRequest, options?: CallOptions): Promise<SendCodeResult>;
  verifyEmailCode(request: VerifyEmailCodeRequest, options?: CallOptions): Promise<VerificationToken>;
  applyResetPasswordWithSecurity(request: { loginName: string }, options?: CallOptions): Promise<ResetPasswordApplication>;
  completeProfileByRegisterToken(request: CompleteProfileRequest, options?: CallOptions): Promise<LoginResult | undefined>;
  updateUserProfile(request: UpdateProfileRequest, options?: CallOptions): Promise<void>;
  cancelDeletion(request: { token: string }, options?: CallOptions): Promise<CancelDeletionResult>;
  getUser(options?: CallOptions): Promise<User>;
  // static CDN
  bottomData(request: { api: string; backup?: Record<string, string> }, options?: CallOptions): Promise<BottomData>;
}

/** The Api plus what the popup wires in (gateway hooks). */
export interface ApiClient extends Api {
  setHooks(hooks: Partial<GatewayHooks>): void;
}

/** Member-host paths (wire protocol). */
export const MEMBER_PATHS = {
  login: '/user/api/login',
  loginByOAuthCode: '/user/api/loginByOAuthCode',
  loginByOneTap: '/user/api/loginByOneTap',
  validatePhone: '/user/api/validatePhone',
  verifyPhoneCode: '/user/api/verifyPhoneCode',
  bindPhone: '/user/api/bindPhone',
  smsUplink: '/user/api/smsUplink',
  resetPassword: '/user/api/resetPassword',
  loginByQrCode: '/user/api/loginByQrCode',
  currentUser: '/user/api/currentUser',
  logout: '/user/api/logout',
} as const;

export { gatewayApiName } from './gateway-url.ts';

// --- answer readers: a wrong field type is a 'malformed' error, never a crash further on ---

function malformed(what: string, data: unknown): ApiError {
  return new ApiError('malformed', `${what} has the wrong shape`, { data });
}

function record(value: unknown, what: string): Record<string, unknown> {
  if (!isRecord(value)) throw malformed(what, value);
  return value;
}

function text(value: unknown, what: string): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string' || value === '') throw malformed(what, value);
  return value;
}

function optionalText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function optionalCount(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

function textList(value: unknown): string[] {
  if (typeof value === 'string') return value.split(',').map((s) => s.trim()).filter(Boolean);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** SPEC §3: the login result is the module, or module.loginResponseDTO. */
export function readLoginResult(module: unknown): LoginResult {
  const value = record(module, 'Login result');
  const result = isRecord(value.loginResponseDTO) ? value.loginResponseDTO : value;
  if (result.user !== undefined && result.user !== null) {
    const user = record(result.user, 'Login result user');
    if (user.id !== undefined) text(user.id, 'Login result user id');
  }
  return result as LoginResult;
}

function readUser(data: unknown): User {
  const user = record(data, 'User');
  return { ...(user as unknown as User), id: text(user.id, 'User id') };
}

function readVerification(value: unknown): VerificationToken {
  const module = record(value, 'Verification');
  const verifyUrl = optionalText(module.verifyUrl);
  return { token: text(module.token, 'Verification token'), tokenType: text(module.tokenType ?? module.type, 'Verification token type'), ...(verifyUrl ? { verifyUrl } : {}) };
}

/** SPEC §3 send-code response; codeLength may come as a string. */
function readSendCodeResult(data: unknown): SendCodeResult {
  const value = data === undefined || data === null ? {} : record(data, 'Send-code answer');
  const { codeLength: rawCodeLength, ...rest } = value;
  const codeLength = optionalCount(rawCodeLength);
  return { ...(rest as SendCodeResult), ...(codeLength !== undefined ? { codeLength } : {}) };
}

/** SPEC §3: deliveryType or type, buttonContent or text. */
function readChannel(value: unknown): SendChannel | undefined {
  if (typeof value === 'string') return value ? { deliveryType: value } : undefined;
  if (!isRecord(value)) return undefined;
  const deliveryType = optionalText(value.deliveryType) ?? optionalText(value.type);
  if (!deliveryType) return undefined;
  const label = optionalText(value.buttonContent) ?? optionalText(value.text);
  const icon = optionalText(value.icon);
  return {
    deliveryType,
    ...(label ? { text: label } : {}),
    ...(icon ? { icon } : {}),
    ...(typeof value.supportOneClickVerify === 'boolean' ? { supportOneClickVerify: value.supportOneClickVerify } : {}),
  };
}

export function readChannelList(data: unknown): SendChannelList {
  const value = record(data, 'Channel list');
  const items = value.result ?? value.channels;
  if (!Array.isArray(items)) throw malformed('Channel list result', items);
  const codeLength = optionalCount(value.codeLength);
  return {
    channels: items.map(readChannel).filter((c): c is SendChannel => c !== undefined),
    ...(codeLength !== undefined ? { codeLength } : {}),
    ...(value.notAvailableChannel !== undefined ? { notAvailableChannel: textList(value.notAvailableChannel) } : {}),
    ...(typeof value.smsUplinkSupport === 'boolean' ? { smsUplinkSupport: value.smsUplinkSupport } : {}),
  };
}

/** SPEC §3: providers as names, or items carrying a type/name, or a sendChannel.thirdList. */
export function readProviders(data: unknown): ThirdPartyProvider[] {
  const value = record(data, 'Provider list');
  const thirdListOf = (v: unknown) => (isRecord(v) && isRecord(v.sendChannel) ? v.sendChannel.thirdList : isRecord(v) ? v.thirdList : undefined);
  const items: unknown = value.result ?? thirdListOf(value);
  if (!Array.isArray(items)) throw malformed('Provider list result', items);
  const names = items.flatMap((item): unknown[] => {
    if (typeof item === 'string') return [item];
    const nested = thirdListOf(item);
    if (Array.isArray(nested)) return nested;
    return isRecord(item) ? [item.type ?? item.name ?? item.thirdType] : [];
  });
  return [...new Set(names.filter((n): n is string => typeof n === 'string' && n !== '').map((n) => n.toUpperCase()))];
}

export interface CreateApiOptions {
  /** Configuration source, read on every call (defaults to the live `getConfig()`). */
  config?: () => Readonly<MemberConfig>;
  /** x-i18n-language; defaults to config.lang, then the region's first language. */
  language?: () => string | undefined;
  /** entrance header: the partner-app marker, or 'web' (wire protocol). */
  entrance?: () => string | undefined;
  fetch?: FetchLike;
  clock?: Clock;
  hooks?: Partial<GatewayHooks>;
  antiBot?: () => AntiBotLibrary | undefined;
}

export function createApi(options: CreateApiOptions = {}): ApiClient {
  const config = options.config ?? getConfig;
  const region = () => getRegion(config().region);
  const language = () => options.language?.() ?? config().lang ?? region().languages[0];

  const headers = (): Record<string, string> =>
    requestHeaders({ language: language(), region: region(), entrance: options.entrance?.() });

  const member: MemberClient = createMemberClient({
    host: () => config().memberHost,
    // One time limit for both hosts (SPEC §9 20000 ms): the override shortens member calls too.
    timeoutMs: () => config().gatewayTimeoutMs,
    fetch: options.fetch,
    clock: options.clock,
    headers,
  });
  const gateway: GatewayClient = createGatewayClient({
    host: () => config().gatewayHost,
    appKey: () => region().appKey,
    timeoutMs: () => config().gatewayTimeoutMs,
    fetch: options.fetch,
    clock: options.clock,
    headers,
    hooks: options.hooks,
    antiBot: options.antiBot,
  });

  const gw = <T>(name: string, data: Record<string, unknown>, callOptions: GatewayCallOptions) => gateway.call<T>(gatewayApiName(name), data, callOptions);
  /**
   * Calls of the user biz families carry the anti-forgery token as a header (SPEC §7), with the
   * member host's one refused-token refetch: the server did not act on the refused call, so this
   * is not a retry of a failed POST.
   */
  const withAntiForgery = <T>(name: string, data: Record<string, unknown>, callOptions: GatewayCallOptions): Promise<T> =>
    member.withCsrfToken(
      (csrf) => gw<T>(name, data, { ...callOptions, headers: { ...callOptions.headers, [CSRF_HEADER]: csrf.token } }),
      { signal: callOptions.signal },
    );
  const moduleOf = async <T>(promise: Promise<{ module?: T }>) => (await promise).module;

  return {
    setHooks: (hooks) => gateway.setHooks(hooks),

    csrf: ({ signal } = {}) => member.csrfToken({ signal }),

    async login(request, { signal } = {}) {
      const module = await moduleOf(
        member.post(MEMBER_PATHS.login, { ...request, version: APP_VERSION_LOGIN, cookieExpiredTime: SESSION_COOKIE_EXPIRY }, { signal }),
      );
      return readLoginResult(module);
    },

    async loginByOAuthCode(request, { signal } = {}) {
      const module = await moduleOf(
        member.post(
          MEMBER_PATHS.loginByOAuthCode,
          { ...request, version: APP_VERSION_OAUTH, cookieExpiredTime: SESSION_COOKIE_EXPIRY },
          { signal, headers: { operateType: request.operateType, oauthType: request.oauthType } },
        ),
      );
      return readLoginResult(module);
    },

    async loginByOneTap(request, { signal } = {}) {
      const module = await moduleOf(
        member.post(
          MEMBER_PATHS.loginByOneTap,
          {
            oauthMethod: 'oneTap',
            oauthType: 'GOOGLE',
            oauthCode: request.credential,
            redirectUri: request.redirectUri,
            version: APP_VERSION_OAUTH,
            operateType: 'LOGIN',
            cookieExpiredTime: SESSION_COOKIE_EXPIRY,
          },
          { signal, headers: { operateType: 'LOGIN', oauthType: 'GOOGLE' } },
        ),
      );
      return readLoginResult(module);
    },

    async validatePhone(request, { signal } = {}) {
      const module = record(await moduleOf(member.post(MEMBER_PATHS.validatePhone, { type: 'ADDRESS', ...request }, { signal })), 'Phone check');
      if (typeof module.isValid !== 'boolean') throw malformed('Phone check isValid', module.isValid);
      return { isValid: module.isValid };
    },

    async verifyPhoneCode(request, { signal } = {}) {
      const { operateType, ...body } = request;
      const module = await moduleOf(
        member.post(
          MEMBER_PATHS.verifyPhoneCode,
          { ...body, version: APP_VERSION_OTP, platform: 'PC', cookieExpiredTime: SESSION_COOKIE_EXPIRY },
          { signal, headers: operateType ? { operateType } : {} },
        ),
      );
      return request.type === 'RESET_PASSWORD' ? { verification: readVerification(module) } : { loginResult: readLoginResult(module) };
    },

    async bindPhone(request, { signal } = {}) {
      const module = await moduleOf(member.post(MEMBER_PATHS.bindPhone, { type: 'ADD_PHONE', ...request, version: APP_VERSION_OTP }, { signal }));
      return readLoginResult(module);
    },

    async smsUplink(request, { signal } = {}) {
      const { code, ...rest } = request;
      // SPEC §7: the code is dropped for login and register.
      const keepCode = code !== undefined && request.type !== 'OTP_LOGIN' && request.type !== 'OTP_REGISTER';
      const module = await moduleOf(
        member.post(MEMBER_PATHS.smsUplink, { deliveryType: 'SMS_UPLINK', ...rest, ...(keepCode ? { code } : {}) }, { signal }),
      );
      return readLoginResult(module);
    },

    async resetPassword(request, { signal } = {}) {
      const module = await moduleOf(member.post(MEMBER_PATHS.resetPassword, { ...request }, { signal }));
      return module === undefined || module === null ? undefined : readLoginResult(module);
    },

    async loginByQrCode(request, { signal } = {}) {
      const module = await moduleOf(
        member.post(
          MEMBER_PATHS.loginByQrCode,
          { token: request.token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode', cookieExpiredTime: SESSION_COOKIE_EXPIRY },
          { signal },
        ),
      );
      return readLoginResult(module);
    },

    async currentUser({ signal } = {}) {
      const module = record(await moduleOf(member.get(MEMBER_PATHS.currentUser, { signal })), 'Current user');
      return { id: text(module.id, 'Current user id') };
    },

    async logout({ signal } = {}) {
      await member.post(MEMBER_PATHS.logout, {}, { signal });
    },

    async generateQrCodeUrl({ signal } = {}) {
      const data = record(await gw('generateQrCodeUrl', { clientId: config().qrClientId }, { method: 'POST', signal }), 'QR code');
      return {
        // Missing or unreadable polling values pass as NaN: the QR flow replaces them with its
        // safe defaults (issue 6), so a bad number does not cost the user the whole QR screen.
        expire: optionalCount(data.expire) ?? Number.NaN,
        interval: optionalCount(data.interval) ?? Number.NaN,
        qrLoginUrl: text(data.qrLoginUrl, 'QR login URL'),
        requestId: text(data.requestId, 'QR request id'),
      };
    },

    async checkQrCodeStatus(request, { signal } = {}) {
      const data = record(await gw('checkQrCodeStatus', { clientId: config().qrClientId, requestId: request.requestId }, { method: 'POST', signal }), 'QR status');
      const token = optionalText(data.token);
      return {
        status: text(data.status, 'QR status'),
        ...(typeof data.scanned === 'boolean' ? { scanned: data.scanned } : {}),
        ...(token ? { token } : {}),
      };
    },

    async checkSmsChannel(request = {}, { signal } = {}) {
      return readChannelList(await gw('checkSmsChannel', { ...request }, { signal }));
    },

    async checkMsChannelLimit(request, { signal } = {}) {
      const data = record(await gw('checkMsChannelLimit', { ...request }, { signal }), 'Channel limit');
      return { availableChannel: textList(data.availableChannel) };
    },

    async webSiteIdSupport3rd({ signal } = {}) {
      return readProviders(await gw('webSiteIdSupport3rd', {}, { signal }));
    },

    async sendVerificationSms(request, { signal } = {}) {
      // No code goes out without the anti-forgery token in its data (SPEC §7 "csrf").
      const csrf = await member.csrfToken({ signal });
      const data = await gw(
        'sendVerificationSms',
        { version: APP_VERSION_OTP, ...request, csrf: csrf.token },
        { method: 'POST', signal },
      );
      return readSendCodeResult(data);
    },

    async sendVerificationEmailCode(request, { signal } = {}) {
      return readSendCodeResult(await gw('sendVerificationEmailCode', { ...request }, { method: 'POST', signal }));
    },

    async verifyEmailCode(request, { signal } = {}) {
      return readVerification(await gw('verifyEmailCode', { ...request }, { method: 'POST', signal }));
    },

    async applyResetPasswordWithSecurity(request, { signal } = {}) {
      const data = record(
        await gw('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: request.loginName }, { method: 'POST', signal }),
        'Reset application',
      );
      const verifyUrl = optionalText(data.verifyUrl);
      return { token: text(data.token, 'Reset token'), type: text(data.type ?? data.tokenType, 'Reset token type'), ...(verifyUrl ? { verifyUrl } : {}) };
    },

    async completeProfileByRegisterToken(request, { signal } = {}) {
      const data = await withAntiForgery('completeProfileByRegisterToken', { ...request }, { method: 'POST', signal });
      return data === undefined || data === null ? undefined : readLoginResult(data);
    },

    async updateUserProfile(request, { signal } = {}) {
      // SPEC §5: empty fields are left out of the payload.
      const payload = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== ''));
      await withAntiForgery('updateUserProfile', payload, { method: 'POST', needLogin: true, signal });
    },

    async cancelDeletion(request, { signal } = {}) {
      const data = await gw('cancelDeletion', { token: request.token }, { method: 'POST', signal });
      if (data === undefined || data === null) return {};
      const value = record(data, 'Restore answer');
      return value.loginResponse === undefined || value.loginResponse === null ? {} : { loginResponse: readLoginResult(value.loginResponse) };
    },

    async getUser({ signal } = {}) {
      return readUser(await gw('getUser', {}, { signal }));
    },

    async bottomData(request, { signal } = {}) {
      return fetchBottomData({
        api: request.api,
        backup: request.backup,
        language: language(),
        regionID: region().regionID,
        host: config().jsonpHost,
        clock: options.clock,
        signal,
      });
    },
  };
}
