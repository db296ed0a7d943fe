/**
 * Loaded on the popup's first need (never with the page): React, the screens and their styles.
 * Defines `<mkt-popup-view>`; `<mkt-login-popup>` puts one in its shadow root and passes only its
 * instance id.
 */
import { createElement, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { getPopup } from '../stores/popup-registry.ts';
import { adoptPopupStyles } from './popup-styles.ts';
import { PopupRoot } from './PopupRoot.tsx';
import { SCREEN_COMPONENTS } from './registry.ts';
import { DEFAULT_SCREEN, type ScreenName } from '../stores/popup.ts';

export const POPUP_VIEW_TAG = 'mkt-popup-view';

export { POPUP_PARTS } from './popup-parts.ts';

/**
 * `<mkt-popup-view instance-id>`: PopupRoot of one popup instance in the element's open shadow
 * root; mounted while connected, unmounted when removed. A small class instead of r2wc: 1 KB
 * gzip less on the first open (90 KB budget) for this one string attribute.
 */
class PopupViewElement extends HTMLElement {
  static readonly observedAttributes = ['instance-id'];
  #root: Root | undefined;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    adoptPopupStyles(shadow);
    this.#root ??= createRoot(shadow);
    this.#render();
  }

  attributeChangedCallback(): void {
    if (this.#root) this.#render();
  }

  disconnectedCallback(): void {
    this.#root?.unmount();
    this.#root = undefined;
  }

  #render(): void {
    const instance = getPopup(this.getAttribute('instance-id') ?? undefined);
    // A transition renders in slices of about 5 ms with the page's work in between: the first
    // render of the popup (React's Login taking over from the pre-painted copy) does not hold up
    // the keys typed into the copy meanwhile.
    startTransition(() => this.#root!.render(instance ? createElement(PopupRoot, { instance }) : null));
  }
}

export function definePopupView(): void {
  if (customElements.get(POPUP_VIEW_TAG)) return;
  // Nothing more loads with the first open: Login fetches what it needs on the first
  // sign of activity (screen-preload.ts), other screens on intent or on the navigation.
  customElements.define(POPUP_VIEW_TAG, PopupViewElement);
}

/** Loads the chunk of one screen (the entry screen of an opening) so it renders at once. */
/** `name` when a feature draws a screen of that name, else Login (an attribute names a screen this build has not). */
export function knownScreen(name: string): ScreenName {
  return name in SCREEN_COMPONENTS ? (name as ScreenName) : DEFAULT_SCREEN;
}

export async function preloadScreen(screen: string): Promise<void> {
  const component = SCREEN_COMPONENTS[knownScreen(screen)] as { preload?: () => Promise<void> };
  await component.preload?.();
}
