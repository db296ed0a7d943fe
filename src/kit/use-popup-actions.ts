/**
 * What a screen needs to act, built from its popup: the page's api client, the opening's abort
 * signal, the region and language, the after-login router, and the error toast (SPEC §8).
 * Screens call flows with these; they never fetch, time or parse error codes themselves.
 */
import { useMemo } from 'react';
import type { ApiClient } from '../api/index.ts';
import type { MessageVariant } from '../api/index.ts';
import type { MemberConfig } from '../config/settings.ts';
import { configForContext, type ElementContext } from '../context/element-context.ts';
import type { AfterLogin, AfterLoginDeps } from '../flows/after-login.ts';
import type { ControllerDeps, OutcomeOf, PayloadArgs, PayloadOf, PopupController } from '../flows/popup-controller.ts';
import { dispatchMktEvent } from '../events/dispatch.ts';
import type { ScreenName } from '../stores/popup.ts';
import { loadScreenController, loadedScreenController, type DeclaredParams, type DeclaredTransitions } from './popup-screens.ts';
import { loginOfferAfter } from './login-offers.ts';
import { lazyApiFor } from '../flows/lazy-api.ts';
import type { PopupState, StackEntry } from '../stores/popup.ts';
import { toast } from '../stores/toast.ts';
import { requestRetryLaterDialog } from '../stores/dialog.ts';
import { useTranslation } from '../ui/i18n-context.tsx';
import { useStore } from '../ui/use-store.ts';
import { usePopup } from './popup-context.tsx';

export interface PopupActions {
  api: ApiClient;
  state: PopupState;
  entry: StackEntry;
  /** Aborted when the popup closes: pass it to every call and timer. */
  signal: AbortSignal;
  /** The popup element's context (SPEC §3 region and language, environment, theme). */
  context: ElementContext;
  /** configure() with this element's environment, region and hosts, read when asked (configure() may change later). */
  readonly config: Readonly<MemberConfig>;
  afterLogin: AfterLogin;
  /**
   * Reports a screen's outcome to the popup controller (src/screens/transitions.ts), which moves
   * the stack, closes the popup or leaves the page.
   */
  go<S extends keyof DeclaredTransitions & ScreenName, O extends OutcomeOf<DeclaredTransitions, S>>(
    from: S,
    outcome: O,
    ...payload: PayloadArgs<PayloadOf<DeclaredTransitions, DeclaredParams, S, O>>
  ): void;
  /** Leaves the page (SPEC §2 home after a reset); next steps go through `go` and are announced. */
  navigate(url: string): void;
  /** The page's address (OAuth redirect URIs, second-verification returns). */
  currentUrl(): string;
  /** Toast of SPEC §8 for a failed call (nothing for a call aborted by closing). */
  showError(error: unknown, variant?: MessageVariant): void;
  /** Whether this screen is still the one on top (a late answer must not change another screen). */
  isCurrent(): boolean;
}

function pageRedirect(): string | undefined {
  return new URLSearchParams(location.search).get('redirect') ?? undefined;
}

export function usePopupActions(): PopupActions {
  const { instance, entry } = usePopup();
  const { t } = useTranslation();
  const options = instance.options();
  const context = useStore(instance.context);
  return useMemo(() => {
    const api = lazyApiFor(instance.context);
    const lang = context.language;
    const state = instance.state;
    const navigate = (url: string) => location.assign(url);
    const deps: AfterLoginDeps = {
      host: instance.host,
      popup: state,
      api,
      links: { region: context.region, env: context.env },
      redirect: options.redirect ?? pageRedirect(),
      onResponse: (response) => (instance.host as HTMLElement & { onResponse?: (r: unknown) => void }).onResponse?.(response),
      navigate,
      currentUrl: () => location.href,
      // A feature's offer (the passkey offer: loaded with the first login result, and only where WebAuthn exists).
      loginOffer: loginOfferAfter,
    };
    const controllerDeps: ControllerDeps = {
      state,
      // A navigation the widget performs is announced first, cancelable (ARCHITECTURE "Events").
      announce: (detail) => dispatchMktEvent(instance.host, 'mkt-next-step', detail, { cancelable: true }),
      navigate,
    };
    let controller: PopupController<DeclaredTransitions, DeclaredParams> | undefined;
    // The router and the finish load with the first login result, not with the screen (first-open budget).
    const afterLogin: AfterLogin = (result, afterOptions) =>
      import('../flows/after-login.ts')
        .then((m) => m.createAfterLogin(deps)(result, afterOptions))
        .then((outcome) => {
          // SPEC §5: a refused jump URL gets its message in the popup and a monitoring report.
          if (outcome.kind === 'refused' && !state.signal.aborted) {
            toast(outcome.error === 'URL is empty' ? t.urlEmpty : t.urlIlleagle, { lang });
            void import('../storefront/monitor.ts').then((m) => m.reportLoginDiagnostic(outcome.error, { action: outcome.action }));
          }
          return outcome;
        });
    return {
      api,
      state,
      entry,
      signal: state.signal,
      context,
      get config() {
        return configForContext(instance.context.get());
      },
      afterLogin,
      go(...args) {
        const run = () => {
          controller ??= loadedScreenController()!.createScreenController(controllerDeps);
          controller.go(...args);
        };
        if (loadedScreenController()) run();
        else void loadScreenController().then(run);
      },
      navigate,
      currentUrl: () => location.href,
      showError(error, variant) {
        if (state.signal.aborted) return;
        // The error catalogue comes with the api layer, which a failed call has loaded already.
        void import('../api/errors.ts').then(
          ({ isApiError, isTrafficLimited, userMessage }) => {
            if (isApiError(error) && error.kind === 'aborted') return;
            if (state.signal.aborted) return;
            // SPEC §8: too many requests is the retry-later dialog alone, on every call.
            if (isTrafficLimited(error)) void requestRetryLaterDialog();
            else toast(userMessage(error, t, variant), { lang });
          },
          // Offline before the catalogue arrived: its fallback text (SPEC §8 'Network error').
          () => {
            if (!state.signal.aborted) toast(variant === 'qr' ? t.networkErrorQr : t.networkError, { lang });
          },
        );
      },
      isCurrent: () => state.isCurrent(entry.id),
    };
  }, [instance, entry, t, context, options.redirect]);
}
