/**
 * The way the shopper signed in last on this device, for the
 * "Last used" badge. The method comes from the last-login-type cookie (SPEC §3: the server's
 * loginType, or the provider of a third-party login); the channel of an OTP login, which the
 * cookie does not say, from local storage. Storage can throw (privacy modes, sandboxed frames):
 * then there is simply no channel badge.
 */
import { LAST_LOGIN_TYPE_COOKIE, readCookie } from '../storefront/cookies.ts';
import { readStored, store } from '../storefront/device-storage.ts';

export type LastUsedMethod = 'password' | 'otp' | 'qr' | 'google' | 'facebook' | 'passkey';

/** loginType values (SPEC §3 examples, the sandbox's PHONE / EMAIL for a password login) to methods. */
const METHODS: Readonly<Record<string, LastUsedMethod>> = {
  PASSWORD: 'password',
  PHONE: 'password',
  EMAIL: 'password',
  PHONE_OTP: 'otp',
  QRCODE: 'qr',
  GOOGLE: 'google',
  FACEBOOK: 'facebook',
  PASSKEY: 'passkey',
};

export const LAST_OTP_CHANNEL_KEY = 'mkt_last_otp_channel';

/** The method of a login type (the cookie's value, or a login result's loginType). */
export function methodOfLoginType(loginType: string | undefined): LastUsedMethod | undefined {
  const type = loginType?.toUpperCase() ?? '';
  return Object.hasOwn(METHODS, type) ? METHODS[type] : undefined;
}

export function lastUsedMethod(): LastUsedMethod | undefined {
  return methodOfLoginType(readCookie(LAST_LOGIN_TYPE_COOKIE));
}

/** The channel of the last OTP login here (SMS, WHATSAPP, ZALO, VOICE, SMS_UPLINK), if the last login was one. */
export function lastUsedChannel(): string | undefined {
  return lastUsedMethod() === 'otp' ? readStored(LAST_OTP_CHANNEL_KEY) : undefined;
}

export function rememberOtpChannel(channel: string): void {
  store(LAST_OTP_CHANNEL_KEY, channel);
}
