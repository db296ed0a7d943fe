/**
 * The account menu of `<mkt-header-account>` (WAI-ARIA menu button pattern), loaded on
 * the first interaction with the account label so the page-load bundle does not carry it. No
 * React: a list of links and a Logout button in the header's shadow root.
 *
 * Keyboard: Enter, Space and ArrowDown on the label open it on the first item, ArrowUp on the
 * last; ArrowUp / ArrowDown / Home / End move; Escape closes and returns focus to the label; Tab
 * closes and moves on. A click outside closes it. A click on the label toggles it, except that
 * a menu opened by a resting mouse stays open and takes focus (the press was reaching for it).
 */
import type { ReadableAtom } from 'nanostores';
import { ACCOUNT_MENU_HOVER_DELAY_MS as HOVER_DELAY_MS } from '../src/config/constants.ts';
import { buildLink, MEMBER_ROUTES } from '../src/config/member-routes.ts';
import { ACCOUNT_SECURITY_PATH } from '../src/config/account-routes.ts';
import type { ElementContext } from '../src/context/element-context.ts';
import { accountMenuStrings } from '../src/i18n/account-menu.ts';
import { el } from './light-element.ts';

export type MenuFocus = 'first' | 'last' | 'none';


export interface AccountMenuOptions {
  context: ElementContext;
  /** Runs the logout; resolves true once it is done, false when it failed (with its toast). */
  logout(): Promise<boolean>;
  /** The shopper's full name, shown at the top of the menu (the label may end in an ellipsis). */
  name?: string;
}

/** Room kept between the menu and the edges of the visible screen, in CSS px. */
const EDGE = 8;
/** Space between the label and the menu, in CSS px. */
const GAP = 4;

const MENU_CSS = `
[part~='account-menu'] {
  position: absolute; inset-block-start: 100%; inset-inline-end: 0; z-index: var(--mkt-menu-z-index, 1000);
  box-sizing: border-box; min-inline-size: 12rem; max-inline-size: calc(100vw - 16px); margin: 4px 0 0; padding: 4px; list-style: none;
  background: var(--mkt-menu-background, #fff); color: var(--mkt-menu-color, #1f2937);
  border: 1px solid var(--mkt-menu-border-color, #d1d5db); border-radius: var(--mkt-menu-radius, 8px);
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.12);
}
[part~='account-menu'][hidden] { display: none; }
[part~='account-menu-name'] {
  display: block; padding: 6px 12px; color: var(--mkt-menu-muted-color, #4b5563); font-size: 0.875em;
  overflow-wrap: anywhere; max-inline-size: 20rem;
}
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
/* A thumb needs 44 x 44 CSS px (WCAG 2.5.5). */
@media (pointer: coarse) { [part~='account-menu-item'] { min-block-size: 44px; } }
`;

let sheet: CSSStyleSheet | undefined;

/** Each item's path on the member host and its words. */
const LINKS: ReadonlyArray<[string, 'myAccount' | 'myVouchers' | 'accountSettings' | 'accountSecurity']> = [
  [MEMBER_ROUTES.account, 'myAccount'],
  [MEMBER_ROUTES.myVoucher, 'myVouchers'],
  [ACCOUNT_SECURITY_PATH, 'accountSecurity'],
  [MEMBER_ROUTES.setting, 'accountSettings'],
];

/** The menu under `button` (created on first use), wired for keyboard, pointer and outside clicks. */
export class AccountMenu {
  readonly #button: HTMLButtonElement;
  readonly #list: HTMLUListElement;
  readonly #name: HTMLSpanElement;
  readonly #links: HTMLAnchorElement[];
  readonly #logoutItem: HTMLButtonElement;
  readonly #options: AccountMenuOptions;
  #cleanup: Array<() => void> = [];

  constructor(button: HTMLButtonElement, options: AccountMenuOptions) {
    this.#button = button;
    this.#options = options;
    const root = button.getRootNode();
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(MENU_CSS);
    }
    if (root instanceof ShadowRoot && !root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    const id = `mkt-account-menu-${Math.random().toString(36).slice(2)}`;
    this.#links = LINKS.map(() => el('a', { role: 'menuitem', part: 'account-menu-item', tabindex: '-1' }));
    this.#logoutItem = el('button', { role: 'menuitem', part: 'account-menu-item logout', type: 'button', tabindex: '-1' });
    this.#logoutItem.addEventListener('click', () => void this.#logout(this.#logoutItem));
    // The full name, which the label may cut short with an ellipsis; presentation only (the menu's
    // items stay its only content for assistive technology, which reads the label in full).
    this.#name = el('span', { part: 'account-menu-name', 'aria-hidden': 'true' });
    this.#list = el(
      'ul',
      { role: 'menu', part: 'account-menu', id, hidden: '' },
      el('li', { role: 'none' }, this.#name),
      ...this.#links.map((link) => el('li', { role: 'none' }, link)),
      el('li', { role: 'none' }, this.#logoutItem),
    );
    this.update(options.context, options.name);
    this.#list.addEventListener('keydown', (event) => this.#onKey(event));
    button.setAttribute('aria-controls', id);
    button.after(this.#list);
  }

  /** New words, links and name (a language change, a new name) without closing or moving focus. */
  update(context: ElementContext, name: string | undefined): void {
    const t = accountMenuStrings(context.language);
    const target = { region: context.region, env: context.env };
    LINKS.forEach(([path, key], index) => {
      const link = this.#links[index]!;
      link.href = buildLink(target, 'member', path);
      link.textContent = t[key];
    });
    this.#logoutItem.textContent = t.logout;
    this.#name.textContent = name ?? '';
    this.#name.hidden = !name;
    this.#list.setAttribute('aria-label', t.menu);
    this.#list.lang = context.language;
    // Each item reads in the header's direction (Urdu right to left). Not the list: it is placed
    // in the page's direction, under the label's end, and must not flip off screen.
    for (const item of [this.#name, ...this.#items()]) item.dir = context.dir;
    if (this.isOpen) this.#place();
  }

  get isOpen(): boolean {
    return !this.#list.hidden;
  }

  #hover: ReturnType<typeof setTimeout> | undefined;
  /** Open because a mouse rested on the label, with no press or key on it since. */
  #openedByHover = false;

  /**
   * One interaction with the label's area (its listeners, or the header's before this loaded);
   * `origin` is the node it happened on.
   */
  handle(event: Event, account: HTMLElement, origin: EventTarget | undefined): void {
    const onButton = origin instanceof Node && this.#button.contains(origin);
    if (event.type === 'click' && onButton) {
      // A press on the label of a menu that a resting pointer opened is the shopper reaching for
      // it, not closing it: the pointer may have come to rest there before the click (or, after a
      // login, the label may have appeared under it), and the hover's pause can end first.
      if (this.isOpen && !this.#openedByHover) this.close(false);
      else this.open('first');
    } else if (event.type === 'keydown' && onButton) {
      const key = (event as KeyboardEvent).key;
      if (key === 'Escape' && this.isOpen) {
        // A menu opened by hovering closes from the label too, focus staying there.
        event.preventDefault();
        this.close(false);
        return;
      }
      const focus = key === 'ArrowUp' ? 'last' : ['ArrowDown', 'Enter', ' '].includes(key) ? 'first' : undefined;
      if (!focus) return;
      event.preventDefault();
      this.open(focus);
    } else if ((event.type === 'pointerenter' || event.type === 'pointerleave') && (event as PointerEvent).pointerType === 'mouse') {
      clearTimeout(this.#hover);
      const entering = event.type === 'pointerenter';
      this.#hover = setTimeout(
        () => {
          if (entering && !this.isOpen) this.open('none');
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

  /** `none` is the hover's opening: focus stays where it was, and a click on the label keeps it. */
  open(focus: MenuFocus): void {
    this.#openedByHover = focus === 'none';
    if (!this.isOpen) {
      this.#list.hidden = false;
      this.#button.setAttribute('aria-expanded', 'true');
      const onOutside = (event: Event) => {
        if (!event.composedPath().includes(this.#button.parentElement!)) this.close(false);
      };
      const onMove = () => this.#place();
      const viewport = window.visualViewport;
      document.addEventListener('pointerdown', onOutside, true);
      // The page scrolling, the window resizing, a pinch zoom or the on-screen keyboard moves the
      // visible area: the menu follows its label inside it.
      window.addEventListener('scroll', onMove, { capture: true, passive: true });
      window.addEventListener('resize', onMove);
      viewport?.addEventListener('resize', onMove);
      viewport?.addEventListener('scroll', onMove);
      this.#cleanup.push(() => {
        document.removeEventListener('pointerdown', onOutside, true);
        window.removeEventListener('scroll', onMove, { capture: true });
        window.removeEventListener('resize', onMove);
        viewport?.removeEventListener('resize', onMove);
        viewport?.removeEventListener('scroll', onMove);
      });
    }
    this.#place();
    const items = this.#items();
    if (focus === 'first') items[0]?.focus();
    if (focus === 'last') items.at(-1)?.focus();
  }

  /**
   * Places the open menu inside the visible area of the screen (the visual viewport: a phone's
   * zoom and on-screen keyboard shrink it): under the label's end in the page's direction, its
   * start when the end leaves no room, shifted to stay 8 px from either edge; above the label
   * when there is no room below and more above. A label scrolled out of view closes it.
   */
  #place(): void {
    if (!this.isOpen || !this.#button.isConnected) return;
    const list = this.#list;
    const offsetParent = list.offsetParent ?? this.#button.parentElement;
    if (!offsetParent) return;
    // Physical offsets from the positioned parent, whatever its direction.
    list.style.right = 'auto';
    list.style.left = '0';
    list.style.margin = '0';
    const viewport = window.visualViewport;
    const left = viewport?.offsetLeft ?? 0;
    const top = viewport?.offsetTop ?? 0;
    const right = left + (viewport?.width ?? document.documentElement.clientWidth);
    const bottom = top + (viewport?.height ?? document.documentElement.clientHeight);
    const anchor = this.#button.getBoundingClientRect();
    if (anchor.bottom <= top || anchor.top >= bottom || anchor.right <= left || anchor.left >= right) {
      this.close(false);
      return;
    }
    list.style.maxInlineSize = `${Math.max(0, right - left - 2 * EDGE)}px`;
    const { width, height } = list.getBoundingClientRect();
    const rtl = getComputedStyle(offsetParent).direction === 'rtl';
    const endAligned = rtl ? anchor.left : anchor.right - width;
    const startAligned = rtl ? anchor.right - width : anchor.left;
    const fitsX = (x: number) => x >= left + EDGE && x + width <= right - EDGE;
    let x = fitsX(endAligned) ? endAligned : fitsX(startAligned) ? startAligned : endAligned;
    x = Math.min(Math.max(x, left + EDGE), Math.max(left + EDGE, right - EDGE - width));
    const below = anchor.bottom + GAP;
    const above = anchor.top - GAP - height;
    const y = below + height <= bottom - EDGE || bottom - anchor.bottom >= anchor.top - top ? below : Math.max(above, top + EDGE);
    const origin = offsetParent.getBoundingClientRect();
    list.style.left = `${x - origin.left - offsetParent.clientLeft}px`;
    list.style.top = `${y - origin.top - offsetParent.clientTop}px`;
  }

  close(returnFocus: boolean): void {
    clearTimeout(this.#hover);
    this.#openedByHover = false;
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
    let done = false;
    try {
      done = await this.#options.logout();
    } finally {
      item.removeAttribute('aria-busy');
      // Logged out, the header has redrawn with its Login link and moved focus there; a failed
      // logout leaves the shopper on the label, where the menu can be opened again.
      this.close(!done && this.#button.isConnected);
    }
  }
}

export interface AttachOptions {
  /** The header's context store: links, words and the logout's hosts follow it. */
  $context: ReadableAtom<ElementContext>;
  /** The shopper's full name, read at each redraw of the header. */
  name(): string | undefined;
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

/** The menu of `button`, once attached: the header tells it about redraws (new words, new name). */
export function accountMenuOf(button: HTMLButtonElement): AccountMenu | undefined {
  return menus.get(button);
}

/**
 * Takes over the account label `button` inside `account` (called by the header on the first
 * interaction, and for any interaction that came before this module arrived), then handles
 * `event`: a click toggles, a key opens, a mouse hover opens after a pause. A label the header
 * has since dropped (a logout while this loaded) is left alone.
 */
export function attachAccountMenu(account: HTMLElement, button: HTMLButtonElement, event: Event, origin: EventTarget | undefined, options: AttachOptions): void {
  if (!button.isConnected || !account.contains(button)) return;
  let menu = menus.get(button);
  if (!menu) {
    const created = new AccountMenu(button, { context: options.$context.get(), name: options.name(), logout: () => logOutFrom(options) });
    menus.set(button, created);
    menu = created;
    options.detach();
    for (const type of ['pointerenter', 'pointerleave', 'click', 'keydown']) account.addEventListener(type, (next) => created.handle(next, account, next.composedPath()[0]));
  }
  menu.handle(event, account, origin);
}
