/**
 * The Login screen painted at once on a cold first open, before React has arrived. The
 * markup is React's own render of the screen (login-template.generated.ts, `npm run prepaint`)
 * with the shopper's texts filled in, built with createElement (Trusted Types pages refuse
 * innerHTML), in a shadow root that adopts the same sheets as the React view. Its inputs are
 * native: they take focus and typing at once. When React's Login mounts it takes what was typed, focus and caret included, and removes this (handoff.ts).
 *
 * Until then the copy keeps the dialog's promises: focus stays inside (Tab wraps), Escape and the
 * close button close the popup, and a press on a button or Enter is remembered and replayed on
 * React's screen, so nothing the shopper did is lost.
 */
import { adoptPopupStyles } from '../popup-styles.ts';
import { POPUP_PARTS } from '../popup-parts.ts';
import { deepActiveElement, revealWithFormButton, wrapTabWithin } from '../../ui/dom.ts';
import { initialLoginTab } from '../Login/login-tab-memory.ts';
import { lastUsedMethod } from '../../flows/last-used.ts';
import type { Translation } from '../../i18n/types.ts';
import type { TextDirection } from '../../i18n/languages.ts';
import type { ElementTheme } from '../../context/element-context.ts';
import { LOGIN_TEMPLATE, LOGIN_TEMPLATE_KEYS } from './login-template.generated.ts';
import { buildTemplate } from './template-tree.ts';
import { isScanningDevice } from '../../storefront/scanning-device.ts';
import { afterNextPaint } from '../../ui/input-pause.ts';

/** Marks the pre-painted copy in the popup element's shadow root. */
export const PREPAINT_ATTRIBUTE = 'data-mkt-prepaint';

export interface LoginPrepaintOptions {
  texts: Translation;
  lang: string;
  dir: TextDirection;
  theme: ElementTheme;
  /** Escape or the close button: the popup closes (the element cancels the opening). */
  onClose(): void;
  /** A submit or a press on a control only React's Login can serve: React is wanted now. */
  onPress(): void;
}

/** What the shopper did on the copy, for React's screen to take over. */
export interface PrepaintRecord {
  /** Where focus goes back when the popup closes: what had it before the copy took it. */
  opener: Element | null;
  /** The last button pressed, if any: its place among the copy's buttons of the same part. */
  pressedButton?: ButtonPlace;
  /** Enter in a field or the Login button: the form is to be submitted. */
  submitted: boolean;
}

const records = new WeakMap<Element, PrepaintRecord>();

/**
 * A button as both markups name it: its part and its place among the buttons of that part.
 * React's Login has buttons the copy has not (passkey, providers), so a plain index would point at
 * another button there.
 */
export interface ButtonPlace {
  part: string;
  index: number;
}

export function placeOf(button: Element, root: ParentNode): ButtonPlace {
  const part = button.getAttribute('part') ?? '';
  return { part, index: [...root.querySelectorAll<Element>('button')].filter((b) => (b.getAttribute('part') ?? '') === part).indexOf(button) };
}

export function buttonAt(place: ButtonPlace, root: ParentNode): HTMLButtonElement | undefined {
  return [...root.querySelectorAll<HTMLButtonElement>('button')].filter((b) => (b.getAttribute('part') ?? '') === place.part)[place.index];
}

/** The copy is drawn for the Password tab only; a shopper who opens on OTP gets React's screen. */
export function canPrepaintLogin(): boolean {
  return initialLoginTab() === 'password';
}

/** The copy of Login in the shopper's language (texts are set as text, never parsed as markup). */
export function buildLoginCopy(texts: Translation, lang: string, dir: TextDirection): Node {
  const known = new Set<string>(LOGIN_TEMPLATE_KEYS);
  return buildTemplate(LOGIN_TEMPLATE, (slot) => {
    if (slot === '@lang') return lang;
    if (slot === '@dir') return dir;
    const text = known.has(slot) ? (texts as unknown as Record<string, unknown>)[slot] : undefined;
    return typeof text === 'string' ? text : '';
  });
}

/**
 * The copy carries the "Last used" badge where React's Login will (the Password tab or
 * the QR button; the copy has no provider or passkey buttons), so nothing moves at the hand-over.
 */
function markLastUsed(shadow: ShadowRoot, texts: Translation): void {
  const method = lastUsedMethod();
  const target = method === 'password' ? shadow.querySelector('[role="tab"]') : method === 'qr' ? shadow.querySelector('[part="login-qr-link"]') : null;
  if (!target) return;
  const badge = document.createElement('span');
  badge.setAttribute('part', 'last-used-badge');
  badge.className = 'mkt-last-used';
  badge.textContent = texts.lastUsed;
  target.append(badge);
  if (method === 'qr') target.setAttribute('aria-label', `${texts.qrLoginLink}, ${texts.lastUsed}`);
}

/**
 * Paints the copy into `root` (the popup element's shadow root) and focuses its first field once
 * it is on the screen: focusing at once would lay the copy out inside this task, and at 4x CPU
 * building, styling and laying it out in one task takes about 70 ms.
 */
export function paintLogin(root: ShadowRoot, options: LoginPrepaintOptions): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute(PREPAINT_ATTRIBUTE, 'login');
  // Host pages style the copy through the same parts as React's view.
  host.setAttribute('exportparts', POPUP_PARTS.join(', '));
  const shadow = host.attachShadow({ mode: 'open' });
  adoptPopupStyles(shadow);
  shadow.append(buildLoginCopy(options.texts, options.lang, options.dir));
  if (options.theme === 'mybiz') shadow.querySelector('.mkt-root')?.classList.add('mkt-theme-mybiz');
  // As React's Login: no QR entry on the phone that would have to scan it.
  if (isScanningDevice()) shadow.querySelector('[part="popover-anchor"]')?.remove();
  markLastUsed(shadow, options.texts);
  const record: PrepaintRecord = { opener: deepActiveElement(), submitted: false };
  records.set(host, record);
  listen(shadow, record, options);
  root.append(host);
  afterNextPaint(() => {
    // Not when the copy has gone already, or the shopper has put focus in it meanwhile.
    if (host.isConnected && !shadow.activeElement) shadow.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  });
  return host;
}

/** The record of a copy painted by paintLogin. */
export function prepaintRecord(host: Element): PrepaintRecord | undefined {
  return records.get(host);
}

function listen(shadow: ShadowRoot, record: PrepaintRecord, { onClose, onPress }: LoginPrepaintOptions): void {
  const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]');
  shadow.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (key === 'Tab' && dialog) {
      // Tab and Shift+Tab wrap inside the dialog, as in the React dialog.
      wrapTabWithin(event as KeyboardEvent, dialog);
    } else if (/^(Arrow(Left|Right)|Home|End)$/.test(key) && (event.target as Element).getAttribute?.('role') === 'tab') {
      // The ARIA tabs keys on the copy's two tabs (Password, OTP): focus moves to the other one,
      // and React's Login selects it when it takes over (focus and press are handed over).
      const tabs = [...shadow.querySelectorAll<HTMLElement>('[role="tab"]')];
      const next = key === 'Home' ? tabs[0] : key === 'End' ? tabs.at(-1) : tabs.find((tab) => tab !== event.target);
      if (!next) return;
      event.preventDefault();
      next.focus();
      record.pressedButton = placeOf(next, shadow);
      onPress();
    }
  });
  shadow.addEventListener('submit', (event) => {
    event.preventDefault();
    record.submitted = true;
    // The press is heard now; React's Login replays it when it takes over (handoff.ts).
    shadow.querySelector('[part~="login-submit"]')?.setAttribute('aria-busy', 'true');
    onPress();
  });
  // A press counts from the moment the pointer goes down: React's Login may take over before the
  // click, which then never comes (the pressed button has left the page), and replays it instead.
  // The submit button's press is also a submit, which the replay prefers.
  const press = (event: Event) => {
    const button = (event.target as Element).closest('button');
    if (!button) return;
    if (event.type === 'click' && button.part.value === 'dialog-close') onClose();
    else if (button.part.value !== 'dialog-close') {
      record.pressedButton = placeOf(button, shadow);
      onPress();
    }
  };
  shadow.addEventListener('click', press);
  shadow.addEventListener('pointerdown', press);
  shadow.addEventListener('focusin', (event) => {
    const target = event.target as Element;
    // A press the shopper has moved on from (a tab pressed, then the password tapped) is not
    // replayed: it would take focus, or the tab, from the field they are typing in now.
    if (record.pressedButton && buttonAt(record.pressedButton, shadow) !== target) record.pressedButton = undefined;
    // As on React's sheet (Mask.tsx): with a phone's keyboard up, the focused field and its Login
    // button stay in view.
    revealWithFormButton(target);
  });
  // A touch that turned into a scroll pressed nothing.
  shadow.addEventListener('pointercancel', () => (record.pressedButton = undefined));
  // A press on the backdrop keeps focus in the dialog (as the React mask does).
  shadow.querySelector('.mkt-mask')?.addEventListener('mousedown', (event) => {
    if (event.target === event.currentTarget) event.preventDefault();
  });
}
