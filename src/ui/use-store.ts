import { useCallback, useSyncExternalStore } from 'react';
import type { ReadableAtom } from 'nanostores';

/** Subscribes a component to a nanostore (a tiny stand-in for @nanostores/react). */
export function useStore<Value>(store: ReadableAtom<Value>): Value {
  const subscribe = useCallback((onChange: () => void) => store.listen(onChange), [store]);
  const read = useCallback(() => store.get(), [store]);
  return useSyncExternalStore(subscribe, read, read);
}
