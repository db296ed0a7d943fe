/**
 * Loaded on the popup's first need (never with the page): React, the screens and their styles.
 * Defines `<mkt-popup-view>` with @r2wc; `<mkt-login-popup>` puts one in its shadow root and
 * passes only its instance id.
 */
import { createElement } from 'react';
import r2wc from '@r2wc/react-to-web-component';
import { getPopup } from '../stores/popup-registry.ts';
import { adoptPopupStyles } from './popup-styles.ts';
import { PopupRoot } from './PopupRoot.tsx';
import { SCREEN_COMPONENTS } from './registry.ts';
import type { ScreenName } from '../stores/popup.ts';

export const POPUP_VIEW_TAG = 'mkt-popup-view';

/** Parts host pages can style on `<mkt-login-popup>` (forwarded with exportparts). */
export const POPUP_PARTS = [
  'root',
  'dialog-mask',
  'dialog',
  'dialog-title',
  'dialog-body',
  'dialog-close',
  'screen',
  'button',
  'button-label',
  'input-field',
  'input-label',
  'input-box',
  'input-prefix',
  'input',
  'input-error',
  'password-toggle',
  'otp',
  'otp-box',
  'otp-error',
  'tab-list',
  'tab',
  'tab-selected',
  'tab-panel',
  'checkbox',
  'loading',
  'tooltip',
  'icon',
  'third-party',
  'qr-code',
  'qr-instructions',
  'qr-scanned',
  'qr-error',
  'qr-rescan',
  'qr-switch-to-password',
];

function PopupView({ instanceId, container }: { instanceId?: string; container?: HTMLElement }) {
  const instance = getPopup(instanceId);
  if (container) adoptPopupStyles(container as unknown as ShadowRoot);
  return instance ? createElement(PopupRoot, { instance }) : null;
}

export function definePopupView(): void {
  if (customElements.get(POPUP_VIEW_TAG)) return;
  // Nothing more loads with the first open (issue 17): Login fetches what it needs on the first
  // sign of activity (screen-preload.ts), other screens on intent or on the navigation.
  customElements.define(POPUP_VIEW_TAG, r2wc(PopupView, { shadow: 'open', props: { instanceId: 'string' } }));
}

/** Loads the chunk of one screen (the entry screen of an opening) so it renders at once. */
export async function preloadScreen(screen: ScreenName): Promise<void> {
  const component = SCREEN_COMPONENTS[screen] as { preload?: () => Promise<void> };
  await component.preload?.();
}
