/**
 * What every screen of one popup shares: its stack, its host element and the actions that
 * finish a login. Screens read it with `usePopup()`; they never touch the network themselves.
 */
import { createContext, useContext } from 'react';
import type { PopupInstance } from '../stores/popup-registry.ts';
import type { StackEntry } from '../stores/popup.ts';

export interface PopupContextValue {
  instance: PopupInstance;
  entry: StackEntry;
}

export const PopupContext = createContext<PopupContextValue | null>(null);

export function usePopup(): PopupContextValue {
  const value = useContext(PopupContext);
  if (!value) throw new Error('usePopup() outside a popup screen');
  return value;
}
