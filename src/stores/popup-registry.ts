/**
 * Connects a light `<mkt-login-popup>` (no React) with the React view it loads on first need:
 * the view gets only an instance id attribute and finds its state and host element here.
 */
import type { PopupState } from './popup.ts';

export interface PopupInstance {
  state: PopupState;
  /** The public element: every DOM event is dispatched from it. */
  host: HTMLElement;
  /** Attribute-driven options, read at render time. */
  options(): PopupOptions;
}

export interface PopupOptions {
  region?: string;
  lang?: string;
  env?: string;
  hideClose: boolean;
  mode: 'popup' | 'embedded';
  redirect?: string;
}

const instances = new Map<string, PopupInstance>();
let counter = 0;

export function registerPopup(instance: PopupInstance): string {
  const id = `mkt-popup-${++counter}`;
  instances.set(id, instance);
  return id;
}

export function getPopup(id: string | undefined): PopupInstance | undefined {
  return id ? instances.get(id) : undefined;
}

export function unregisterPopup(id: string): void {
  instances.delete(id);
}
