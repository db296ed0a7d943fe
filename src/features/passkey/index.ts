/** Passkeys: the Login button, conditional autofill, and the offer after a login (WebAuthn). */
import type { FeatureManifest } from '../../kit/feature.ts';
import type { LoginResult } from '../../api/index.ts';
import type { LoginOffer } from '../../flows/after-login.ts';
import { PasskeyButton } from './PasskeyButton.tsx';
import { passkeysSupported } from './support.ts';

export const passkeyFeature = {
  screens: {
    'passkey-offer': { load: () => import('./PasskeyOffer/PasskeyOffer.tsx').then((m) => m.PasskeyOffer), title: 'passkeyOfferTitle' },
  },
  transitions: () => import('./transitions.ts'),
  // Only where WebAuthn exists (so elsewhere Login's "or" divider waits for the provider buttons).
  leadingAlternative: passkeysSupported() ? PasskeyButton : undefined,
  // After a login, where WebAuthn exists; the decision loads with the first login result.
  loginOffer: (result: LoginResult): Promise<LoginOffer | undefined> =>
    passkeysSupported() ? import('./offer.ts').then((m) => m.passkeyOffer(result), () => undefined) : Promise.resolve(undefined),
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

declare module '../../stores/popup.ts' {
  interface ScreenParamsMap {
    /** The signed-in account, remembered on this device once it has a passkey. */
    'passkey-offer': { userId?: string };
  }
}
