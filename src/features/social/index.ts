/** Google and Facebook sign-in buttons on Login and sign-up (SPEC §3 third-party list). */
import type { FeatureManifest } from '../../kit/feature.ts';

export const socialFeature = { screens: {} } satisfies FeatureManifest;

export { ThirdPartyButtons } from './ThirdParty/ThirdPartyButtons.tsx';
