/**
 * What a feature folder tells the popup about itself (its `index.ts` exports one): the screens it
 * draws, each with its lazy component and its title, and its api calls. The
 * composition (src/screens/features.ts) lists the features once and derives the screen registry
 * and the titles from them.
 */
import type { ComponentType } from 'react';
import type { ApiSliceSource } from '../flows/api-slices.ts';
import type { ScreenTitleKey } from '../i18n/types.ts';

export interface FeatureScreen {
  /** The screen's component, in a chunk of its own (first-open budget: only Login comes with the popup). */
  load(): Promise<ComponentType>;
  /** Names the dialog while the screen's chunk loads, and in screen-reader announcements. */
  title: ScreenTitleKey;
}

export interface FeatureManifest extends ApiSliceSource {
  readonly screens: Readonly<Record<string, FeatureScreen>>;
}

