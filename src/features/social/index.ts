/** Google and Facebook sign-in buttons on Login and sign-up (SPEC §3 third-party list). */
import type { FeatureManifest } from '../../kit/feature.ts';
import { ThirdPartyButtons } from './ThirdParty/ThirdPartyButtons.tsx';

export const socialFeature = { screens: {}, signInAlternatives: ThirdPartyButtons } satisfies FeatureManifest;
