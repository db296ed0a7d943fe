/**
 * What the popup takes from its features (src/screens/feature-list.ts): the screens by name, the
 * controls they add to Login, the sign-in alternatives sign-up shows, what may follow a login, and
 * the api client's feature calls.
 */
import type { ComponentType } from 'react';
import type { FeatureManifest } from '../kit/feature.ts';
import type { PublicScreenName, ScreenName } from '../stores/popup.ts';
import { provideApiSlices } from '../flows/api-slices.ts';
import { provideLoginOffer } from '../kit/login-offers.ts';
import { provideSignInAlternatives } from '../kit/sign-in-alternatives.ts';
import * as featureList from './feature-list.ts';

type Listed = (typeof featureList)[keyof typeof featureList];
type Manifest = Extract<Listed, FeatureManifest>;

export const FEATURES: readonly Manifest[] = Object.values(featureList).filter((entry): entry is Manifest => typeof entry === 'object' && 'screens' in entry);

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

/** Every feature's screens by name. */
export type FeatureScreens = UnionToIntersection<Manifest['screens']>;
export const FEATURE_SCREENS = Object.assign({}, ...FEATURES.map((feature) => feature.screens)) as FeatureScreens;

/** The controls features add to Login's title row (the QR entry). */
export const LOGIN_HEADER_ENTRIES = componentsOf('loginHeader');

/** The ways in listed first under Login's "or" divider (the passkey button). */
export const LOGIN_LEADING_ALTERNATIVES = componentsOf('leadingAlternative');

provideApiSlices(FEATURES as readonly FeatureManifest[]);

function componentsOf(key: 'loginHeader' | 'leadingAlternative'): readonly ComponentType[] {
  return FEATURES.flatMap((feature: FeatureManifest) => feature[key] ?? []);
}

for (const feature of FEATURES as readonly FeatureManifest[]) {
  if (feature.signInAlternatives) provideSignInAlternatives(feature.signInAlternatives);
  if (feature.loginOffer) provideLoginOffer(feature.loginOffer);
}

/** Every screen a feature draws is one the elements document (a new screen's name joins `PublicScreenName`). */
export const documentedName = (screen: ScreenName): PublicScreenName => screen;

export { PasswordLoginForm, loadPasswordLoginFlow, loadOtpLoginForm, type PasswordLoginValues } from './feature-list.ts';
