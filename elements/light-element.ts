/**
 * Base of the page-load elements (`<mkt-header-account>`, `<mkt-toast>`): a plain custom element
 * with an open shadow root, one constructed stylesheet shared by every instance, and renders
 * batched to a microtask (`updateComplete` resolves after the next render).
 *
 * Why not lit: lit costs 5.8 KB gzip, half of the 12 KB page-load budget; these two
 * elements draw a few nodes each and need none of its templating.
 */
import { HTMLElementBase } from './server-safe.ts';

const sheets = new WeakMap<object, CSSStyleSheet>();

export abstract class LightElement extends HTMLElementBase {
  /** CSS of the element class, adopted once per class as a constructed stylesheet. */
  static styles = '';

  #pending: Promise<void> | undefined;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const ctor = this.constructor as typeof LightElement;
    let sheet = sheets.get(ctor);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(ctor.styles);
      sheets.set(ctor, sheet);
    }
    root.adoptedStyleSheets = [sheet];
  }

  /** Resolves once the render requested last has happened. */
  get updateComplete(): Promise<void> {
    return this.#pending ?? Promise.resolve();
  }

  /** Schedules one render for this microtask, however many changes asked for it. */
  requestUpdate(): void {
    this.#pending ??= Promise.resolve().then(() => {
      this.#pending = undefined;
      if (!this.isConnected) return;
      const root = this.shadowRoot!;
      const nodes = this.render();
      // Nodes a render kept (updated in place) stay where they are: moving them would drop the
      // focus inside them.
      const same = nodes.length === root.childNodes.length && nodes.every((node, index) => node === root.childNodes[index]);
      if (!same) root.replaceChildren(...nodes);
    });
  }

  attributeChangedCallback(): void {
    this.requestUpdate();
  }

  /** The nodes of the shadow root, built with DOM APIs (no HTML strings). */
  protected abstract render(): Node[];
}

/** A small element builder: `el('a', { part: 'login-link', href }, 'Login')`. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  element.append(...children);
  return element;
}
