// <mkt-login-popup>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce, HTMLElementBase } from './server-safe.ts';
import { createPopupState, DEFAULT_SCREEN, isScreenName, type ScreenName } from '../src/stores/popup.ts';
import { registerPopup, type PopupOptions } from '../src/stores/popup-registry.ts';
import { dispatchMktEvent } from '../src/events/dispatch.ts';

import { loadPopupView, mountPopupView, popupOptionsOf } from './popup-view-host.ts';

/**
 * `<mkt-login-popup>`: the shared login, sign-up and recovery popup (SPEC §2).
 *
 * The element itself is tiny and React-free: it owns the screen stack and the DOM events, and
 * loads React and the screens (`src/screens/popup-view.ts`) on first need — `open()`, the
 * embedded mode, or a prefetch when the page is idle or the Login link is hovered.
 *
 * @tag mkt-login-popup
 * @attr {string} region - Region code (SG, MY, PH, TH, ID, VN, KH, BD, LK, MM, NP, PK). Default SG.
 * @attr {string} lang - Language (en, zh, ms, id, vi, th, bn, ne, si, my, ur). Default: hng cookie, then the region's first language.
 * @attr {'production'|'pre'|'daily'|'sandbox'} env - Which hosts to call.
 * @attr {string} screen - Entry screen (login, registry, qrcode, forget-password, ...). Default login.
 * @attr {boolean} hide-close - Hides the close button.
 * @attr {'popup'|'embedded'} mode - `embedded` renders inline without mask (component mode).
 * @attr {string} redirect - Where to go after login; honoured only for allow-listed hosts.
 * @prop {(response: unknown) => void} onResponse - Component-mode callback with the login response.
 * @fires mkt-login-success - A login finished. Detail: { result, loginType, isNewUser } without secrets.
 * @fires mkt-next-step - Cancelable. A next-step action the widget is about to perform. Detail: { action, url?, data }.
 * @fires mkt-close - The popup closed. Detail: { reason: 'user' | 'success' }.
 * @fires mkt-screen-change - Another screen shows. Detail: { screen }.
 * @csspart root - The top element of the popup's tree (carries lang and dir).
 * @csspart dialog-mask - The dimmed backdrop (popup mode).
 * @csspart dialog - The popup panel.
 * @csspart dialog-close - The close button.
 * @csspart screen - The current screen's container.
 * @csspart button - Every button (see src/ui/README.md for every part of the kit).
 * @csspart input - Every text field.
 * @cssprop --mkt-color-primary - Primary colour.
 * @cssprop --mkt-radius - Corner radius.
 * @cssprop --mkt-font-family - Font family.
 * @cssprop --mkt-z-index - Stacking level of the popup.
 */
export class MktLoginPopup extends HTMLElementBase {
  static readonly observedAttributes = ['region', 'lang', 'env', 'screen', 'hide-close', 'mode', 'redirect'];

  /** The screen stack; read-only for host pages. */
  readonly state = createPopupState();
  /** Component mode: called with the login response. */
  onResponse?: (response: unknown) => void;

  readonly #instanceId: string;
  #view?: HTMLElement;
  #unsubscribe: Array<() => void> = [];

  constructor() {
    super();
    this.#instanceId = registerPopup({ state: this.state, host: this, options: () => this.#options() });
  }

  connectedCallback(): void {
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    this.#unsubscribe.push(
      this.state.$current.listen((entry) => {
        if (entry) dispatchMktEvent(this, 'mkt-screen-change', { screen: entry.screen });
      }),
      this.state.onClose((reason) => dispatchMktEvent(this, 'mkt-close', { reason })),
    );
    if (this.#options().mode === 'embedded') void this.open();
  }

  disconnectedCallback(): void {
    this.state.close('user');
    for (const off of this.#unsubscribe.splice(0)) off();
  }

  /** Opens the popup on a screen (default: the `screen` attribute, else login). */
  async open(screen?: ScreenName): Promise<void> {
    const attr = this.getAttribute('screen');
    const entry = screen ?? (isScreenName(attr) ? attr : DEFAULT_SCREEN);
    this.#view = await mountPopupView(this.shadowRoot ?? this.attachShadow({ mode: 'open' }), this.#instanceId, entry, this.#view);
    this.state.open(entry);
  }

  /** Closes the popup (reason 'user'); nothing it started stays pending. */
  close(): void {
    this.state.close('user');
  }

  /** Loads the screens without showing them (idle or hover prefetch). */
  prefetch(): Promise<unknown> {
    return loadPopupView();
  }

  #options(): PopupOptions {
    return popupOptionsOf(this, { hideClose: this.hasAttribute('hide-close'), mode: this.getAttribute('mode') === 'embedded' ? 'embedded' : 'popup' });
  }

}

export function defineMktLoginPopup(): void {
  defineOnce('mkt-login-popup', MktLoginPopup);
}

declare global {
  interface HTMLElementTagNameMap {
    'mkt-login-popup': MktLoginPopup;
  }
}

// This module is the element's entry (`@mkt/member-elements/mkt-login-popup.js`): importing it registers the tag.
defineMktLoginPopup();
