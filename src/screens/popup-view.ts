/**
 * Loaded on the popup's first need (never with the page): React, the screens and their styles.
 * Defines `<mkt-popup-view>` with @r2wc; `<mkt-login-popup>` puts one in its shadow root and
 * passes only its instance id.
 */
import { createElement } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { getPopup } from '../stores/popup-registry.ts';
import { adoptUiStyles } from '../ui/styles.ts';
import { popupCss } from './popup.css.ts';
import { PopupRoot } from './PopupRoot.tsx';

export const POPUP_VIEW_TAG = 'mkt-popup-view';

/** Parts host pages can style on `<mkt-login-popup>` (forwarded with exportparts). */
export const POPUP_PARTS = [
  'root',
  'mask',
  'dialog',
  'dialog-close: close-button',
  'screen',
  'button',
  'input',
  'label',
  'error',
  'tab',
  'toast',
];

let screenSheet: CSSStyleSheet | undefined;

function PopupView({ instanceId, container }: { instanceId?: string; container?: HTMLElement }) {
  const instance = getPopup(instanceId);
  const root = container as unknown as ShadowRoot | undefined;
  if (root && !root.adoptedStyleSheets.includes((screenSheet ??= sheetOf(popupCss)))) {
    adoptUiStyles(root);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, screenSheet];
  }
  return instance ? createElement(PopupRoot, { instance }) : null;
}

function sheetOf(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  return sheet;
}

export function definePopupView(): void {
  if (customElements.get(POPUP_VIEW_TAG)) return;
  customElements.define(POPUP_VIEW_TAG, r2wc(PopupView, { shadow: 'open', props: { instanceId: 'string' } }));
}
