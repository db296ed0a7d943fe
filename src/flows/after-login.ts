/**
 * What every login flow calls with its result (SPEC §4): the next-step router,
 * and when there is no next step, the finish — cookies and header (login-complete.ts), the
 * `mkt-login-success` event, the component-mode callback, closing with reason 'success', and the
 * allow-listed `redirect`.
 */
import type { Api, LoginResult } from '../api/index.ts';
import { dispatchMktEvent } from '../events/dispatch.ts';
import { toPublicLoginResult } from '../events/public-login-result.ts';
import type { LinkTarget } from '../config/routes.ts';
import { ACCOUNT_BINDING_VERIFY_PAGE, memberPageUrl, memberRouteUrl } from '../config/routes.ts';
import { safeRedirectTarget, validateJumpUrl } from '../security/url-allowlist.ts';
import type { PopupState, ScreenName } from '../stores/popup.ts';
import { hideToast } from '../stores/toast.ts';
import { recordLogin } from './login-complete.ts';
import { publicNextStepData, returnUrlAfterVerification, routeNextStep, type LoginOutcome, type NextStepResult } from './next-step.ts';
import { getConfig } from '../config/settings.ts';

export interface AfterLoginDeps {
  /** The public element: events are dispatched from it. */
  host: EventTarget;
  popup: Pick<PopupState, 'push' | 'replace' | 'clear' | 'close' | 'signal'>;
  api: Pick<Api, 'currentUser' | 'getUser'>;
  links: LinkTarget;
  /** The `redirect` attribute or the page's `?redirect=` query (SPEC §2). */
  redirect?: string;
  /** Component mode: called with the login response (SPEC §4). */
  onResponse?: (response: LoginResult) => void;
  /** Leaves the page; `location.assign` outside tests. */
  navigate(url: string): void;
  /** The page the user is on (second verification and account binding return here). */
  currentUrl(): string;
  /**
   * What to offer before the popup closes, if anything (a feature's, through the kit's
   * login-offers port: the passkey offer). The shopper is signed in either way; the offer's
   * screen closes the popup when done.
   */
  loginOffer?: (result: LoginResult) => Promise<LoginOffer | undefined>;
}

/** An offer after a login: the screen that shows it, as the popup's only screen, and its params. */
export interface LoginOffer {
  screen: ScreenName;
  params?: Record<string, unknown>;
}

export interface AfterLoginOptions {
  /** A sign-up (OTP_REGISTER, third-party REGISTER): reported as isNewUser. */
  isNewUser?: boolean;
}

export type AfterLogin = (result: LoginResult, options?: AfterLoginOptions) => Promise<NextStepResult>;

export function createAfterLogin(deps: AfterLoginDeps): AfterLogin {
  return (result, options = {}) =>
    routeNextStep(result as LoginOutcome, {
      push: (screen, params) => deps.popup.push(screen, params),
      replace: (screen, params) => deps.popup.replace(screen, params),
      announce: (detail) =>
        dispatchMktEvent(
          deps.host,
          'mkt-next-step',
          getConfig().exposeNextStepTokens ? detail : { ...detail, data: publicNextStepData(detail.data) },
          { cancelable: true },
        ),
      navigate: deps.navigate,
      allowJump: (url) => {
        if (!url) return undefined;
        const checked = validateJumpUrl(url);
        return checked.ok ? checked.url : undefined;
      },
      accountBindingUrl: (data) =>
        memberPageUrl(ACCOUNT_BINDING_VERIFY_PAGE, deps.links, {
          token: data.token,
          tokenType: data.tokenType,
          redirect: returnUrlAfterVerification(deps.currentUrl()),
        }),
      redirectAfterVerification: () => returnUrlAfterVerification(deps.currentUrl()),
      finish: async () => {
        // Asked before the event, alongside the current-user lookup (which takes longer): a page
        // that navigates on mkt-login-success must not have its navigation cut short by ours (the
        // close and the redirect below run in the same task as the event), and the event must not
        // come later than the header's update.
        const offerDecision = deps.loginOffer?.(result) ?? Promise.resolve(undefined);
        await recordLogin(result, deps.api, deps.popup.signal);
        const offer = await offerDecision;
        // An error toast of an earlier attempt ("The account or password you entered is
        // incorrect.") must not stay beside the shopper's name after the login that worked.
        hideToast();
        dispatchMktEvent(deps.host, 'mkt-login-success', {
          result: toPublicLoginResult(result as unknown as Record<string, unknown>),
          loginType: result.loginType,
          isNewUser: Boolean(options.isNewUser ?? result.isAutoRegister),
        });
        deps.onResponse?.(result);
        // SPEC §2: a redirect is honoured only on the allow-list, else the account dashboard.
        const leave = () => {
          if (deps.redirect) deps.navigate(safeRedirectTarget(deps.redirect, memberRouteUrl('account', deps.links)));
        };
        const { signal } = deps.popup;
        if (offer && !signal.aborted) {
          // The offer is the popup's only screen now; however it closes, the page then goes on.
          signal.addEventListener('abort', leave, { once: true });
          deps.popup.clear(offer.screen, offer.params);
          return;
        }
        deps.popup.close('success');
        leave();
      },
    });
}
