/**
 * Connects a light popup-hosting element (no React) with the React view it loads on first need:
 * the view gets only an instance id attribute and finds its state, context and host element here.
 * An element is registered while it is connected (elements/popup-host-element.ts), so a
 * single-page app that mounts and removes popups leaves nothing behind.
 */
import type { ReadableAtom } from 'nanostores';
import type { ElementContext } from '../context/element-context.ts';
import type { PopupState } from './popup.ts';

export interface PopupInstance {
  state: PopupState;
  /** The public element: every DOM event is dispatched from it. */
  host: HTMLElement;
  /** The element's context (region, language, direction, environment, theme). */
  context: ReadableAtom<ElementContext>;
  /** Attribute-driven options, read at render time. */
  options(): PopupOptions;
}

export interface PopupOptions {
  hideClose: boolean;
  mode: 'popup' | 'embedded';
  redirect?: string;
}

const instances = new Map<string, PopupInstance>();
let counter = 0;

/** A new instance id (an element keeps its id across reconnections). */
export function nextPopupId(): string {
  return `mkt-popup-${++counter}`;
}

/** Registers `instance` under `id` (a new id when none is given); returns the id. */
export function registerPopup(instance: PopupInstance, id = nextPopupId()): string {
  instances.set(id, instance);
  return id;
}

export function getPopup(id: string | undefined): PopupInstance | undefined {
  return id ? instances.get(id) : undefined;
}

export function unregisterPopup(id: string): void {
  instances.delete(id);
}

/** How many popup instances are registered (the single-page-app soak counts them). */
export function registeredPopupCount(): number {
  return instances.size;
}
