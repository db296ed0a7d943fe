/**
 * The calls of SPEC §7 and the wire protocol that the code below the features uses (the header,
 * the session check, One Tap, the third-party SDKs, after-login) or that more than one feature
 * uses, gathered in `CoreCalls`. Every other call lives in the folder of the one feature that
 * makes it, as an api slice (`src/features/<f>/api.ts`) that `createApi()` composes on the same
 * transport; each slice adds its calls to `FeatureCalls` by declaration merging, so `ApiClient`
 * holds exactly the calls of the features that exist.
 */
import { APP_VERSION_OAUTH, APP_VERSION_OTP, SESSION_COOKIE_EXPIRY } from '../config/constants.ts';
import { noteHostUse } from '../config/host-use.ts';
import type { GatewayHooks } from './gateway.ts';
import { ApiError, isApiError } from './errors.ts';
import { readProviderNames } from './provider-names.ts';
import { CurrentUserSchema, LoginResultSchema, readAnswer, SendCodeSchema, UserSchema, VerificationSchema } from './answer-schemas.ts';
import { fetchBottomData } from './jsonp.ts';
import type { CsrfToken } from './member.ts';
import { createApiTransport, moduleOf, type ApiSlice, type ApiTransport, type CreateApiOptions, type MalformedAnswerReport } from './transport.ts';
import type {
  BottomData,
  CallOptions,
  CurrentUser,
  LoginResult,
  OAuthLoginRequest,
  OneTapLoginRequest,
  SendCodeRequest,
  SendCodeResult,
  SendEmailCodeRequest,
  ThirdPartyProvider,
  User,
  VerificationToken,
  VerifyEmailCodeRequest,
  VerifyPhoneCodeRequest,
  VerifyPhoneCodeResult,
} from './types.ts';

export type { ApiSlice, ApiTransport, CreateApiOptions, MalformedAnswerReport } from './transport.ts';

/** The calls every page may make. Plain async methods, each with an optional signal. */
export interface CoreCalls {
  // member host (SPEC §7 table)
  csrf(options?: CallOptions): Promise<CsrfToken>;
  loginByOAuthCode(request: OAuthLoginRequest, options?: CallOptions): Promise<LoginResult>;
  loginByOneTap(request: OneTapLoginRequest, options?: CallOptions): Promise<LoginResult>;
  verifyPhoneCode(request: VerifyPhoneCodeRequest, options?: CallOptions): Promise<VerifyPhoneCodeResult>;
  currentUser(options?: CallOptions): Promise<CurrentUser>;
  logout(options?: CallOptions): Promise<void>;
  // gateway
  webSiteIdSupport3rd(options?: CallOptions): Promise<ThirdPartyProvider[]>;
  sendVerificationSms(request: SendCodeRequest, options?: CallOptions): Promise<SendCodeResult>;
  sendVerificationEmailCode(request: SendEmailCodeRequest, options?: CallOptions): Promise<SendCodeResult>;
  verifyEmailCode(request: VerifyEmailCodeRequest, options?: CallOptions): Promise<VerificationToken>;
  getUser(options?: CallOptions): Promise<User>;
  // static CDN
  bottomData(request: { api: string; backup?: Record<string, string> }, options?: CallOptions): Promise<BottomData>;
}

/**
 * The calls of the feature folders: empty here, each `src/features/<f>/api.ts` adds its own
 * (`declare module '../../api/calls.ts' { interface FeatureCalls extends QrCalls {} }`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface FeatureCalls {}

/** Everything flows and screens may ask of the network. */
export type Api = CoreCalls & FeatureCalls;

/** What the popup wires in besides the calls (gateway hooks). */
export interface ApiHooks {
  setHooks(hooks: Partial<GatewayHooks>): void;
}

/** The client screens get: the core calls, the feature calls and the gateway hooks. */
export type ApiClient = Api & ApiHooks;

/** The client of a page with no popup's features: the core calls only. */
export type CoreApiClient = CoreCalls & ApiHooks;

/** Member-host paths of the core calls (wire protocol); a slice keeps its own. */
export const MEMBER_PATHS = {
  loginByOAuthCode: '/user/api/loginByOAuthCode',
  loginByOneTap: '/user/api/loginByOneTap',
  verifyPhoneCode: '/user/api/verifyPhoneCode',
  currentUser: '/user/api/currentUser',
  logout: '/user/api/logout',
} as const;

export { gatewayApiName } from './gateway-url.ts';

/** SPEC §3: the login result is the module, or module.loginResponseDTO. */
export function readLoginResult(module: unknown, call = 'login'): LoginResult {
  return readAnswer(call, LoginResultSchema, module);
}

/** SPEC §3: providers as names, or items carrying a type/name, or a sendChannel.thirdList. */
export function readProviders(data: unknown): ThirdPartyProvider[] {
  const names = readProviderNames(data);
  if (!names) throw new ApiError('malformed', 'The webSiteIdSupport3rd answer has no provider list', { call: 'webSiteIdSupport3rd', path: 'result' });
  return names;
}

/** Every method of `calls` tells `onMalformed` about a 'malformed' failure before passing it on. */
function reportingMalformed<T extends object>(calls: T, onMalformed: ((report: MalformedAnswerReport) => void) | undefined): T {
  if (!onMalformed) return calls;
  const wrapped: Record<string, unknown> = {};
  for (const [call, method] of Object.entries(calls)) {
    wrapped[call] = async (...args: unknown[]) => {
      try {
        return await (method as (...a: unknown[]) => Promise<unknown>)(...args);
      } catch (error) {
        if (isApiError(error) && error.kind === 'malformed') onMalformed({ call, answer: error.call ?? call, path: error.path ?? '' });
        throw error;
      }
    };
  }
  return wrapped as T;
}

/** The core calls on `transport`. */
function coreCalls({ member, gateway, config, region, language, clock }: ApiTransport): CoreCalls {
  return {
    csrf: ({ signal } = {}) => member.csrfToken({ signal }),

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

    async currentUser({ signal } = {}) {
      return readAnswer('currentUser', CurrentUserSchema, await moduleOf(member.get(MEMBER_PATHS.currentUser, { signal })));
    },

    async logout({ signal } = {}) {
      await member.post(MEMBER_PATHS.logout, {}, { signal });
    },

    async webSiteIdSupport3rd({ signal } = {}) {
      return readProviders(await gateway('webSiteIdSupport3rd', {}, { signal }));
    },

    async sendVerificationSms(request, { signal } = {}) {
      // No code goes out without the anti-forgery token in its data (SPEC §7 "csrf").
      const csrf = await member.csrfToken({ signal });
      const data = await gateway(
        'sendVerificationSms',
        { version: APP_VERSION_OTP, ...request, csrf: csrf.token },
        { method: 'POST', signal },
      );
      return readAnswer('sendVerificationSms', SendCodeSchema, data);
    },

    async sendVerificationEmailCode(request, { signal } = {}) {
      return readAnswer('sendVerificationEmailCode', SendCodeSchema, await gateway('sendVerificationEmailCode', { ...request }, { method: 'POST', signal }));
    },

    async verifyEmailCode(request, { signal } = {}) {
      return readAnswer('verifyEmailCode', VerificationSchema, await gateway('verifyEmailCode', { ...request }, { method: 'POST', signal }));
    },

    async getUser({ signal } = {}) {
      return readAnswer('getUser', UserSchema, await gateway('getUser', {}, { signal }));
    },

    async bottomData(request, { signal } = {}) {
      return fetchBottomData({
        api: request.api,
        backup: request.backup,
        language: language(),
        regionID: region().regionID,
        host: (noteHostUse('jsonpHost'), config().jsonpHost),
        clock,
        signal,
      });
    },
  };
}

/**
 * The core calls and every slice's calls on one transport, each reporting malformed answers.
 * The type trusts that `slices` are those of the feature folders that exist (the feature list
 * hands them all in); a client without them is a `CoreApiClient`.
 */
export function composeApi(transport: ApiTransport, slices: readonly ApiSlice[], onMalformedAnswer?: (report: MalformedAnswerReport) => void): ApiClient {
  const calls = Object.assign(coreCalls(transport), ...slices.map((slice) => slice(transport))) as Api;
  return { ...reportingMalformed(calls, onMalformedAnswer), setHooks: transport.setHooks };
}

/** A client of its own transport: the core calls and the calls of `slices`. */
export function createApi(options: CreateApiOptions = {}, slices: readonly ApiSlice[] = []): ApiClient {
  return composeApi(createApiTransport(options), slices, options.onMalformedAnswer);
}
