/**
 * Issue 17: the Login screen painted at once on a cold first open, before React has arrived. The
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
import { deepActiveElement, wrapTabWithin } from '../../ui/dom.ts';
import { readLoginTab } from '../Login/login-tab-memory.ts';
import type { Translation } from '../../i18n/types.ts';
import type { TextDirection } from '../../i18n/languages.ts';
import type { ElementTheme } from '../../context/element-context.ts';
import { LOGIN_TEMPLATE, LOGIN_TEMPLATE_KEYS } from './login-template.generated.ts';
import { buildTemplate } from './template-tree.ts';

/** Marks the pre-painted copy in the popup element's shadow root. */
export const PREPAINT_ATTRIBUTE = 'data-mkt-prepaint';

export interface LoginPrepaintOptions {
  texts: Translation;
  lang: string;
  dir: TextDirection;
  theme: ElementTheme;
  /** Escape or the close button: the popup closes (the element cancels the opening). */
  onClose(): void;
}

/** What the shopper did on the copy, for React's screen to take over. */
export interface PrepaintRecord {
  /** Where focus goes back when the popup closes: what had it before the copy took it. */
  opener: Element | null;
  /** The index among the copy's buttons of the last one pressed, if any. */
  pressedButton?: number;
  /** Enter in a field or the Login button: the form is to be submitted. */
  submitted: boolean;
}

const records = new WeakMap<Element, PrepaintRecord>();

/** The copy is drawn for the Password tab only; a shopper who last used OTP gets React's screen. */
export function canPrepaintLogin(): boolean {
  return readLoginTab() === 'password';
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

/** Paints the copy into `root` (the popup element's shadow root) and focuses its first field. */
export function paintLogin(root: ShadowRoot, options: LoginPrepaintOptions): HTMLElement {
  const host = document.createElement('div');
  host.setAttribute(PREPAINT_ATTRIBUTE, 'login');
  // Host pages style the copy through the same parts as React's view.
  host.setAttribute('exportparts', POPUP_PARTS.join(', '));
  const shadow = host.attachShadow({ mode: 'open' });
  adoptPopupStyles(shadow);
  shadow.append(buildLoginCopy(options.texts, options.lang, options.dir));
  if (options.theme === 'mybiz') shadow.querySelector('.mkt-root')?.classList.add('mkt-theme-mybiz');
  const record: PrepaintRecord = { opener: deepActiveElement(), submitted: false };
  records.set(host, record);
  listen(shadow, record, options.onClose);
  root.append(host);
  shadow.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  return host;
}

/** The record of a copy painted by paintLogin. */
export function prepaintRecord(host: Element): PrepaintRecord | undefined {
  return records.get(host);
}

function listen(shadow: ShadowRoot, record: PrepaintRecord, onClose: () => void): void {
  const dialog = shadow.querySelector<HTMLElement>('[role="dialog"]');
  shadow.addEventListener('keydown', (event) => {
    const key = (event as KeyboardEvent).key;
    if (key === 'Escape') {
      event.stopPropagation();
      onClose();
    } else if (key === 'Tab' && dialog) {
      // Tab and Shift+Tab wrap inside the dialog, as in the React dialog.
      wrapTabWithin(event as KeyboardEvent, dialog);
    }
  });
  shadow.addEventListener('submit', (event) => {
    event.preventDefault();
    record.submitted = true;
  });
  shadow.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('button');
    if (!button || button.type === 'submit') return;
    if (button.hasAttribute('data-dialog-close')) {
      onClose();
      return;
    }
    record.pressedButton = [...shadow.querySelectorAll('button')].indexOf(button);
  });
  // A press on the backdrop keeps focus in the dialog (as the React mask does, issue 16).
  shadow.querySelector('.mkt-mask')?.addEventListener('mousedown', (event) => {
    if (event.target === event.currentTarget) event.preventDefault();
  });
}
