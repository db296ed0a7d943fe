/**
 * Whether to offer a passkey after a login: after a password or OTP login, where this
 * device has a platform authenticator that verifies the user, unless the shopper said "Not now"
 * in the last 30 days or this browser already knows a passkey of the account.
 */
import type { LoginResult } from '../../api/index.ts';
import type { LoginOffer } from '../../flows/after-login.ts';
import { passkeysSupported } from './support.ts';
import { hasKnownPasskey, passkeyOfferSnoozed } from '../../flows/passkey-memory.ts';
import { methodOfLoginType } from '../../flows/last-used.ts';

export async function shouldOfferPasskey(result: Pick<LoginResult, 'loginType' | 'oauthType' | 'userId' | 'user'>): Promise<boolean> {
  const method = methodOfLoginType(result.loginType);
  if (result.oauthType || (method !== 'password' && method !== 'otp')) return false;
  if (!passkeysSupported() || passkeyOfferSnoozed() || hasKnownPasskey(result.userId ?? result.user?.id)) return false;
  try {
    return await PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable();
  } catch {
    return false;
  }
}

/** The offer after a login, when `shouldOfferPasskey` says so: its screen, for the account signed in. */
export async function passkeyOffer(result: Pick<LoginResult, 'loginType' | 'oauthType' | 'userId' | 'user'>): Promise<LoginOffer | undefined> {
  if (!(await shouldOfferPasskey(result))) return undefined;
  return { screen: 'passkey-offer', params: { userId: String(result.userId ?? result.user?.id ?? '') } };
}
