// <mkt-restore-account>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce, HTMLElementBase } from './server-safe.ts';
import { createPopupState } from '../src/stores/popup.ts';
import { registerPopup, type PopupOptions } from '../src/stores/popup-registry.ts';
import { dispatchMktEvent } from '../src/events/dispatch.ts';
import { mountPopupView, popupOptionsOf } from './popup-view-host.ts';

const RESTORE_SCREEN = 'restore-account';

/**
 * `<mkt-restore-account>`: the restore-account dialog of an account in its closure cool-off
 * (SPEC §2, §4), for pages such as /member/close-account-restore. Hidden until opened with a
 * token — the `token` attribute or `open(token)`. 'Are you going to restore your account?';
 * Cancel and the close button hide it; Confirm calls the member deletion cancel and, on success,
 * shows 'Your account restored successfully' with the toast 'Restore your account successfully',
 * signs the user in on the page and closes.
 *
 * The element is light: React and the dialog (the popup's own RestoreAccount screen) load on open.
 *
 * @tag mkt-restore-account
 * @attr {string} token - The restore token (e.g. from the page URL). Setting it opens the dialog.
 * @attr {string} region - Region code. Default: the configured region.
 * @attr {string} lang - Language. Default: hng cookie, then the region's first language.
 * @attr {string} redirect - Where to go after the restore; honoured only for allow-listed hosts.
 * @fires mkt-login-success - The restore signed the user in. Detail: { result, loginType, isNewUser }.
 * @fires mkt-next-step - Cancelable. The restored login asks for a next step (e.g. a verification page). Detail: { action, url?, data }.
 * @fires mkt-close - The dialog closed. Detail: { reason: 'user' | 'success' }.
 * @csspart dialog-mask - The dimmed backdrop.
 * @csspart dialog - The dialog panel.
 * @csspart dialog-close - The close button.
 * @csspart button - The Cancel and Confirm buttons.
 * @cssprop --mkt-color-primary - Primary colour.
 */
export class MktRestoreAccount extends HTMLElementBase {
  static readonly observedAttributes = ['token'];

  /** The dialog's state (one screen: restore-account); read-only for host pages. */
  readonly state = createPopupState();

  readonly #instanceId: string;
  #view?: HTMLElement;
  #unsubscribe: Array<() => void> = [];

  constructor() {
    super();
    this.#instanceId = registerPopup({ state: this.state, host: this, options: () => this.#options() });
  }

  /** Whether the dialog is showing. */
  get isOpen(): boolean {
    return this.state.$open.get();
  }

  connectedCallback(): void {
    if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
    this.hidden = !this.isOpen;
    this.#unsubscribe.push(
      this.state.$open.listen((open) => {
        this.hidden = !open;
      }),
      this.state.onClose((reason) => dispatchMktEvent(this, 'mkt-close', { reason })),
    );
    const token = this.getAttribute('token');
    if (token) void this.open(token);
  }

  disconnectedCallback(): void {
    this.state.close('user');
    for (const off of this.#unsubscribe.splice(0)) off();
  }

  attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    if (name === 'token' && value && value !== previous && this.isConnected) void this.open(value);
  }

  /** Shows the dialog for `token` (default: the token attribute). Without a token it stays hidden. */
  async open(token: string | null = this.getAttribute('token')): Promise<void> {
    const value = token?.trim();
    if (!value) return;
    if (!this.shadowRoot) return;
    this.#view = await mountPopupView(this.shadowRoot, this.#instanceId, RESTORE_SCREEN, this.#view);
    this.state.open(RESTORE_SCREEN, { token: value });
  }

  /** Hides the dialog (reason 'user'); a pending restore call is aborted. */
  close(): void {
    this.state.close('user');
  }

  #options(): PopupOptions {
    return popupOptionsOf(this, { hideClose: false, mode: 'popup' });
  }

}

export function defineMktRestoreAccount(): void {
  defineOnce('mkt-restore-account', MktRestoreAccount);
}

declare global {
  interface HTMLElementTagNameMap {
    'mkt-restore-account': MktRestoreAccount;
  }
}

// This module is the element's entry (`@mkt/member-elements/mkt-restore-account.js`): importing it registers the tag.
defineMktRestoreAccount();
