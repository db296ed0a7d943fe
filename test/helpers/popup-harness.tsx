/**
 * Renders the popup (PopupRoot) opened on one screen, with a typed fake api as the page's api
 * client, and records the DOM events the popup's host dispatches. For screen component tests.
 */
import { resolveContext } from '../../src/context/element-context.ts';
import type { ApiClient } from '../../src/api/index.ts';
import { setSharedApi } from '../../src/flows/api-override.ts';
import { createContextStore } from '../../src/context/context-store.ts';
import type { ContextSignals } from '../../src/context/element-context.ts';
import { createPopupState, type PopupState, type ScreenName } from '../../src/stores/popup.ts';
import { registerPopup, unregisterPopup, type PopupOptions } from '../../src/stores/popup-registry.ts';
import { PopupRoot } from '../../src/screens/PopupRoot.tsx';
import { adoptPopupStyles } from '../../src/screens/popup-styles.ts';
import { renderInShadow, type RenderResult } from './render.tsx';
import { preloadScreens } from '../../src/screens/registry.ts';
import { configure } from '../../src/config/settings.ts';
import { SANDBOX_RANGE_PATH } from '../../src/flows/breached-password.ts';

export interface ScreenHarness extends RenderResult {
  state: PopupState;
  /** The element playing `<mkt-login-popup>`: every `mkt-*` event is dispatched from it. */
  popupHost: HTMLElement;
  /** Every `mkt-*` event so far, in order. */
  events: CustomEvent[];
  /** The shadow root's query shortcut. */
  $<T extends Element = HTMLElement>(selector: string): T | null;
  close(): Promise<void>;
}

const EVENT_TYPES = ['mkt-login-success', 'mkt-next-step', 'mkt-close', 'mkt-screen-change'];

/** A fake api: any method not given rejects, so an unexpected call fails the test loudly. */
export function fakeApi(methods: Partial<ApiClient>): ApiClient {
  return new Proxy(methods as ApiClient, {
    get(target, name: string) {
      if (name in target) return target[name as keyof ApiClient];
      if (name === 'setHooks') return () => undefined;
      if (name === 'then') return undefined;
      return () => Promise.reject(new Error(`unexpected api call: ${name}`));
    },
  });
}

export async function renderScreen(
  screen: ScreenName,
  options: {
    params?: Record<string, unknown>;
    api?: Partial<ApiClient>;
    lang?: string;
    context?: ContextSignals;
    popup?: Partial<PopupOptions>;
    /** Runs with the element playing `<mkt-login-popup>` before React renders (a pre-painted copy). */
    beforeRender?: (popupHost: HTMLElement) => void | Promise<void>;
  } = {},
): Promise<ScreenHarness> {
  // Screens are lazy chunks: load them all first so every screen renders in the first frame.
  await preloadScreens();
  // Every test file shares the browser's cookies: a login in another test must not leave its
  // "Last used" badge (issue 18) on this screen. Tests of the badge set the cookie in `beforeRender`.
  document.cookie = 'mkt_last_login_type=; path=/; max-age=0';
  setSharedApi(fakeApi(options.api ?? {}));
  // New passwords are checked against the test server's own sandbox range API (its corpus:
  // Qwerty@123, P@ssw0rd123, Password@1), never the public one.
  configure({ breachedPasswordRangeUrl: SANDBOX_RANGE_PATH });
  const state = createPopupState();
  const popupHost = document.createElement('div');
  document.body.append(popupHost);
  const events: CustomEvent[] = [];
  for (const type of EVENT_TYPES) popupHost.addEventListener(type, (event) => events.push(event as CustomEvent));
  const instance = {
    state,
    host: popupHost,
    // The element's context, as its attributes would give it (lang defaults to the harness's lang).
    context: createContextStore(() => resolveContext({ lang: options.lang, ...options.context })).$context,
    options: (): PopupOptions => ({ hideClose: false, mode: 'popup', ...options.popup }),
  };
  const id = registerPopup(instance);
  await options.beforeRender?.(popupHost);
  state.open(screen, options.params);
  const rendered = await renderInShadow(<PopupRoot instance={instance} />, { lang: options.lang, withRoot: false });
  adoptPopupStyles(rendered.root);
  return {
    ...rendered,
    state,
    popupHost,
    events,
    $: <T extends Element = HTMLElement>(selector: string) => rendered.root.querySelector<T>(selector),
    async close() {
      state.close('user');
      await rendered.unmount();
      unregisterPopup(id);
      popupHost.remove();
      setSharedApi(undefined);
    },
  };
}
