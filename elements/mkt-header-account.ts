// <mkt-header-account>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce } from './server-safe.ts';
import { $session, displayNameOf } from '../src/stores/session.ts';
import { headerStrings } from '../src/i18n/header.ts';
import { toast } from '../src/stores/toast.ts';
import { createContextStore, signalsOf } from '../src/context/context-store.ts';
import { configSettled } from '../src/config/settings.ts';
import { resolveContext } from '../src/context/element-context.ts';
import { loginPageUrl, partnerAppLoginUrl, registerPageUrl } from '../src/config/member-links.ts';
import { isInPartnerApp } from '../src/storefront/partner-app.ts';
import { LightElement, el } from './light-element.ts';
import { openLogin, prefetchLogin, prefetchLoginWhenIdle } from './open-login.ts';

/** Keys on the account label that open its menu (WAI-ARIA menu button pattern). */
const MENU_KEYS = ['Enter', ' ', 'ArrowDown', 'ArrowUp'];

/**
 * `<mkt-header-account>`: stands in for the page header's anonymous Log in / Sign up links
 * (SPEC §1, §2). A light element with no React: it loads with the page.
 *
 * Anonymous: Log in opens the popup on Login, Sign up on Registry (hovering or focusing either
 * fetches the popup's code ahead of the click). Logged in (user-id cookie, or get-user returns an id): the label
 * `NAME'S ACCOUNT` linking to the account page; the login links then lead there instead.
 *
 * @tag mkt-header-account
 * @attr {'SG'|'MY'|'PH'|'TH'|'ID'|'VN'|'KH'|'BD'|'LK'|'MM'|'NP'|'PK'} region - Region code. Default: configure(), then the hng cookie, then SG.
 * @attr {'en'|'zh'|'ms'|'id'|'vi'|'th'|'bn'|'ne'|'si'|'my'|'ur'} lang - Language (also a regional tag such as en-SG). Default: configure(), then the hng cookie, then the region's first language.
 *   The popup its links open speaks the same language and region.
 * @attr {'production'|'pre'|'daily'|'sandbox'} env - Which hosts the links and calls use.
 * @attr {'interaction'|'idle'} prefetch - When the popup's code is fetched: on intent only (default:
 *   pointer over, focus, touch or press on a link), or also once the page is idle (`idle`; skipped
 *   on data-saving connections). Visitors who never reach for a link download no React.
 * @csspart login-link - The Log in link.
 * @csspart signup-link - The Sign up link.
 * @csspart separator - The divider between the two links.
 * @csspart account - The logged-in visitor's label and its menu.
 * @csspart account-link - The `NAME'S ACCOUNT` menu button of a logged-in visitor (SPEC §1).
 * @csspart account-menu - The account menu: My account, My vouchers, Account settings, Log out.
 * @csspart account-menu-item - Each item of the account menu.
 * @csspart logout - The Log out item.
 * @cssprop --mkt-menu-background - Background of the account menu.
 * @cssprop --mkt-menu-color - Text colour of the account menu.
 * @cssprop --mkt-menu-border-color - Border of the account menu.
 * @cssprop --mkt-menu-hover-background - Background of the item under the pointer or focus.
 * @cssprop --mkt-menu-radius - Corner radius of the account menu.
 * @cssprop --mkt-menu-z-index - Stacking of the account menu.
 * @fires mkt-logout - After a logout from the menu; the page stays, anonymous.
 * @csspart account-name - The name inside it, isolated for bidirectional text.
 * @cssprop --mkt-header-color - Link colour (default: inherit).
 * @cssprop --mkt-header-gap - Space around the separator.
 * @cssprop --mkt-header-font-weight - Font weight of the links.
 */
export class MktHeaderAccount extends LightElement {
  static readonly observedAttributes = ['region', 'lang', 'env'];

  static override styles = /* css */ `
    :host {
      display: inline-flex;
      align-items: center;
      font: inherit;
      color: var(--mkt-header-color, inherit);
    }
    a, [part='account-link'] {
      color: inherit;
      font: inherit;
      background: none;
      border: 0;
      cursor: pointer;
      font-weight: var(--mkt-header-font-weight, 600);
      text-decoration: none;
      /* WCAG 2.2 target size: at least 24 x 24 px */
      display: inline-flex;
      align-items: center;
      min-height: 24px;
      min-width: 24px;
      padding: 2px 4px;
      border-radius: 4px;
    }
    /* The label's words and the name are one run of text (a flex container would drop the
       spaces around the name's <bdi>); a long name ends in an ellipsis, the full name is in the menu. */
    [part='account-link'] { box-sizing: border-box; max-inline-size: min(320px, 100vw - 16px); }
    [part='account-label'] { display: block; min-inline-size: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
    /* A thumb needs 44 x 44 CSS px (WCAG 2.5.5). */
    @media (pointer: coarse) { a, [part='account-link'] { min-block-size: 44px; min-inline-size: 44px; padding-inline: 8px; } }
    a:hover, [part='account-link']:hover { text-decoration: underline; }
    a[aria-busy='true'] { opacity: 0.6; cursor: progress; }
    a:focus-visible, [part='account-link']:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
    [part='account'] { position: relative; display: inline-flex; }
    [part='separator'] { margin: 0 var(--mkt-header-gap, 4px); opacity: 0.6; }
  `;

  #unsubscribe: Array<() => void> = [];
  /**
   * The logged-in label and its menu, kept across redraws (a language change, a same-user message
   * from another tab): an open menu stays open with focus where it was.
   */
  #account: { span: HTMLSpanElement; button: HTMLButtonElement } | undefined;
  /** This header's context: its links, its session check and the popup it opens. */
  readonly #context = createContextStore(() => resolveContext(signalsOf(this)));

  /** The `region` attribute. */
  get region(): string | undefined {
    return this.getAttribute('region') ?? undefined;
  }
  set region(value: string | undefined) {
    if (value) this.setAttribute('region', value);
    else this.removeAttribute('region');
  }

  /** The `env` attribute. */
  get env(): string | undefined {
    return this.getAttribute('env') ?? undefined;
  }
  set env(value: string | undefined) {
    if (value) this.setAttribute('env', value);
    else this.removeAttribute('env');
  }

  connectedCallback(): void {
    // The links' hosts and the session check follow the page's configuration, which a deferred
    // config script may not have given yet (settings.ts configSettled).
    void configSettled.then(() => this.#start());
  }

  #start(): void {
    // Once per connection: a header moved before the configuration settled asked twice.
    if (!this.isConnected || this.#unsubscribe.length > 0) return;
    this.#context.refresh();
    this.#unsubscribe.push(
      $session.subscribe(() => this.requestUpdate()),
      this.#context.$context.listen(() => this.requestUpdate()),
    );
    // The session check goes to the hosts of this element's env and region. It runs in a task of
    // its own, after the page's modules have run (no long task of ours at page load).
    setTimeout(() => void import('../src/flows/page-session.ts').then((m) => m.bootstrapPageSession(() => this.#context.refresh())), 0);
    // Visitors who never reach for a link pay for no React (metered mobile data in our
    // markets), so only intent prefetches by default; `prefetch="idle"` also prefetches once the
    // page is idle.
    if (this.getAttribute('prefetch') === 'idle') {
      prefetchLoginWhenIdle(() => $session.get().status !== 'logged-in' && this.isConnected);
    }
  }

  disconnectedCallback(): void {
    for (const off of this.#unsubscribe.splice(0)) off();
  }

  override attributeChangedCallback(): void {
    // Before #start the header draws nothing: its first drawing waits for the configuration.
    if (this.#unsubscribe.length === 0) return;
    this.#context.refresh();
    super.attributeChangedCallback();
  }

  #open(event: Event, screen: 'login' | 'registry'): void {
    // A logged-in visitor follows the link to the account page instead (SPEC §2); inside a
    // partner app's webview the link is the full-page login redirect (SPEC §2), no popup.
    if ($session.get().status === 'logged-in' || isInPartnerApp()) return;
    event.preventDefault();
    // The link shows it was heard in the next frame, until the popup is up.
    const link = event.currentTarget as HTMLElement;
    link.setAttribute('aria-busy', 'true');
    // The popup speaks this header's language and region. When its code cannot be fetched
    // (offline, a failed chunk) the shopper hears SPEC §8's network message at once, in the
    // header's language, and the next click fetches again.
    const context = () => this.#context.$context.get();
    openLogin(screen, { context })
      .catch(() => toast(headerStrings(context().language).networkError, { lang: context().language }))
      .finally(() => link.removeAttribute('aria-busy'));
  }

  #link(part: string, href: string, text: string, screen: 'login' | 'registry'): HTMLAnchorElement {
    const link = el('a', { part, href }, text);
    link.addEventListener('click', (event) => this.#open(event, screen));
    // Intent: pointer over, keyboard focus, a touch or a press fetches the popup's code before the
    // click lands; prefetchLogin() loads once, whichever comes first.
    for (const intent of ['pointerenter', 'focus', 'touchstart', 'pointerdown'] as const) {
      // A failed prefetch is only a missed head start: the click fetches again and says so.
      link.addEventListener(intent, () => void prefetchLogin().catch(() => {}), { passive: true });
    }
    return link;
  }

  /**
   * The account label is a menu button (WAI-ARIA pattern). The menu's code, words and
   * logout load on the first interaction with it (account-menu.ts), which then takes over.
   */
  #wireAccountMenu(account: HTMLElement, button: HTMLButtonElement): void {
    const types = ['pointerenter', 'click', 'keydown'];
    const name = () => displayNameOf($session.get().user);
    const load = (event: Event) => {
      // Enter and Space would also click the button: the menu opens once, on the key.
      if (MENU_KEYS.includes((event as KeyboardEvent).key)) event.preventDefault();
      // Where it happened, read now: an event's path is empty once its dispatch is over. The
      // label itself rather than the text in it, which a redraw before the menu arrives replaces.
      const path = event.composedPath();
      const origin = path.includes(button) ? button : path[0];
      void import('./account-menu.ts').then((menu) => {
        menu.attachAccountMenu(account, button, event, origin, { $context: this.#context.$context, name, host: this, detach });
        this.#menuModule = menu;
      });
    };
    const detach = () => types.forEach((type) => account.removeEventListener(type, load));
    types.forEach((type) => account.addEventListener(type, load));
  }

  /** The menu's module once loaded (it then learns of each redraw). */
  #menuModule: typeof import('./account-menu.ts') | undefined;

  protected render(): Node[] {
    const context = this.#context.$context.get();
    const t = headerStrings(context.language);
    const target = { region: context.region, env: context.env };
    const session = $session.get();
    if (session.status === 'logged-in') {
      const name = displayNameOf(session.user);
      const label = name ? isolatedLabel(t.accountLabel, name) : [t.myAccount];
      if (!this.#account) {
        const button = el('button', { part: 'account-link', type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': 'false' });
        const span = el('span', { part: 'account' }, button);
        this.#wireAccountMenu(span, button);
        this.#account = { span, button };
      }
      const { span, button } = this.#account;
      button.replaceChildren(el('span', { part: 'account-label' }, ...label));
      this.#menuModule?.accountMenuOf(button)?.update(context, name);
      return [span];
    }
    // Focus inside the account area (a Logout from the menu) moves to the Login link that takes
    // its place, not to the page's <body>.
    const focusWasOnAccount = !!this.#account && this.#account.span.contains(this.shadowRoot!.activeElement);
    this.#account = undefined;
    const partnerLogin = isInPartnerApp() ? partnerAppLoginUrl(target, location.href) : undefined;
    const login = this.#link('login-link', partnerLogin ?? loginPageUrl(target), t.login, 'login');
    if (focusWasOnAccount) queueMicrotask(() => login.isConnected && login.focus());
    return [
      login,
      el('span', { part: 'separator', 'aria-hidden': 'true' }, '|'),
      this.#link('signup-link', partnerLogin ?? registerPageUrl(target), t.signUp, 'registry'),
    ];
  }
}

/**
 * `NAME'S ACCOUNT` with the name in a <bdi>: a right-to-left override or a
 * right-to-left name cannot reorder the words around it. The text stays the same.
 */
function isolatedLabel(label: (name: string) => string, name: string): Array<Node | string> {
  const mark = '\u0000';
  const [before, after = ''] = label(mark).split(mark);
  const full = label(name);
  return [before, el('bdi', { part: 'account-name' }, full.slice(before.length, full.length - after.length)), after].filter((part) => part !== '');
}

export function defineMktHeaderAccount(): void {
  defineOnce('mkt-header-account', MktHeaderAccount);
}

declare global {
  interface HTMLElementTagNameMap {
    'mkt-header-account': MktHeaderAccount;
  }
}

// This module is the element's entry: importing it registers the tag.
defineMktHeaderAccount();
