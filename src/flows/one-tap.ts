/**
 * Google One Tap (SPEC §4): offered only to visitors who are not logged in, whose last-login-type
 * cookie says GOOGLE, and who are not on the verification or account-restore pages. The prompt's
 * container lives in the page's light DOM because Google's script looks for it in the main
 * document, never inside our shadow roots. The credential logs in with loginByOneTap
 * (oauthMethod oneTap, oauthType GOOGLE, operateType LOGIN).
 *
 * `startOneTap` takes everything injected (tests); `maybeStartOneTap` wires the page's defaults.
 */
import { atom } from 'nanostores';
import type { CoreCalls, LoginResult } from '../api/index.ts';
import { getRegion } from '../config/regions.ts';
import type { MemberConfig } from '../config/settings.ts';
import { configForContext, resolveContext, type ElementContext } from '../context/element-context.ts';
import { requestLogin } from '../stores/login-requests.ts';
import { LAST_LOGIN_TYPE_COOKIE, readCookie } from '../storefront/cookies.ts';
import { $session, hasUserIdCookie } from '../stores/session.ts';
import { loadScript } from '../storefront/script-loader.ts';
import { browserSdks, googleClientIdFor, type GoogleSdk } from './third-party.ts';

/** SPEC §4: never on these pages. */
export const ONE_TAP_EXCLUDED_PATHS: readonly string[] = ['/member/confirm-verification', '/user/verification', '/member/close-account-restore'];
/** The light-DOM node Google renders the prompt into. */
export const ONE_TAP_CONTAINER_ID = 'mkt-one-tap';

export interface OneTapConditions {
  loggedIn: boolean;
  lastLoginType: string | undefined;
  path: string;
}

function normalisedPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function shouldOfferOneTap({ loggedIn, lastLoginType, path }: OneTapConditions): boolean {
  if (loggedIn || lastLoginType !== 'GOOGLE') return false;
  const here = normalisedPath(path);
  return !ONE_TAP_EXCLUDED_PATHS.some((excluded) => here === excluded || here.startsWith(`${excluded}/`));
}

export type OneTapOutcome = 'not-offered' | 'unavailable' | 'prompted';

export interface OneTapDeps {
  api: Pick<CoreCalls, 'loginByOneTap'>;
  conditions: OneTapConditions;
  config: Pick<MemberConfig, 'googleClientId' | 'googleClientIdGroupB' | 'scripts'>;
  region: { group: 'A' | 'B' | null };
  /** The page URL the credential is exchanged for. */
  redirectUri: string;
  loadScript(url: string): Promise<void>;
  google(): GoogleSdk | undefined;
  /** The light-DOM container's id (created by the caller). */
  containerId: string;
  /** A login came back: the after-login router takes over. */
  onLogin(result: LoginResult): unknown;
  onError(error: unknown): void;
  signal?: AbortSignal;
}

/** Shows the One Tap prompt when the conditions hold. Never throws. */
export async function startOneTap(deps: OneTapDeps): Promise<OneTapOutcome> {
  if (!shouldOfferOneTap(deps.conditions)) return 'not-offered';
  try {
    await deps.loadScript(deps.config.scripts.oneTap);
  } catch {
    return 'unavailable';
  }
  const id = deps.google()?.accounts?.id;
  if (!id || deps.signal?.aborted) return 'unavailable';
  let busy = false;
  id.initialize({
    client_id: googleClientIdFor(deps.region, deps.config),
    prompt_parent_id: deps.containerId,
    cancel_on_tap_outside: true,
    auto_select: false,
    callback: (response) => {
      const credential = response.credential;
      // One login per credential, however often the SDK calls back.
      if (!credential || busy || deps.signal?.aborted) return;
      busy = true;
      void deps.api
        .loginByOneTap({ credential, redirectUri: deps.redirectUri }, { signal: deps.signal })
        .then((result) => deps.onLogin(result))
        .catch((error: unknown) => deps.onError(error))
        .finally(() => {
          busy = false;
        });
    },
  });
  deps.signal?.addEventListener('abort', () => id.cancel(), { once: true });
  id.prompt();
  return 'prompted';
}

function ensureContainer(): HTMLElement {
  let container = document.getElementById(ONE_TAP_CONTAINER_ID);
  if (!container) {
    container = document.createElement('div');
    container.id = ONE_TAP_CONTAINER_ID;
    container.setAttribute('data-mkt-one-tap', '');
    document.body.append(container);
  }
  return container;
}

let started: Promise<OneTapOutcome> | undefined;

/**
 * Offers Google One Tap once per page when SPEC §4's conditions hold (call it when the page is
 * idle, e.g. from the header). The login finishes like any other: cookies, header, the
 * `mkt-login-success` event; a next step opens the page's login popup on it.
 */
export function maybeStartOneTap(options: { signal?: AbortSignal; context?: () => ElementContext } = {}): Promise<OneTapOutcome> {
  // The offering element's context (the header's); the page's defaults without one.
  const contextOf = options.context ?? (() => resolveContext());
  const conditions: OneTapConditions = {
    loggedIn: $session.get().status === 'logged-in' || hasUserIdCookie(),
    lastLoginType: readCookie(LAST_LOGIN_TYPE_COOKIE),
    path: location.pathname,
  };
  if (!shouldOfferOneTap(conditions)) return Promise.resolve('not-offered');
  started ??= (async () => {
    const [{ coreApiForContext }, { toast }] = await Promise.all([import('./shared-api.ts'), import('../stores/toast.ts')]);
    const $context = atom(contextOf());
    const api = coreApiForContext($context);
    const container = ensureContainer();
    const config = configForContext($context.get());
    return startOneTap({
      api,
      conditions,
      config,
      region: getRegion(config.region),
      redirectUri: location.origin + location.pathname,
      loadScript: (url) => loadScript(url, { signal: options.signal }),
      google: browserSdks.google,
      containerId: container.id,
      signal: options.signal,
      onLogin: (result) => finishOneTapLogin(result, container, api, $context.get()),
      onError: async (error) => {
        const [{ userMessage, isApiError }, { loadTranslation }] = await Promise.all([import('../api/index.ts'), import('./one-tap-popup-parts.ts')]);
        if (isApiError(error) && error.kind === 'aborted') return;
        // The offering element's language, like every screen of it.
        const lang = $context.get().language;
        toast(userMessage(error, await loadTranslation(lang)), { lang });
      },
    });
  })();
  return started;
}

/** After the credential login: the same router every login uses: One Tap logs in like the rest. */
async function finishOneTapLogin(result: LoginResult, container: HTMLElement, api: CoreCalls, context: ElementContext): Promise<void> {
  const [{ createAfterLogin }, { createPopupState }] = await Promise.all([import('./after-login.ts'), import('./one-tap-popup-parts.ts')]);
  const common = {
    api,
    links: { region: context.region, env: context.env },
    navigate: (url: string) => location.assign(url),
    currentUrl: () => location.href,
  };
  if (result.loginNextStepAction) {
    // A next step (add a phone, complete the profile...) needs the popup's screens: the page's
    // popup element serves the request (src/stores/login-requests.ts), in this context.
    const popup = await requestLogin({ screen: 'login', context: () => context });
    await createAfterLogin({ ...common, host: popup.host, popup: popup.state })(result);
    return;
  }
  // No popup involved: events bubble from the One Tap container to the document.
  await createAfterLogin({ ...common, host: container, popup: createPopupState() })(result);
}

/** Tests: allow another start. */
export function resetOneTap(): void {
  started = undefined;
}
