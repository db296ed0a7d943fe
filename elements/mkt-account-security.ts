// <mkt-account-security>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce, HTMLElementBase } from './server-safe.ts';
import type { ReadableAtom } from 'nanostores';
import { configSettled } from '../src/config/settings.ts';
import { createContextStore, signalsOf } from '../src/context/context-store.ts';
import { resolveContext, type ElementContext } from '../src/context/element-context.ts';
import { headerStrings } from '../src/i18n/header.ts';

/**
 * `<mkt-account-security>`: the account page's section where a signed-in shopper manages how they
 * sign in: passkeys (list, Add a passkey, Rename, Remove), the password (Change password, or Set a
 * password), linked Google and Facebook sign-ins (Link, Unlink) and the devices signed in (Sign
 * out, Sign out of other devices). Removing a passkey, changing the password, unlinking and
 * signing out other devices ask for a verification less than 5 minutes old (the password, a
 * passkey or a one-time code), inside the element. Signed out, it explains itself and offers Log
 * in, which opens the page's popup; it fills in after the login, without a reload.
 *
 * The element is light: React, its view and its texts load when it connects.
 *
 * @tag mkt-account-security
 * @attr {'SG'|'MY'|'PH'|'TH'|'ID'|'VN'|'KH'|'BD'|'LK'|'MM'|'NP'|'PK'} region - Region code (also in lower case). Default: the configured region.
 * @attr {'en'|'zh'|'ms'|'id'|'vi'|'th'|'bn'|'ne'|'si'|'my'|'ur'} lang - Language (also a regional tag such as en-SG). Default: hng cookie, then the region's first language.
 * @attr {'production'|'pre'|'daily'|'sandbox'} env - Which hosts to call.
 * @fires mkt-security-change - The shopper changed how they sign in. Detail: { kind: 'passkey-added' | 'passkey-renamed' | 'passkey-removed' | 'password-changed' | 'provider-linked' | 'provider-unlinked' | 'sessions-ended' }.
 * @fires mkt-logout - The shopper signed this device out from the devices list.
 * @csspart root - The top element of the element's tree (carries lang and dir).
 * @csspart account-security - The element's content.
 * @csspart heading - The element's heading.
 * @csspart section - Each section (also section-passkeys, section-password, section-linked, section-devices).
 * @csspart section-title - A section's heading.
 * @csspart list - A section's list.
 * @csspart item - A row of a list (also passkey, provider, device, current-device).
 * @csspart item-title - A row's name.
 * @csspart item-meta - A row's dates and details.
 * @csspart badge - The "This device" badge.
 * @csspart button - Every button.
 * @csspart dialog - The confirmation and verification dialogs.
 * @csspart step-up - The verification's content.
 * @cssprop --mkt-color-primary - Primary colour.
 * @cssprop --mkt-radius - Corner radius.
 * @cssprop --mkt-font-family - Font family.
 */
export class MktAccountSecurity extends HTMLElementBase {
  static readonly observedAttributes = ['region', 'lang', 'env'];

  readonly #context = createContextStore(() => resolveContext(signalsOf(this)));
  /** Aborted when the element leaves the page: every request, timer and passkey prompt ends. */
  #connection?: AbortController;
  #unmount?: () => void;

  /** The element's context (region, language, direction, environment, theme). */
  get context(): ReadableAtom<ElementContext> {
    return this.#context.$context;
  }

  connectedCallback(): void {
    const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    const connection = new AbortController();
    this.#connection = connection;
    void this.#mount(root, connection.signal);
  }

  disconnectedCallback(): void {
    this.#connection?.abort();
    this.#connection = undefined;
    this.#unmount?.();
    this.#unmount = undefined;
  }

  attributeChangedCallback(): void {
    if (this.isConnected) this.#context.refresh();
  }

  async #mount(root: ShadowRoot, signal: AbortSignal): Promise<void> {
    // The page's configure() comes first (its hosts and environment), as for every element.
    await configSettled;
    if (signal.aborted) return;
    this.#context.refresh();
    try {
      const [{ mountAccountPage }] = await Promise.all([import('../src/screens/account-page-view.ts'), withPageToast()]);
      if (signal.aborted) return;
      const unmount = await mountAccountPage(root, { context: this.#context.$context, host: this, signal });
      if (signal.aborted) unmount();
      else this.#unmount = unmount;
    } catch {
      if (signal.aborted) return;
      // Its code could not be fetched (offline): SPEC §8's message, in the element's language; a
      // later connection tries again.
      const language = this.#context.$context.get().language;
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.lang = language;
      message.textContent = headerStrings(language).networkError;
      root.replaceChildren(message);
    }
  }
}

/**
 * The element says what happened in the page's toast (SPEC §8), as the popup does: a page without
 * `<mkt-toast>` gets one. Not shared with the popup's hosts: their module is the popup's first-open
 * chunk, which this element must not download.
 */
async function withPageToast(): Promise<void> {
  if (document.querySelector('mkt-toast')) return;
  await import('./mkt-toast.ts');
  if (!document.querySelector('mkt-toast')) document.body.append(document.createElement('mkt-toast'));
}

export function defineMktAccountSecurity(): void {
  defineOnce('mkt-account-security', MktAccountSecurity);
}

declare global {
  interface HTMLElementTagNameMap {
    'mkt-account-security': MktAccountSecurity;
  }
}

// This module is the element's entry (`@mkt/member-elements/mkt-account-security.js`): importing it registers the tag.
defineMktAccountSecurity();
