/**
 * One typed function per call of SPEC §7 and the wire protocol, gathered in the `Api` interface
 * that flows receive (tests hand them a fake). `createApi()` builds it from the configuration.
 */
import { APP_VERSION_LOGIN, APP_VERSION_OAUTH, APP_VERSION_OTP, SESSION_COOKIE_EXPIRY } from '../config/constants.ts';
import { getRegion } from '../config/regions.ts';
import type { MemberConfig } from '../config/settings.ts';
import { configForContext, requestLanguageTag, resolveContext, type ElementContext } from '../context/element-context.ts';
import { requestHeaders } from './request-headers.ts';
import { gatewayApiName } from './gateway-url.ts';
import { createGatewayClient, type AntiBotLibrary, type GatewayCallOptions, type GatewayClient, type GatewayHooks } from './gateway.ts';
import type { Clock, FetchLike } from './http.ts';
import { ApiError, isApiError } from './errors.ts';
import { readProviderNames } from './provider-names.ts';
import {
  ChannelLimitSchema,
  ChannelListSchema,
  CurrentUserSchema,
  LoginResultSchema,
  PasskeyCreationOptionsSchema,
  PasskeyRegistrationSchema,
  PasskeyRequestOptionsSchema,
  PhoneCheckSchema,
  QrCodeUrlSchema,
  QrStatusSchema,
  readAnswer,
  ResetApplicationSchema,
  RestoreAnswerSchema,
  SendCodeSchema,
  UserSchema,
  VerificationSchema,
} from './answer-schemas.ts';
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
  PasskeyCreationOptionsJSON,
  PasskeyCredentialJSON,
  PasskeyRegistration,
  PasskeyRequestOptionsJSON,
  PasswordLoginRequest,
  QrCodeLoginRequest,
  QrCodeStatus,
  QrCodeUrl,
  ResetPasswordApplication,
  ResetPasswordRequest,
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
  // passkeys (wire protocol *(ours)*)
  passkeyLoginOptions(options?: CallOptions): Promise<PasskeyRequestOptionsJSON>;
  loginByPasskey(request: { credential: PasskeyCredentialJSON }, options?: CallOptions): Promise<LoginResult>;
  passkeyRegisterOptions(options?: CallOptions): Promise<PasskeyCreationOptionsJSON>;
  passkeyRegister(request: { credential: PasskeyCredentialJSON }, options?: CallOptions): Promise<PasskeyRegistration>;
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
  passkeyLoginOptions: '/user/api/passkeyLoginOptions',
  loginByPasskey: '/user/api/loginByPasskey',
  passkeyRegisterOptions: '/user/api/passkeyRegisterOptions',
  passkeyRegister: '/user/api/passkeyRegister',
} as const;

export { gatewayApiName } from './gateway-url.ts';

/** SPEC §3: the login result is the module, or module.loginResponseDTO. */
export function readLoginResult(module: unknown, call = 'login'): LoginResult {
  return readAnswer(call, LoginResultSchema, module);
}

export function readChannelList(data: unknown): SendChannelList {
  return readAnswer('checkSmsChannel', ChannelListSchema, data);
}

/** SPEC §3: providers as names, or items carrying a type/name, or a sendChannel.thirdList. */
export function readProviders(data: unknown): ThirdPartyProvider[] {
  const names = readProviderNames(data);
  if (!names) throw new ApiError('malformed', 'The webSiteIdSupport3rd answer has no provider list', { call: 'webSiteIdSupport3rd', path: 'result' });
  return names;
}

export interface CreateApiOptions {
  /**
   * The context every call speaks, resolved once by the element (SPEC §3): its region and language
   * make the `x-i18n-regionID` and `x-i18n-language` headers, its environment and region the
   * hosts. Defaults to the page's (`resolveContext()`: configure(), the hng cookie, SPEC §1).
   */
  context?: () => ElementContext;
  /** Hosts and keys, read on every call; defaults to the context's (`configForContext`). Tests give fake hosts. */
  config?: () => Readonly<MemberConfig>;
  /** entrance header: the partner-app marker, or 'web' (wire protocol). */
  entrance?: () => string | undefined;
  fetch?: FetchLike;
  clock?: Clock;
  hooks?: Partial<GatewayHooks>;
  antiBot?: () => AntiBotLibrary | undefined;
  /**
   * Told of every answer that failed its schema: the Api method, the answer that failed
   * (the method's own, or the anti-forgery token it needed) and the first failing path. Never the
   * values. The caller still gets its 'malformed' ApiError.
   */
  onMalformedAnswer?: (report: MalformedAnswerReport) => void;
}

export interface MalformedAnswerReport {
  call: string;
  answer: string;
  path: string;
}

/** Every method of `api` tells `onMalformed` about a 'malformed' failure before passing it on. */
function reportingMalformed(api: ApiClient, onMalformed: ((report: MalformedAnswerReport) => void) | undefined): ApiClient {
  if (!onMalformed) return api;
  const wrapped: Record<string, unknown> = { ...api };
  for (const [call, method] of Object.entries(api)) {
    if (call === 'setHooks') continue;
    wrapped[call] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (isApiError(error) && error.kind === 'malformed') onMalformed({ call, answer: error.call ?? call, path: error.path ?? '' });
        throw error;
      }
    };
  }
  return wrapped as unknown as ApiClient;
}

export function createApi(options: CreateApiOptions = {}): ApiClient {
  const context = options.context ?? (() => resolveContext());
  const config = options.config ?? (() => configForContext(context()));
  const region = () => getRegion(context().region);
  const language = () => requestLanguageTag(context());

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

  return reportingMalformed({
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
      return readLoginResult(module, 'loginByOAuthCode');
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
      return readLoginResult(module, 'loginByOneTap');
    },

    async validatePhone(request, { signal } = {}) {
      const module = await moduleOf(member.post(MEMBER_PATHS.validatePhone, { type: 'ADDRESS', ...request }, { signal }));
      return readAnswer('validatePhone', PhoneCheckSchema, module);
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
      return request.type === 'RESET_PASSWORD'
        ? { verification: readAnswer('verifyPhoneCode', VerificationSchema, module) }
        : { loginResult: readLoginResult(module, 'verifyPhoneCode') };
    },

    async bindPhone(request, { signal } = {}) {
      const module = await moduleOf(member.post(MEMBER_PATHS.bindPhone, { type: 'ADD_PHONE', ...request, version: APP_VERSION_OTP }, { signal }));
      return readLoginResult(module, 'bindPhone');
    },

    async smsUplink(request, { signal } = {}) {
      const { code, ...rest } = request;
      // SPEC §7: the code is dropped for login and register.
      const keepCode = code !== undefined && request.type !== 'OTP_LOGIN' && request.type !== 'OTP_REGISTER';
      const module = await moduleOf(
        member.post(MEMBER_PATHS.smsUplink, { deliveryType: 'SMS_UPLINK', ...rest, ...(keepCode ? { code } : {}) }, { signal }),
      );
      return readLoginResult(module, 'smsUplink');
    },

    async resetPassword(request, { signal } = {}) {
      const module = await moduleOf(member.post(MEMBER_PATHS.resetPassword, { ...request }, { signal }));
      return module === undefined || module === null ? undefined : readLoginResult(module, 'resetPassword');
    },

    async loginByQrCode(request, { signal } = {}) {
      const module = await moduleOf(
        member.post(
          MEMBER_PATHS.loginByQrCode,
          { token: request.token, tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode', cookieExpiredTime: SESSION_COOKIE_EXPIRY },
          { signal },
        ),
      );
      return readLoginResult(module, 'loginByQrCode');
    },

    async currentUser({ signal } = {}) {
      return readAnswer('currentUser', CurrentUserSchema, await moduleOf(member.get(MEMBER_PATHS.currentUser, { signal })));
    },

    async logout({ signal } = {}) {
      await member.post(MEMBER_PATHS.logout, {}, { signal });
    },

    async passkeyLoginOptions({ signal } = {}) {
      // A GET (wire protocol): it changes nothing but a short-lived challenge, and needs no
      // anti-forgery token, so it never races a login for the session.
      return readAnswer('passkeyLoginOptions', PasskeyRequestOptionsSchema, await moduleOf(member.get(MEMBER_PATHS.passkeyLoginOptions, { signal })));
    },

    async loginByPasskey(request, { signal } = {}) {
      const module = await moduleOf(
        member.post(MEMBER_PATHS.loginByPasskey, { credential: request.credential, cookieExpiredTime: SESSION_COOKIE_EXPIRY }, { signal }),
      );
      return readLoginResult(module, 'loginByPasskey');
    },

    async passkeyRegisterOptions({ signal } = {}) {
      return readAnswer('passkeyRegisterOptions', PasskeyCreationOptionsSchema, await moduleOf(member.post(MEMBER_PATHS.passkeyRegisterOptions, {}, { signal })));
    },

    async passkeyRegister(request, { signal } = {}) {
      return readAnswer('passkeyRegister', PasskeyRegistrationSchema, await moduleOf(member.post(MEMBER_PATHS.passkeyRegister, { credential: request.credential }, { signal })));
    },

    async generateQrCodeUrl({ signal } = {}) {
      return readAnswer('generateQrCodeUrl', QrCodeUrlSchema, await gw('generateQrCodeUrl', { clientId: config().qrClientId }, { method: 'POST', signal }));
    },

    async checkQrCodeStatus(request, { signal } = {}) {
      const data = await gw('checkQrCodeStatus', { clientId: config().qrClientId, requestId: request.requestId }, { method: 'POST', signal });
      return readAnswer('checkQrCodeStatus', QrStatusSchema, data);
    },

    async checkSmsChannel(request = {}, { signal } = {}) {
      return readChannelList(await gw('checkSmsChannel', { ...request }, { signal }));
    },

    async checkMsChannelLimit(request, { signal } = {}) {
      const data = readAnswer('checkMsChannelLimit', ChannelLimitSchema, await gw('checkMsChannelLimit', { ...request }, { signal }));
      return { availableChannel: data.availableChannel ?? [] };
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
      return readAnswer('sendVerificationSms', SendCodeSchema, data);
    },

    async sendVerificationEmailCode(request, { signal } = {}) {
      return readAnswer('sendVerificationEmailCode', SendCodeSchema, await gw('sendVerificationEmailCode', { ...request }, { method: 'POST', signal }));
    },

    async verifyEmailCode(request, { signal } = {}) {
      return readAnswer('verifyEmailCode', VerificationSchema, await gw('verifyEmailCode', { ...request }, { method: 'POST', signal }));
    },

    async applyResetPasswordWithSecurity(request, { signal } = {}) {
      const data = await gw('applyResetPasswordWithSecurity', { tokenType: 'RESET_PASSWORD', loginName: request.loginName }, { method: 'POST', signal });
      return readAnswer('applyResetPasswordWithSecurity', ResetApplicationSchema, data);
    },

    async completeProfileByRegisterToken(request, { signal } = {}) {
      const data = await withAntiForgery('completeProfileByRegisterToken', { ...request }, { method: 'POST', signal });
      return data === undefined || data === null ? undefined : readLoginResult(data, 'completeProfileByRegisterToken');
    },

    async updateUserProfile(request, { signal } = {}) {
      // SPEC §5: empty fields are left out of the payload.
      const payload = Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined && v !== ''));
      await withAntiForgery('updateUserProfile', payload, { method: 'POST', needLogin: true, signal });
    },

    async cancelDeletion(request, { signal } = {}) {
      const data = await gw('cancelDeletion', { token: request.token }, { method: 'POST', signal });
      return readAnswer('cancelDeletion', RestoreAnswerSchema, data);
    },

    async getUser({ signal } = {}) {
      return readAnswer('getUser', UserSchema, await gw('getUser', {}, { signal }));
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
  }, options.onMalformedAnswer);
}
