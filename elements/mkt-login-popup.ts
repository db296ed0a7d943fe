// <mkt-login-popup>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce } from './server-safe.ts';
import { DEFAULT_SCREEN, type CloseReason, type PublicScreenName } from '../src/stores/popup.ts';
import { serveLoginRequests, type LoginRequest, type OpenedLoginPopup } from '../src/stores/login-requests.ts';
import { PopupHostElement, type PopupOpenOptions } from './popup-host-element.ts';
import { loadPopupView } from './popup-view-host.ts';
import { whenInputPauses } from '../src/ui/input-pause.ts';

/**
 * `<mkt-login-popup>`: the shared login, sign-up and recovery popup (SPEC §2).
 *
 * The element itself is tiny and React-free: it owns the screen stack and the DOM events, and
 * loads React and the screens (`src/screens/popup-view.ts`) on first need — `open()`, the
 * embedded mode, or a prefetch when a Login or Sign Up link shows intent (or, with
 * `prefetch="idle"` on the header, when the page is idle).
 *
 * @tag mkt-login-popup
 * @attr {'SG'|'MY'|'PH'|'TH'|'ID'|'VN'|'KH'|'BD'|'LK'|'MM'|'NP'|'PK'} region - Region code (also in lower case). Default SG.
 * @attr {'en'|'zh'|'ms'|'id'|'vi'|'th'|'bn'|'ne'|'si'|'my'|'ur'} lang - Language (also a regional tag such as en-SG). Default: hng cookie, then the region's first language.
 * @attr {'production'|'pre'|'daily'|'sandbox'} env - Which hosts to call.
 * @attr {'login'|'registry'|'qrcode'|'verify'|'phone-call'|'verify-method-list'|'add-phone'|'sms-uplink'|'forget-password'|'reset-password'|'profile-complete'|'restore-account'|'change-email'|'passkey-offer'} screen - Entry screen. Default login.
 * @attr {boolean} hide-close - Hides the close button.
 * @attr {'popup'|'embedded'} mode - `embedded` renders inline without mask (component mode).
 * @attr {string} redirect - Where to go after login; honoured only for allow-listed hosts.
 * @prop {(response: unknown) => void} onResponse - Component-mode callback with the login response.
 * @fires mkt-login-success - A login finished. Detail: { result, loginType, isNewUser } without secrets. loginType 'PASSKEY' after a passkey login (fired before the passkey offer, which then closes the popup).
 * @fires mkt-next-step - Cancelable. A next-step action the widget is about to perform. Detail: { action, url?, data }.
 * @fires mkt-close - The popup closed. Detail: { reason: 'user' | 'success' | 'elsewhere' }.
 * @fires mkt-screen-change - Another screen shows. Detail: { screen }.
 * @csspart root - The top element of the popup's tree (carries lang and dir).
 * @csspart dialog-mask - The dimmed backdrop (popup mode).
 * @csspart dialog - The popup panel.
 * @csspart dialog-close - The close button.
 * @csspart screen - The current screen's container.
 * @csspart button - Every button (see src/ui/README.md for every part of the kit).
 * @csspart input - Every text field.
 * @csspart passkey-login - Login's "Log in with a passkey" button (only where WebAuthn exists).
 * @csspart passkey-offer - The "Log in faster next time" screen after a password or OTP login.
 * @csspart last-used-badge - The "Last used" pill on the control of the way in used last on this device.
 * @cssprop --mkt-color-primary - Primary colour.
 * @cssprop --mkt-radius - Corner radius.
 * @cssprop --mkt-font-family - Font family.
 * @cssprop --mkt-z-index-dialog - Stacking level of the popup (its mask and dialog).
 */
export class MktLoginPopup extends PopupHostElement {
  static readonly observedAttributes = ['region', 'lang', 'env'];

  protected fixedOptions() {
    return { hideClose: this.hasAttribute('hide-close'), mode: this.getAttribute('mode') === 'embedded' ? 'embedded' : 'popup' } as const;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.fixedOptions().mode === 'embedded') void this.open();
  }

  /**
   * Opens the popup on a screen (default: the `screen` attribute, else login). `options.context`:
   * a function returning the resolved context to speak (an `ElementContext`, e.g.
   * `resolveContext({ region, lang, env })`); the header's links pass theirs.
   */
  async open(screen?: PublicScreenName, options: PopupOpenOptions = {}): Promise<void> {
    const attr = this.getAttribute('screen');
    await this.show(screen ?? attr ?? DEFAULT_SCREEN, undefined, options);
  }

  /**
   * Loads the screens without showing them (intent or idle prefetch), in the shopper's next pause
   * of input: React evaluates in one task (about 55 ms at 4x CPU), the screens in the next.
   */
  prefetch(): Promise<unknown> {
    return new Promise<void>((resolve) => whenInputPauses(resolve)).then(loadPopupView);
  }
}

/** The page's popup (the first one not embedded), created at the end of <body> when there is none. */
export function pageLoginPopup(): MktLoginPopup {
  let popup = document.querySelector<MktLoginPopup>('mkt-login-popup:not([mode="embedded"])');
  if (!popup) {
    popup = document.createElement('mkt-login-popup');
    document.body.append(popup);
  }
  return popup;
}

/** Serves the login requests of src/ (session expiry, One Tap's next step) with the page's popup. */
export async function servePageLogin(request: LoginRequest): Promise<OpenedLoginPopup> {
  const popup = pageLoginPopup();
  const closed = new Promise<CloseReason>((resolve) => popup.addEventListener('mkt-close', (event) => resolve(event.detail.reason), { once: true }));
  await popup.open(request.screen, { context: request.context });
  return { host: popup, state: popup.state, closed };
}

export function defineMktLoginPopup(): void {
  defineOnce('mkt-login-popup', MktLoginPopup);
}

declare global {
  interface HTMLElementTagNameMap {
    'mkt-login-popup': MktLoginPopup;
  }
}

// This module is the element's entry (`@mkt/member-elements/mkt-login-popup.js`): importing it
// registers the tag and makes the page's popup serve login requests.
defineMktLoginPopup();
if (typeof document !== 'undefined') serveLoginRequests({ open: servePageLogin, prefetch: () => pageLoginPopup().prefetch().then(() => undefined) });
