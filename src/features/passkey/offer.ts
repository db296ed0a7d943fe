/**
 * Whether to offer a passkey after a login (issue 18): after a password or OTP login, where this
 * device has a platform authenticator that verifies the user, unless the shopper said "Not now"
 * in the last 30 days or this browser already knows a passkey of the account.
 */
import type { LoginResult } from '../../api/index.ts';
import { passkeysSupported } from './support.ts';
import { hasKnownPasskey, passkeyOfferSnoozed } from './passkey-memory.ts';

/** Login types of a password login (SPEC §3 examples, the sandbox's PHONE / EMAIL) and of an OTP login. */
const OFFER_AFTER = new Set(['PASSWORD', 'PHONE', 'EMAIL', 'PHONE_OTP']);

export async function shouldOfferPasskey(result: Pick<LoginResult, 'loginType' | 'oauthType' | 'userId' | 'user'>): Promise<boolean> {
  if (result.oauthType || !OFFER_AFTER.has(result.loginType ?? '')) return false;
  if (!passkeysSupported() || passkeyOfferSnoozed() || hasKnownPasskey(result.userId ?? result.user?.id)) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}
