/**
 * What this device remembers about passkeys, in local storage: the accounts that have
 * a passkey this browser knows of (created or used here), and a "Not now" for 30 days. Storage
 * can throw (privacy modes, sandboxed frames): then nothing is remembered and nothing breaks.
 */
import { PASSKEY_OFFER_SNOOZE_DAYS } from '../../config/constants.ts';
import { readStored as read, store as write } from '../../storefront/device-storage.ts';

export const PASSKEY_USERS_KEY = 'mkt_passkey_users';
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
