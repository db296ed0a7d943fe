/**
 * Nothing typed is lost on the way back: what a screen's fields hold is kept with its
 * stack entry while other screens are stacked on top, so Back (or "Change phone number") finds
 * the phone, the ticked terms or the login name where the shopper left them. The drafts go with
 * their entries: a closed popup or a screen replaced by another keeps nothing.
 */
import { useCallback, useState } from 'react';
import type { StackEntry } from '../stores/popup.ts';
import { usePopup } from './popup-context.tsx';

const drafts = new WeakMap<StackEntry, Map<string, unknown>>();

function draftsOf(entry: StackEntry): Map<string, unknown> {
  let store = drafts.get(entry);
  if (!store) {
    store = new Map();
    drafts.set(entry, store);
  }
  return store;
}

/** Like useState, but the value outlives the screen while its stack entry lives. */
export function useScreenDraft<T>(key: string, initial: T | (() => T)): [T, (value: T) => void] {
  const { entry } = usePopup();
  const [value, setValue] = useState<T>(() => {
    const store = draftsOf(entry);
    if (store.has(key)) return store.get(key) as T;
    // The first value is kept too: it may be what the shopper typed before the screen rendered
    // (Login's pre-painted copy), and the screen may never change it.
    const first = typeof initial === 'function' ? (initial as () => T)() : initial;
    store.set(key, first);
    return first;
  });
  const update = useCallback(
    (next: T) => {
      draftsOf(entry).set(key, next);
      setValue(next);
    },
    [entry, key],
  );
  return [value, update];
}
