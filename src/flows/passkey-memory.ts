/**
 * What this device remembers about passkeys, in local storage: the accounts that have
 * a passkey this browser knows of (created or used here), and a "Not now" for 30 days. Storage
 * can throw (privacy modes, sandboxed frames): then nothing is remembered and nothing breaks.
 */
import { PASSKEY_OFFER_SNOOZE_DAYS } from '../config/constants.ts';
import { readStored as read, store as write } from '../storefront/device-storage.ts';
import { LAST_LOGIN_TYPE_COOKIE, readCookie, removeCookie } from '../storefront/cookies.ts';

export const PASSKEY_USERS_KEY = 'mkt_passkey_users';
/** The passkey this device created or signed in with last. */
export const LAST_PASSKEY_KEY = 'mkt_last_passkey';
export const PASSKEY_OFFER_SNOOZE_KEY = 'mkt_passkey_offer_snoozed_until';
const DAY_MS = 24 * 60 * 60 * 1000;

function knownUsers(): string[] {
  try {
    const list: unknown = JSON.parse(read(PASSKEY_USERS_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberPasskeyUser(userId: string | number | undefined): void {
  if (userId === undefined || userId === '') return;
  const id = String(userId);
  const users = knownUsers();
  if (!users.includes(id)) write(PASSKEY_USERS_KEY, JSON.stringify([...users, id]));
}

export function hasKnownPasskey(userId: string | number | undefined): boolean {
  return userId !== undefined && knownUsers().includes(String(userId));
}

/** "Not now": no offer on this device for 30 days. */
export function snoozePasskeyOffer(now = Date.now()): void {
  write(PASSKEY_OFFER_SNOOZE_KEY, String(now + PASSKEY_OFFER_SNOOZE_DAYS * DAY_MS));
}

export function passkeyOfferSnoozed(now = Date.now()): boolean {
  return now < Number(read(PASSKEY_OFFER_SNOOZE_KEY) ?? 0);
}

export function rememberPasskeyId(credentialId: string): void {
  write(LAST_PASSKEY_KEY, credentialId);
}

/**
 * A passkey was removed. If it is the one this device used or made last, the "Last used" badge
 * stops pointing at passkeys (the last-login-type cookie); an account with no passkey left is no
 * longer one this device knows a passkey of, so the offer after a login may come again.
 */
export function forgetPasskey(credentialId: string, userId: string | number | undefined, remaining: number): void {
  if (read(LAST_PASSKEY_KEY) === credentialId) {
    // Emptied rather than removed: no id matches it.
    write(LAST_PASSKEY_KEY, '');
    if (readCookie(LAST_LOGIN_TYPE_COOKIE)?.toUpperCase() === 'PASSKEY') removeCookie(LAST_LOGIN_TYPE_COOKIE);
  }
  if (remaining > 0 || userId === undefined) return;
  const users = knownUsers().filter((id) => id !== String(userId));
  write(PASSKEY_USERS_KEY, JSON.stringify(users));
}
