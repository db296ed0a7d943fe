/** Passkeys: the Login button, conditional autofill, and the offer after a login (WebAuthn). */
import type { FeatureManifest } from '../../kit/feature.ts';
import type { LoginResult } from '../../api/index.ts';
import { passkeysSupported } from './support.ts';

export const passkeyFeature = {
  screens: {
    'passkey-offer': { load: () => import('./PasskeyOffer/PasskeyOffer.tsx').then((m) => m.PasskeyOffer), title: 'passkeyOfferTitle' },
  },
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

export { PasskeyButton } from './PasskeyButton.tsx';
export { passkeysSupported };

/** After a login: offer a passkey where WebAuthn exists (the decision loads with the first login result). */
export const offerPasskeyAfterLogin = (result: LoginResult): Promise<boolean> =>
  passkeysSupported() ? import('./offer.ts').then((m) => m.shouldOfferPasskey(result), () => false) : Promise.resolve(false);
