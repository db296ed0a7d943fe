/**
 * The send-channel list per popup key (SPEC §3 "Channel data is cached under a popup key"): one
 * lookup per region and language for the page's lifetime, shared by every OTP screen.
 */
import { map } from 'nanostores';
import type { SendChannelList } from '../api/index.ts';

export const $channelLists = map<Record<string, SendChannelList>>({});

export function cachedChannelList(popupKey: string): SendChannelList | undefined {
  return $channelLists.get()[popupKey];
}

export function cacheChannelList(popupKey: string, list: SendChannelList): void {
  $channelLists.setKey(popupKey, list);
}

/** Tests and sign-out: forget every cached list. */
export function clearChannelLists(): void {
  $channelLists.set({});
}
