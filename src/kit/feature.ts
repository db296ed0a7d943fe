/**
 * What a feature folder tells the popup about itself (its `index.ts` exports one): the screens it
 * draws, each with its lazy component and its title, and its api calls. The composition
 * (src/screens/feature-list.ts, src/screens/features.ts) lists the features once and derives the
 * screen registry, the titles and the api client's feature calls from them.
 */
import type { ComponentType } from 'react';
import type { ApiSliceSource } from '../flows/api-slices.ts';
import type { TransitionTable } from '../flows/popup-controller.ts';
import type { ScreenTitleKey } from '../i18n/types.ts';
import type { LoginResult } from '../api/index.ts';
import type { LoginOffer } from '../flows/after-login.ts';
import type { SignInAlternativesProps } from './sign-in-alternatives.ts';
import type { AccountPageProps } from './account-page.ts';

export interface FeatureScreen {
  /** The screen's component, in a chunk of its own (first-open budget: only Login comes with the popup). */
  load(): Promise<ComponentType>;
  /** Names the dialog while the screen's chunk loads, and in screen-reader announcements. */
  title: ScreenTitleKey;
}

export interface FeatureManifest extends ApiSliceSource {
  readonly screens: Readonly<Record<string, FeatureScreen>>;
  /** What its screens' outcomes do, and what it adds to other screens' (Login's entry into it): loaded after the first open. */
  readonly transitions?: () => Promise<{ readonly TRANSITIONS: TransitionTable }>;
  /** A control in Login's title row (the QR entry). */
  readonly loginHeader?: ComponentType;
  /** A way in listed first under Login's "or" divider (the passkey button; it draws nothing where it cannot work). */
  readonly leadingAlternative?: ComponentType;
  /** The other ways in that Login and sign-up list (the third-party buttons). */
  readonly signInAlternatives?: ComponentType<SignInAlternativesProps>;
  /** What to offer inside the popup after a login, if anything: the screen that shows it (the passkey offer). */
  readonly loginOffer?: (result: LoginResult) => Promise<LoginOffer | undefined>;
  /** The account page a feature draws outside the popup (account security), in a chunk of its own. */
  readonly accountPage?: () => Promise<ComponentType<AccountPageProps>>;
}

