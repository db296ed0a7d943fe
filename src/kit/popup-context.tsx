/**
 * What every screen of one popup shares: its stack, its host element and the actions that
 * finish a login. Screens read it with `usePopup()`; they never touch the network themselves.
 */
import { createContext, useContext, useId } from 'react';
import type { PopupInstance } from '../stores/popup-registry.ts';
import type { StackEntry } from '../stores/popup.ts';

export interface PopupContextValue {
  instance: PopupInstance;
  entry: StackEntry;
  /**
   * The id the screen gives its visible title: the popup dialog is labelled by it
   * (`aria-labelledby`), so its accessible name is what the shopper reads, in every language and
   * on every step of the screen (a success view, the second profile step, a title from the server).
   */
  titleId?: string;
}

export const PopupContext = createContext<PopupContextValue | null>(null);

export function usePopup(): PopupContextValue {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopup() outside a popup screen');
  return value;
}

/** The id for the screen's title element: the popup's (see `titleId`), or an own one outside a popup. */
export function useScreenTitleId(): string {
  const own = useId();
  return useContext(PopupContext)?.titleId ?? own;
}
