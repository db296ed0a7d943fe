/**
 * The account menu of `<mkt-header-account>` (issue 19, WAI-ARIA menu button pattern), loaded on
 * the first interaction with the account label so the page-load bundle stays as it was. No
 * React: a list of links and a Logout button in the header's shadow root.
 *
 * Keyboard: Enter, Space and ArrowDown on the label open it on the first item, ArrowUp on the
 * last; ArrowUp / ArrowDown / Home / End move; Escape closes and returns focus to the label; Tab
 * closes and moves on. A click outside closes it.
 */
import type { ReadableAtom } from 'nanostores';
import { ACCOUNT_MENU_HOVER_DELAY_MS as HOVER_DELAY_MS } from '../src/config/constants.ts';
import { memberRouteUrl, type MemberRoute } from '../src/config/member-routes.ts';
import type { ElementContext } from '../src/context/element-context.ts';
import { accountMenuStrings } from '../src/i18n/account-menu.ts';
import { el } from './light-element.ts';

export type MenuFocus = 'first' | 'last' | 'none';


export interface AccountMenuOptions {
  context: ElementContext;
  /** Runs the logout; resolves once it is done (or failed, with its toast). */
  logout(): Promise<unknown>;
}

const MENU_CSS = `
[part~='account-menu'] {
  position: absolute; inset-block-start: 100%; inset-inline-end: 0; z-index: var(--mkt-menu-z-index, 1000);
  min-inline-size: 12rem; margin: 4px 0 0; padding: 4px; list-style: none;
  background: var(--mkt-menu-background, #fff); color: var(--mkt-menu-color, #1f2937);
  border: 1px solid var(--mkt-menu-border-color, #d1d5db); border-radius: var(--mkt-menu-radius, 8px);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
}
[part~='account-menu'][hidden] { display: none; }
[part~='account-menu-item'] {
  display: flex; align-items: center; box-sizing: border-box; inline-size: 100%; min-block-size: 36px;
  padding: 6px 12px; border: 0; border-radius: 6px; background: none; color: inherit; font: inherit;
  font-weight: 400; text-align: start; text-decoration: none; cursor: pointer; white-space: nowrap;
}
[part~='account-menu-item']:hover, [part~='account-menu-item']:focus-visible {
  background: var(--mkt-menu-hover-background, #f3f4f6); text-decoration: none;
}
[part~='account-menu-item']:focus-visible { outline: 2px solid var(--mkt-focus-ring-color, currentColor); outline-offset: -2px; }
[part~='account-menu-item'][aria-busy='true'] { opacity: 0.6; cursor: progress; }
`;

let sheet: CSSStyleSheet | undefined;

const LINKS: ReadonlyArray<[MemberRoute, 'myAccount' | 'myVouchers' | 'accountSettings']> = [
  ['account', 'myAccount'],
  ['myVoucher', 'myVouchers'],
  ['setting', 'accountSettings'],
];

/** The menu under `button` (created on first use), wired for keyboard, pointer and outside clicks. */
export class AccountMenu {
  readonly #button: HTMLButtonElement;
  readonly #list: HTMLUListElement;
  readonly #options: AccountMenuOptions;
  #cleanup: Array<() => void> = [];

  constructor(button: HTMLButtonElement, options: AccountMenuOptions) {
    this.#button = button;
    this.#options = options;
    const root = button.getRootNode() as ShadowRoot;
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(MENU_CSS);
    }
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const t = accountMenuStrings(options.context.language);
    const target = { region: options.context.region, env: options.context.env };
    const id = `mkt-account-menu-${Math.random().toString(36).slice(2)}`;
    const items = LINKS.map(([route, key]) =>
      el('li', { role: 'none' }, el('a', { role: 'menuitem', part: 'account-menu-item', href: memberRouteUrl(route, target), tabindex: '-1' }, t[key])),
    );
    const logout = el('button', { role: 'menuitem', part: 'account-menu-item logout', type: 'button', tabindex: '-1' }, t.logout);
    logout.addEventListener('click', () => void this.#logout(logout));
    this.#list = el('ul', { role: 'menu', part: 'account-menu', id, 'aria-label': t.menu, lang: options.context.language, hidden: '' }, ...items, el('li', { role: 'none' }, logout));
    // Each item reads in the header's direction (Urdu right to left). Not the list: it is placed
    // in the page's direction, under the label's end, and must not flip off screen.
    for (const item of this.#items()) item.dir = options.context.dir;
    this.#list.addEventListener('keydown', (event) => this.#onKey(event));
    button.setAttribute('aria-controls', id);
    button.after(this.#list);
  }

  get isOpen(): boolean {
    return !this.#list.hidden;
  }

  #hover: ReturnType<typeof setTimeout> | undefined;

  /**
   * One interaction with the label's area (its listeners, or the header's before this loaded);
   * `origin` is the node it happened on.
   */
  handle(event: Event, account: HTMLElement, origin: EventTarget | undefined): void {
    const onButton = origin instanceof Node && this.#button.contains(origin);
    if (event.type === 'click' && onButton) {
      if (this.isOpen) this.close(false);
      else this.open('first');
    } else if (event.type === 'keydown' && onButton) {
      const key = (event as KeyboardEvent).key;
      const focus = key === 'ArrowUp' ? 'last' : ['ArrowDown', 'Enter', ' '].includes(key) ? 'first' : undefined;
      if (!focus) return;
      event.preventDefault();
      this.open(focus);
    } else if ((event.type === 'pointerenter' || event.type === 'pointerleave') && (event as PointerEvent).pointerType === 'mouse') {
      clearTimeout(this.#hover);
      const entering = event.type === 'pointerenter';
      this.#hover = setTimeout(
        () => {
          if (entering) this.open('none');
          // A keyboard user inside the menu keeps it.
          else if (!account.contains((account.getRootNode() as ShadowRoot).activeElement)) this.close(false);
        },
        entering ? HOVER_DELAY_MS : HOVER_DELAY_MS * 2,
      );
    }
  }

  #items(): HTMLElement[] {
    return [...this.#list.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  }

  open(focus: MenuFocus): void {
    if (!this.isOpen) {
      this.#list.hidden = false;
      this.#button.setAttribute('aria-expanded', 'true');
      const onOutside = (event: Event) => {
        if (!event.composedPath().includes(this.#button.parentElement!)) this.close(false);
      };
      document.addEventListener('pointerdown', onOutside, true);
      this.#cleanup.push(() => document.removeEventListener('pointerdown', onOutside, true));
    }
    const items = this.#items();
    if (focus === 'first') items[0]?.focus();
    if (focus === 'last') items.at(-1)?.focus();
  }

  close(returnFocus: boolean): void {
    clearTimeout(this.#hover);
    if (!this.isOpen) return;
    this.#list.hidden = true;
    this.#button.setAttribute('aria-expanded', 'false');
    for (const off of this.#cleanup.splice(0)) off();
    if (returnFocus) this.#button.focus();
  }

  #onKey(event: KeyboardEvent): void {
    const items = this.#items();
    const at = items.indexOf(event.composedPath()[0] as HTMLElement);
    const move = (index: number) => {
      event.preventDefault();
      items[(index + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(at + 1);
    else if (event.key === 'ArrowUp') move(at - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      this.close(true);
    } else if (event.key === 'Tab') this.close(false);
    else if (event.key === ' ' && items[at] instanceof HTMLAnchorElement) {
      // Space activates a menu item like Enter does (buttons do this by themselves).
      event.preventDefault();
      items[at].click();
    }
  }

  async #logout(item: HTMLButtonElement): Promise<void> {
    if (item.getAttribute('aria-busy') === 'true') return;
    item.setAttribute('aria-busy', 'true');
    try {
      await this.#options.logout();
    } finally {
      item.removeAttribute('aria-busy');
      this.close(false);
    }
  }
}

export interface AttachOptions {
  /** The header's context store: links, words and the logout's hosts follow it. */
  $context: ReadableAtom<ElementContext>;
  /** Where `mkt-logout` is dispatched. */
  host: EventTarget;
  /** Removes the header's loading listeners: from now on the menu listens itself. */
  detach(): void;
}

const menus = new WeakMap<HTMLButtonElement, AccountMenu>();

async function logOutFrom(options: AttachOptions): Promise<boolean> {
  const [{ logOut }, { loadContextApi }] = await Promise.all([import('../src/flows/logout.ts'), import('../src/flows/lazy-api.ts')]);
  return logOut({ api: await loadContextApi(options.$context), context: options.$context.get(), host: options.host });
}

/**
 * Takes over the account label `button` inside `account` (called by the header on the first
 * interaction, and for any interaction that came before this module arrived), then handles
 * `event`: a click toggles, a key opens, a mouse hover opens after a pause.
 */
export function attachAccountMenu(account: HTMLElement, button: HTMLButtonElement, event: Event, origin: EventTarget | undefined, options: AttachOptions): void {
  let menu = menus.get(button);
  if (!menu) {
    const created = new AccountMenu(button, { context: options.$context.get(), logout: () => logOutFrom(options) });
    menus.set(button, created);
    menu = created;
    options.detach();
    for (const type of ['pointerenter', 'pointerleave', 'click', 'keydown']) account.addEventListener(type, (next) => created.handle(next, account, next.composedPath()[0]));
  }
  menu.handle(event, account, origin);
}
