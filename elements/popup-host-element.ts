/**
 * The base of the elements that host the popup's screens (`<mkt-login-popup>`, `<mkt-qr-login>`,
 * `<mkt-restore-account>`): one context per instance (src/context/), registration while
 * connected, the DOM event bridge (SPEC §2 screen changes, closing) and attribute reactions.
 *
 * An opening waits for React and its screen's chunk; a `close()` or a removal meanwhile cancels
 * it, so a closed or removed element never shows a popup or starts polling afterwards.
 */
import type { ReadableAtom } from 'nanostores';
import { HTMLElementBase } from './server-safe.ts';
import { attachPopupView, preparePopupView } from './popup-view-host.ts';
import { adoptUiStyles } from '../src/ui/styles.ts';
import { canPrepaintLogin, paintLogin, prepaintRecord } from '../src/screens/prepaint/paint-login.ts';
import { loadFirstOpenTexts, type Translation } from '../src/i18n/index.ts';
import { PREPAINT_SAFETY_MS } from '../src/config/constants.ts';
import { configSettled, isConfigSettled } from '../src/config/settings.ts';
import { CONTEXT_ATTRIBUTES, createContextStore, signalsOf } from '../src/context/context-store.ts';

import { resolveContext, type ElementContext } from '../src/context/element-context.ts';
import { createPopupState, type CloseReason } from '../src/stores/popup.ts';
import { nextPopupId, registerPopup, unregisterPopup, type PopupOptions } from '../src/stores/popup-registry.ts';
import { followOtherTabs } from '../src/stores/session-sync.ts';
import { dispatchMktEvent } from '../src/events/dispatch.ts';
import { afterNextPaint, whenInputPauses, type PauseWait } from '../src/ui/input-pause.ts';

export interface PopupOpenOptions {
  /** The context to speak for this opening, resolved: the element's that asked (the header's Login link). */
  context?: () => ElementContext;
}

export abstract class PopupHostElement extends HTMLElementBase {
  /** The screen stack; read-only for host pages. */
  readonly state = createPopupState();
  /** Component mode: called with the login response. */
  onResponse?: (response: unknown) => void;

  readonly #instanceId = nextPopupId();
  readonly #context = createContextStore(() => this.#opener?.() ?? resolveContext(signalsOf(this)));
  #opener: (() => ElementContext) | undefined;
  #view?: HTMLElement;
  #unsubscribe: Array<() => void> = [];
  /** Bumped by every opening, close and removal: a pending opening that sees it changed gives up. */
  #openings = 0;
  /** The Login screen painted before React arrived; React's Login removes it. */
  #prepaint?: HTMLElement;
  #prepaintSafety?: ReturnType<typeof setTimeout>;
  /** While the copy shows: React's work waits for the shopper's next pause, or a press that needs it. */
  #reactWait?: PauseWait;

  /** The element's context (region, language, direction, environment, theme). */
  get context(): ReadableAtom<ElementContext> {
    return this.#context.$context;
  }

  /** Mode and close button of this kind of element. */
  protected abstract fixedOptions(): Pick<PopupOptions, 'hideClose' | 'mode'>;

  connectedCallback(): void {
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    registerPopup(
      { state: this.state, host: this, context: this.#context.$context, options: () => this.#options() },
      this.#instanceId,
    );
    this.#context.refresh();
    this.#unsubscribe.push(
      this.state.$current.listen((entry) => {
        if (entry) dispatchMktEvent(this, 'mkt-screen-change', { screen: entry.screen });
      }),
      this.state.onClose((reason) => this.#closed(reason)),
      // Logged in in another tab of the store, so this popup has nothing left to do, and
      // a second login here would make a second session.
      followOtherTabs((message) => {
        if (message.kind !== 'login' || !this.state.$open.get()) return;
        this.#openings++;
        this.state.close('elsewhere');
      }),
    );
  }

  disconnectedCallback(): void {
    // Closing aborts every request and timer of the opening (polling included).
    this.close();
    for (const off of this.#unsubscribe.splice(0)) off();
    unregisterPopup(this.#instanceId);
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if ((CONTEXT_ATTRIBUTES as readonly string[]).includes(name) && previous !== value) this.#context.refresh();
  }

  /** Closes the popup (reason 'user'), also one still loading; nothing it started stays pending. */
  close(): void {
    this.#openings++;
    if (this.#prepaint?.isConnected && !this.state.$open.get()) {
      // Only the pre-painted Login shows (React is still on its way): the shopper closed a popup.
      const opener = prepaintRecord(this.#prepaint)?.opener;
      this.#closed('user');
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
      return;
    }
    this.state.close('user');
  }

  #closed(reason: CloseReason): void {
    this.#removePrepaint();
    this.#opener = undefined;
    this.#context.refresh();
    dispatchMktEvent(this, 'mkt-close', { reason });
  }

  /**
   * Shows `screen` once its code is there, unless the element was closed or removed meanwhile.
   * Resolves true when it shows.
   */
  protected async show(screen: string, params?: Record<string, unknown>, options: PopupOpenOptions = {}): Promise<boolean> {
    if (!this.isConnected) return false;
    const opening = ++this.#openings;
    if (options.context) this.#opener = options.context;
    // An element in the page's HTML opens as it connects, maybe before the page's deferred config
    // script has run: its context and its first call wait for the page's configuration.
    if (!isConfigSettled()) {
      await configSettled;
      if (opening !== this.#openings || !this.isConnected) return false;
    }
    this.#context.refresh();
    // The kit's sheet declares the tokens' defaults on this element, where the page's own rules
    // override them; the screens' roots inside declare none and inherit them (src/ui/theme.css.ts).
    adoptUiStyles(this.shadowRoot!);
    const { language } = this.#context.$context.get();
    // The screen's texts come with it: React's first render is in the shopper's language, never
    // English first (and so the same as the pre-painted copy).
    const texts = loadFirstOpenTexts(language);
    // The first opening paints the copy, warmed on intent or not: React's Login then renders in
    // slices while the copy takes the keys, and takes over in a short commit (handoff.ts).
    if (screen === 'login' && !this.#view && this.fixedOptions().mode === 'popup' && canPrepaintLogin()) {
      await texts.then((loaded) => this.#paintLogin(opening, loaded), () => undefined);
      if (this.#prepaint) {
        // The copy is a working form. React's work (evaluating it, about 55 ms at 4x CPU, and
        // rendering and committing Login) starts in the shopper's first pause once the copy is
        // on the screen and focused, or at once for a press that needs React.
        await new Promise<void>(afterNextPaint);
        await new Promise<void>((resolve) => (this.#reactWait = whenInputPauses(resolve)));
      }
      if (opening !== this.#openings || !this.isConnected) return false;
    }
    let view: Awaited<ReturnType<typeof preparePopupView>>;
    try {
      [view] = await Promise.all([preparePopupView(screen), texts]);
    } catch (error) {
      if (opening === this.#openings) this.#removePrepaint();
      throw error;
    }
    if (opening !== this.#openings || !this.isConnected) return false;
    // A screen no feature of this build draws (an attribute's typo, a feature left out) opens Login.
    // The screen opens before React's first render starts: that render (a transition, in slices
    // that yield to the keys) then draws it. Opened during that render, the store's change would
    // make React finish it in one blocking task (useSyncExternalStore), about 50 ms at 4x CPU.
    this.state.open(view.knownScreen(screen), params);
    this.#view = attachPopupView(view, this.shadowRoot!, this.#instanceId, this.#view);
    if (this.#prepaint) this.#guardPrepaint();
    return true;
  }

  /**
   * React's Login takes the copy over in its first commit; should a screen frame come without it
   * (a failure the error boundary shows instead), the copy must not stay over it. A render still
   * under way (a transition, which yields to the page, on a slow device) is waited for: the copy
   * takes the shopper's keys until React's Login is there.
   */
  #guardPrepaint(): void {
    this.#prepaintSafety = setTimeout(
      () => (this.#view?.shadowRoot?.querySelector('[part=screen]') ? this.#removePrepaint() : this.#guardPrepaint()),
      PREPAINT_SAFETY_MS,
    );
  }

  /** A cold opening shows Login's real markup at once; native fields take typing. */
  #paintLogin(opening: number, texts: Translation): void {
    // Not when the opening was cancelled, or React got there first.
    if (opening !== this.#openings || !this.isConnected || this.state.$open.get() || this.#prepaint) return;
    const { language, dir, theme } = this.#context.$context.get();
    this.#prepaint = paintLogin(this.shadowRoot!, {
      texts,
      lang: language,
      dir,
      theme,
      onClose: () => this.close(),
      // The press paints its pressed or busy state first; React's evaluation comes after that paint.
      onPress: () => afterNextPaint(() => this.#reactWait?.now()),
    });
  }

  #removePrepaint(): void {
    // A pending wait for React ends: the opening it served is over.
    this.#reactWait?.now();
    this.#reactWait = undefined;
    clearTimeout(this.#prepaintSafety);
    this.#prepaintSafety = undefined;
    this.#prepaint?.remove();
    this.#prepaint = undefined;
  }


  #options(): PopupOptions {
    return { redirect: this.getAttribute('redirect') ?? undefined, ...this.fixedOptions() };
  }
}
