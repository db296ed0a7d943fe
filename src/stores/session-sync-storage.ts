/**
 * The storage-event fallback of the tab sync, for browsers without BroadcastChannel:
 * loaded only there. Writing the key fires the storage event in every other tab of the origin.
 */
import type { SessionMessage } from './session.ts';

const STORAGE_KEY = 'mkt-session-sync';

export function announceByStorage(message: SessionMessage): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }));
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the other tabs catch up when they are next shown.
  }
}

export function followByStorage(receive: (data: unknown) => void): void {
  window.addEventListener('storage', (event) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      receive(JSON.parse(event.newValue));
    } catch {
      // Not ours, or torn: nothing to follow.
    }
  });
}
