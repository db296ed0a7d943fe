/**
 * Every open tab of the store agrees on the session. A login or a logout in one tab is
 * announced to the other tabs of the same origin through a BroadcastChannel (the storage event
 * where there is none). They update their session store at once, so their headers re-render,
 * without a lookup of their own: the message carries the user. Only the tab where the change
 * happened asked the server.
 */
import { setAnonymous, setUser, type SessionMessage, type SessionUser } from './session.ts';

export type { SessionMessage } from './session.ts';

const CHANNEL_NAME = 'mkt-session';


/** A message of another tab, checked: another script of the origin may post on the channel too. */
function readMessage(value: unknown): SessionMessage | undefined {
  const message = value as { kind?: unknown; user?: { id?: unknown } } | null;
  if (message?.kind === 'logout') return { kind: 'logout' };
  const user = message?.kind === 'login' ? message.user : undefined;
  // displayNameOf reads the other fields as text only.
  return typeof user?.id === 'string' && user.id ? { kind: 'login', user: user as SessionUser } : undefined;
}

let channel: BroadcastChannel | null | undefined;
function openChannel(): BroadcastChannel | null {
  channel ??= typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

/** Tells the other tabs of this origin (never this one) about a login or a logout here. */
export function announceSession(message: SessionMessage): void {
  const open = openChannel();
  if (open) open.postMessage(message);
  else void import('./session-sync-storage.ts').then((storage) => storage.announceByStorage(message));
}

const followers = new Set<(message: SessionMessage) => void>();
let following = false;

function receive(data: unknown): void {
  const message = readMessage(data);
  if (!message) return;
  if (message.kind === 'login') setUser(message.user);
  else setAnonymous();
  for (const follower of followers) follower(message);
}

/**
 * From now on, this tab's session store follows what other tabs announce. `onMessage` (an open
 * popup closing after a login elsewhere) runs after the store is updated; the returned function
 * removes it.
 */
export function followOtherTabs(onMessage?: (message: SessionMessage) => void): () => void {
  if (onMessage) followers.add(onMessage);
  if (!following && typeof window !== 'undefined') {
    following = true;
    const open = openChannel();
    if (open) open.addEventListener('message', (event) => receive(event.data));
    else void import('./session-sync-storage.ts').then((storage) => storage.followByStorage(receive));
  }
  return () => {
    if (onMessage) followers.delete(onMessage);
  };
}
