// <mkt-restore-account>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce } from './server-safe.ts';
import { PopupHostElement } from './popup-host-element.ts';

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
 * @attr {'SG'|'MY'|'PH'|'TH'|'ID'|'VN'|'KH'|'BD'|'LK'|'MM'|'NP'|'PK'} region - Region code. Default: the configured region.
 * @attr {'en'|'zh'|'ms'|'id'|'vi'|'th'|'bn'|'ne'|'si'|'my'|'ur'} lang - Language (also a regional tag such as en-SG). Default: hng cookie, then the region's first language.
 * @attr {'production'|'pre'|'daily'|'sandbox'} env - Which hosts to call.
 * @attr {string} redirect - Where to go after the restore; honoured only for allow-listed hosts.
 * @fires mkt-login-success - The restore signed the user in. Detail: { result, loginType, isNewUser }.
 * @fires mkt-next-step - Cancelable. The restored login asks for a next step (e.g. a verification page). Detail: { action, url?, data }.
 * @fires mkt-close - The dialog closed. Detail: { reason: 'user' | 'success' }.
 * @fires mkt-screen-change - The dialog shows (screen restore-account). Detail: { screen }.
 * @csspart dialog-mask - The dimmed backdrop.
 * @csspart dialog - The dialog panel.
 * @csspart dialog-close - The close button.
 * @csspart button - The Cancel and Confirm buttons.
 * @cssprop --mkt-color-primary - Primary colour.
 */
export class MktRestoreAccount extends PopupHostElement {
  static readonly observedAttributes = ['token', 'region', 'lang', 'env'];

  protected fixedOptions() {
    return { hideClose: false, mode: 'popup' } as const;
  }

  /** Whether the dialog is showing. */
  get isOpen(): boolean {
    return this.state.$open.get();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.hidden = !this.isOpen;
    this.#offOpen = this.state.$open.listen((open) => {
      this.hidden = !open;
    });
    const token = this.getAttribute('token');
    if (token) void this.open(token);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#offOpen?.();
  }

  override attributeChangedCallback(name: string, previous: string | null, value: string | null): void {
    super.attributeChangedCallback(name, previous, value);
    if (name === 'token' && value && value !== previous && this.isConnected) void this.open(value);
  }

  /** Shows the dialog for `token` (default: the token attribute). Without a token it stays hidden. */
  async open(token: string | null = this.getAttribute('token')): Promise<void> {
    const value = token?.trim();
    if (!value) return;
    await this.show(RESTORE_SCREEN, { token: value });
  }

  #offOpen?: () => void;
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
