// <mkt-toast>: see the class documentation below (it is also the custom-elements manifest source).
import { defineOnce } from './server-safe.ts';
import { $toast } from '../src/stores/toast.ts';
import { toastCss } from '../src/ui/Toast/toast.css.ts';
import { LightElement, el } from './light-element.ts';

export { toast, hideToast, type ToastOptions } from '../src/stores/toast.ts';

/** Connected instances in connection order; the first one renders. */
const connectedToasts: MktToast[] = [];

/**
 * `<mkt-toast>`: shows the package's one toast (SPEC §4). A light element with no React, small
 * enough to load with the page. Anything can raise a toast — the widget's screens and flows,
 * or the host page through `toast()` exported here and from the package index.
 *
 * One element per page is enough; with several, only the first connected one
 * renders, so a toast is never shown twice; if it leaves the page the next one takes over.
 *
 * @tag mkt-toast
 * @csspart toast - The toast bubble (a polite status live region announces it).
 * @cssprop --mkt-color-toast-background - Bubble colour (default #1f2937).
 * @cssprop --mkt-color-toast-text - Text colour (default #ffffff).
 * @cssprop --mkt-z-index-toast - Stacking order above the page and the popup.
 * @cssprop --mkt-radius - Corner radius.
 * @cssprop --mkt-font-family - Font.
 * @cssprop --mkt-space-6 - Distance from the bottom of the viewport.
 */
export class MktToast extends LightElement {
  // Same tokens and look as the React <Toast> of the kit (src/ui/Toast).
  static override styles = `:host { display: block; }\n${toastCss}`;

  #unsubscribe?: () => void;
  // The live region is created once and kept: screen readers announce changes to an existing region.
  readonly #region = el('div', { class: 'mkt-toast-region', role: 'status', 'aria-live': 'polite' });

  /** Whether this instance is the page's renderer (the first connected one). */
  get isRenderer(): boolean {
    return connectedToasts[0] === this;
  }

  connectedCallback(): void {
    connectedToasts.push(this);
    this.#unsubscribe = $toast.subscribe(() => this.requestUpdate());
  }

  disconnectedCallback(): void {
    this.#unsubscribe?.();
    const index = connectedToasts.indexOf(this);
    if (index >= 0) connectedToasts.splice(index, 1);
    // The next instance (if any) takes over the current toast.
    connectedToasts[0]?.requestUpdate();
  }

  protected render(): Node[] {
    if (!this.isRenderer) return [];
    const message = $toast.get();
    // lang: a Thai or Urdu message on an English page is read in its own language (WCAG 3.1.2);
    // dir=auto: the text's first strong letter sets its direction (Urdu reads right to left).
    const bubble = (text: string, lang?: string) => el('div', { part: 'toast', class: 'mkt-toast', lang, dir: 'auto' }, text);
    this.#region.replaceChildren(...(message ? [bubble(message.content, message.lang)] : []));
    return [this.#region];
  }
}

export function defineMktToast(): void {
  defineOnce('mkt-toast', MktToast);
}

declare global {
  interface HTMLElementTagNameMap {
    'mkt-toast': MktToast;
  }
}

// This module is the element's entry: importing it registers the tag.
defineMktToast();
