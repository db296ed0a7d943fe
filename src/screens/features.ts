/**
 * The one list of features. Nothing else imports a feature folder (the layer rules check it):
 * the screen registry, the titles, Login's ways in and the api client's feature calls come from here.
 */
import { otpFeature } from '../features/otp/index.ts';
import { passkeyFeature, offerPasskeyAfterLogin } from '../features/passkey/index.ts';
import { passwordFeature } from '../features/password/index.ts';
import { profileFeature } from '../features/profile/index.ts';
import { qrFeature } from '../features/qr/index.ts';
import { recoveryFeature } from '../features/recovery/index.ts';
import { restoreFeature } from '../features/restore/index.ts';
import { socialFeature, ThirdPartyButtons } from '../features/social/index.ts';
import type { FeatureManifest } from '../kit/feature.ts';
import { provideApiSlices } from '../flows/api-slices.ts';
import { provideLoginOffer } from '../kit/login-offers.ts';
import { provideSignInAlternatives } from '../kit/sign-in-alternatives.ts';

export const FEATURES = [passwordFeature, otpFeature, qrFeature, recoveryFeature, profileFeature, restoreFeature, passkeyFeature, socialFeature] as const;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/** Every feature's screens by name. */
export type FeatureScreens = UnionToIntersection<(typeof FEATURES)[number]['screens']>;
export const FEATURE_SCREENS = Object.assign({}, ...FEATURES.map((feature) => feature.screens)) as FeatureScreens;

provideApiSlices(FEATURES as readonly FeatureManifest[]);
provideSignInAlternatives(ThirdPartyButtons);
provideLoginOffer(offerPasskeyAfterLogin);

export { loadOtpLoginForm } from '../features/otp/index.ts';
export { PasswordLoginForm, loadPasswordLoginFlow, type PasswordLoginValues } from '../features/password/index.ts';
export { PasskeyButton, passkeysSupported } from '../features/passkey/index.ts';
export type { AddPhoneParams, PhoneCallParams, SmsUplinkParams, VerifyParams } from '../features/otp/index.ts';
export type { ProfileParams } from '../features/profile/index.ts';
export type { ResetPasswordParams } from '../features/recovery/index.ts';
