// <mkt-qr-login>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce } from './server-safe.ts';
import { PopupHostElement } from './popup-host-element.ts';

const QR_SCREEN = 'qrcode';

/**
 * `<mkt-qr-login>`: QR-code login as a standalone element for a page section (SPEC §2 Qrcode,
 * §4 QR login). It is the popup's machinery in embedded mode, opened on the Qrcode screen with
 * no close button: the same screens, flows and events as `<mkt-login-popup>`. Placed on a page
 * on purpose, it loads React and the screens when connected; polling starts then and stops the
 * moment the element leaves the page.
 *
 * @tag mkt-qr-login
 * @attr {'SG'|'MY'|'PH'|'TH'|'ID'|'VN'|'KH'|'BD'|'LK'|'MM'|'NP'|'PK'} region - Region code (also in lower case). Default SG.
 * @attr {'en'|'zh'|'ms'|'id'|'vi'|'th'|'bn'|'ne'|'si'|'my'|'ur'} lang - Language (also a regional tag such as en-SG). Default: hng cookie, then the region's first language.
 * @attr {'production'|'pre'|'daily'|'sandbox'} env - Which hosts to call.
 * @attr {string} redirect - Where to go after login; honoured only for allow-listed hosts.
 * @prop {(response: unknown) => void} onResponse - Called with the login response.
 * @fires mkt-login-success - A login finished. Detail: { result, loginType, isNewUser } without secrets.
 * @fires mkt-next-step - Cancelable. A next-step action the widget is about to perform. Detail: { action, url?, data }.
 * @fires mkt-close - The login finished (reason 'success') or the element left the page ('user').
 * @fires mkt-screen-change - Another screen shows (the computer icon switches to password Login). Detail: { screen }.
 * @csspart root - The top element of the element's tree (carries lang and dir).
 * @csspart dialog - The panel.
 * @csspart screen - The current screen's container.
 * @csspart button - Every button.
 * @cssprop --mkt-color-primary - Primary colour.
 * @cssprop --mkt-radius - Corner radius.
 * @cssprop --mkt-font-family - Font family.
 */
export class MktQrLogin extends PopupHostElement {
  static readonly observedAttributes = ['region', 'lang', 'env'];

  protected fixedOptions() {
    return { hideClose: true, mode: 'embedded' } as const;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.restart();
  }

  /** Shows a fresh QR code (again), e.g. after a login finished or the user switched to password. */
  async restart(): Promise<void> {
    await this.show(QR_SCREEN);
  }
}

export function defineMktQrLogin(): void {
  defineOnce('mkt-qr-login', MktQrLogin);
}

declare global {
  interface HTMLElementTagNameMap {
    'mkt-qr-login': MktQrLogin;
  }
}

// This module is the element's entry (`@mkt/member-elements/mkt-qr-login.js`): importing it registers the tag.
defineMktQrLogin();
