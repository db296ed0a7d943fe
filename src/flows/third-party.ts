/**
 * Google and Facebook sign-in (SPEC §4 "Third-party login", §7 loginByOAuthCode, third-party
 * scripts). Which buttons show comes from webSiteIdSupport3rd (none on failure); the provider's
 * script loads on demand; its code (Google) or access token (Facebook) is exchanged with
 * loginByOAuthCode, and PL_USER_LOGIN_OAUTH_NOT_EXIST retries the same call as REGISTER.
 * The provider SDKs are reached through an injected `ProviderSdks` so tests can fake them.
 */
import { isApiError, type Api, type LoginResult } from '../api/index.ts';
import { FACEBOOK_SDK_VERSION } from '../config/constants.ts';
import type { Region } from '../config/regions.ts';
import { GOOGLE_LOGIN_RETURN_PATH } from '../config/routes.ts';
import type { MemberConfig } from '../config/settings.ts';
import { loadScript as defaultLoadScript } from '../storefront/script-loader.ts';

import type { OAuthType } from '../api/index.ts';

type SocialProvider = OAuthType;


/** SPEC §7 biz scene of sign-ins started from the popup. */
export const THIRD_PARTY_BIZ_SCENE = 'PC_POPUP';
/** SPEC §7 Google scopes and Facebook scope. */
export const GOOGLE_SCOPES = 'profile email';
export const FACEBOOK_SCOPE = 'email';
/** Google's code client in popup mode exchanges the code with this redirect URI. */
export const GOOGLE_POPUP_REDIRECT_URI = 'postmessage';
export const OAUTH_NOT_EXIST_KEY = 'PL_USER_LOGIN_OAUTH_NOT_EXIST';

/** SPEC §1: group B regions use their own Google client id. */
export function googleClientIdFor(region: Pick<Region, 'group'>, config: Pick<MemberConfig, 'googleClientId' | 'googleClientIdGroupB'>): string {
  return region.group === 'B' && config.googleClientIdGroupB ? config.googleClientIdGroupB : config.googleClientId;
}

// --- the slices of the provider SDKs we use ---

export interface GoogleCodeResponse {
  code?: string;
  error?: string;
  state?: string;
}
export interface GoogleCodeClientConfig {
  client_id: string;
  scope: string;
  ux_mode: 'popup' | 'redirect';
  redirect_uri?: string;
  state?: string;
  callback(response: GoogleCodeResponse): void;
  error_callback?(error: { type?: string; message?: string }): void;
}
export interface GoogleIdConfig {
  client_id: string;
  callback(response: { credential?: string }): void;
  prompt_parent_id?: string;
  cancel_on_tap_outside?: boolean;
  auto_select?: boolean;
}
export interface GoogleSdk {
  accounts: {
    oauth2?: { initCodeClient(config: GoogleCodeClientConfig): { requestCode(): void } };
    id?: { initialize(config: GoogleIdConfig): void; prompt(listener?: (notification: unknown) => void): void; cancel(): void };
  };
}
export interface FacebookLoginResponse {
  status?: string;
  authResponse?: { accessToken?: string } | null;
}
export interface FacebookSdk {
  init(options: { appId: string; version: string; cookie?: boolean; xfbml?: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

export interface ProviderSdks {
  google(): GoogleSdk | undefined;
  facebook(): FacebookSdk | undefined;
}

/** The SDK globals the provider scripts define. */
export const browserSdks: ProviderSdks = {
  google: () => (globalThis as { google?: GoogleSdk }).google,
  facebook: () => (globalThis as { FB?: FacebookSdk }).FB,
};

/** The provider's script could not load or did not define its SDK (SPEC §8 thirdPartyLoginFailed). */
export class ThirdPartyUnavailableError extends Error {
  constructor(readonly provider: SocialProvider, options?: { cause?: unknown }) {
    super(`${provider} sign-in is not available`, options);
    this.name = 'ThirdPartyUnavailableError';
  }
}

export function isThirdPartyUnavailable(error: unknown): error is ThirdPartyUnavailableError {
  return error instanceof ThirdPartyUnavailableError;
}

/** Redirect-mode state (SPEC §7: bizScene, redirect and shopOwnerId travel through the provider). */
export interface GoogleRedirectState {
  bizScene: string;
  redirect?: string;
  shopOwnerId?: string;
}

export function encodeGoogleRedirectState(state: GoogleRedirectState): string {
  return JSON.stringify(state);
}

export interface ObtainCodeDeps {
  config: Pick<MemberConfig, 'googleClientId' | 'googleClientIdGroupB' | 'facebookAppId' | 'scripts'>;
  region: Pick<Region, 'group'>;
  signal: AbortSignal;
  sdks?: ProviderSdks;
  loadScript?: (url: string, options: { signal?: AbortSignal }) => Promise<void>;
  /** Google redirect mode (SPEC §7): leaves the page for the provider, returning to `origin` + /user/google-login. */
  googleRedirect?: { origin: string; state: GoogleRedirectState };
}

/**
 * Loads the provider's script and asks the user to sign in. Resolves with the code (Google) or
 * access token (Facebook), or undefined when the user cancelled or (redirect mode) the page is
 * leaving. Rejects with ThirdPartyUnavailableError when the script or its SDK is missing.
 */
export async function obtainOAuthCode(provider: SocialProvider, deps: ObtainCodeDeps): Promise<string | undefined> {
  const sdks = deps.sdks ?? browserSdks;
  const load = deps.loadScript ?? defaultLoadScript;
  const url = provider === 'GOOGLE' ? deps.config.scripts.google : deps.config.scripts.facebook;
  try {
    await load(url, { signal: deps.signal });
  } catch (error) {
    throw new ThirdPartyUnavailableError(provider, { cause: error });
  }
  if (provider === 'GOOGLE') {
    const oauth2 = sdks.google()?.accounts?.oauth2;
    if (!oauth2) throw new ThirdPartyUnavailableError(provider);
    return requestGoogleCode(oauth2, googleClientIdFor(deps.region, deps.config), deps);
  }
  const fb = sdks.facebook();
  if (!fb) throw new ThirdPartyUnavailableError(provider);
  fb.init({ appId: deps.config.facebookAppId, version: FACEBOOK_SDK_VERSION, cookie: false, xfbml: false });
  return new Promise((resolve) => {
    fb.login((response) => resolve(response.status === 'connected' ? response.authResponse?.accessToken || undefined : undefined), {
      scope: FACEBOOK_SCOPE,
    });
  });
}

function requestGoogleCode(
  oauth2: NonNullable<GoogleSdk['accounts']['oauth2']>,
  clientId: string,
  deps: ObtainCodeDeps,
): Promise<string | undefined> {
  return new Promise((resolve) => {
    const redirect = deps.googleRedirect;
    const client = oauth2.initCodeClient({
      client_id: clientId,
      scope: GOOGLE_SCOPES,
      ux_mode: redirect ? 'redirect' : 'popup',
      ...(redirect
        ? { redirect_uri: new URL(GOOGLE_LOGIN_RETURN_PATH, redirect.origin).href, state: encodeGoogleRedirectState(redirect.state) }
        : {}),
      callback: (response) => resolve(response.error ? undefined : response.code || undefined),
      error_callback: () => resolve(undefined),
    });
    client.requestCode();
    // Redirect mode: the page leaves; nothing to resolve with here.
    if (redirect) resolve(undefined);
  });
}

export interface OAuthLoginInput {
  oauthType: SocialProvider;
  oauthCode: string;
  redirectUri: string;
  bizScene?: string;
  trustToken?: string;
}

/**
 * loginByOAuthCode as LOGIN; an unknown provider account (PL_USER_LOGIN_OAUTH_NOT_EXIST) is
 * signed up with the same call as REGISTER (SPEC §4, §8).
 */
export async function loginWithOAuthCode(
  api: Pick<Api, 'loginByOAuthCode'>,
  input: OAuthLoginInput,
  signal: AbortSignal,
): Promise<{ result: LoginResult; isNewUser: boolean }> {
  const request = {
    oauthType: input.oauthType,
    oauthCode: input.oauthCode,
    bizScene: input.bizScene ?? THIRD_PARTY_BIZ_SCENE,
    redirectUri: input.redirectUri,
    ...(input.trustToken ? { trustToken: input.trustToken } : {}),
  };
  try {
    return { result: await api.loginByOAuthCode({ ...request, operateType: 'LOGIN' }, { signal }), isNewUser: false };
  } catch (error) {
    if (!isApiError(error) || error.key !== OAUTH_NOT_EXIST_KEY) throw error;
  }
  return { result: await api.loginByOAuthCode({ ...request, operateType: 'REGISTER' }, { signal }), isNewUser: true };
}

/** The redirect URI sent with the code: what the provider used when it issued it. */
export function oauthRedirectUri(provider: SocialProvider, pageUrl: string): string {
  return provider === 'GOOGLE' ? GOOGLE_POPUP_REDIRECT_URI : new URL(pageUrl).origin + new URL(pageUrl).pathname;
}
