/**
 * Delivery channels of a one-time code (SPEC §3 send-channel list, §7 checkSmsChannel and
 * checkMsChannelLimit): the list, its cache, its fallback, and the buttons it turns into.
 */
import type { Api, SendChannel, SendChannelList } from '../../api/index.ts';
import { DELIVERY_CHANNELS, type DeliveryChannel } from '../../config/constants.ts';
import { cacheChannelList, cachedChannelList } from '../../stores/channels.ts';

export interface ChannelDeps {
  api: Pick<Api, 'checkSmsChannel'>;
  signal?: AbortSignal;
}

/** The popup key the list is cached under: region and language (button texts are localized). */
export function channelPopupKey(regionCode: string, lang: string): string {
  return `${regionCode}|${lang}`;
}

/** SPEC §3: when the lookup fails, one SMS item labelled 'Send code via SMS'. */
export function fallbackChannelList(smsLabel: string): SendChannelList {
  return { channels: [{ deliveryType: 'SMS', text: smsLabel }] };
}

/**
 * The channel list of this popup key: cached after the first successful lookup; a failed or
 * empty lookup gives the SMS fallback (not cached, so the next opening asks again).
 */
export async function loadChannelList(deps: ChannelDeps, options: { popupKey: string; smsLabel: string }): Promise<SendChannelList> {
  const cached = cachedChannelList(options.popupKey);
  if (cached) return cached;
  try {
    const list = await deps.api.checkSmsChannel({}, { signal: deps.signal });
    if (usableChannels(list).length === 0) return fallbackChannelList(options.smsLabel);
    cacheChannelList(options.popupKey, list);
    return list;
  } catch {
    return fallbackChannelList(options.smsLabel);
  }
}

export function isDeliveryChannel(value: unknown): value is DeliveryChannel {
  return typeof value === 'string' && (DELIVERY_CHANNELS as readonly string[]).includes(value);
}

/** Channels we can send through: known types, minus the list's notAvailableChannel, no duplicates. */
export function usableChannels(list: SendChannelList): Array<SendChannel & { deliveryType: DeliveryChannel }> {
  const unavailable = new Set(list.notAvailableChannel ?? []);
  const seen = new Set<string>();
  return list.channels.filter((channel): channel is SendChannel & { deliveryType: DeliveryChannel } => {
    if (!isDeliveryChannel(channel.deliveryType) || unavailable.has(channel.deliveryType) || seen.has(channel.deliveryType)) return false;
    seen.add(channel.deliveryType);
    return true;
  });
}

export interface ChannelButton {
  deliveryType: DeliveryChannel;
  /** The server's text, else the screen's translation for this channel. */
  label: string;
  /** SPEC §2: the first button is primary, the others secondary. */
  primary: boolean;
  /** The channel of the shopper's last OTP login on this device ("Last used"). */
  lastUsed?: boolean;
}

/**
 * The channel used last comes first (so it is the primary button) and is marked, when
 * there is a choice; with one button there is nothing to mark.
 */
export function lastUsedFirst(buttons: readonly ChannelButton[], channel: string | undefined): ChannelButton[] {
  if (!channel || buttons.length < 2 || !buttons.some((button) => button.deliveryType === channel)) return [...buttons];
  const first = (button: ChannelButton) => Number(button.deliveryType === channel);
  return [...buttons].sort((a, b) => first(b) - first(a)).map((button, index) => ({ ...button, primary: index === 0, lastUsed: button.deliveryType === channel }));
}

/** One button per usable channel (SPEC §2); `exclude` drops channels (VerifyMethodList: the current one). */
export function channelButtons(
  list: SendChannelList,
  labels: Readonly<Record<DeliveryChannel, string>>,
  exclude: readonly string[] = [],
): ChannelButton[] {
  return usableChannels(list)
    .filter((channel) => !exclude.includes(channel.deliveryType))
    .map((channel, index) => ({ deliveryType: channel.deliveryType, label: channel.text ?? labels[channel.deliveryType], primary: index === 0 }));
}

/**
 * SPEC §3 checkMsChannelLimit before sending: the channels still allowed for this number. A failed
 * check or an empty answer limits nothing (the send call stays the final word).
 */
export async function allowedChannels(
  deps: { api: Pick<Api, 'checkMsChannelLimit'>; signal?: AbortSignal },
  request: { phone: string; phonePrefixCode: string; otpScene: string },
): Promise<string[] | undefined> {
  try {
    const { availableChannel } = await deps.api.checkMsChannelLimit(request, { signal: deps.signal });
    return availableChannel.length > 0 ? availableChannel : undefined;
  } catch {
    return undefined;
  }
}
