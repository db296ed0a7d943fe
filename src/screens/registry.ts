/**
 * Which component draws each screen of the stack (SPEC §2). Login comes with the popup's first
 * open; every other screen is its own chunk, loaded on intent on the control that leads to it or
 * on the navigation itself (first-open budget, `screen-preload.ts`). A loaded screen
 * renders at once, without Suspense.
 */
import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from '../kit/lazy-screen.ts';
import type { ScreenName } from '../stores/popup.ts';
import { Login, OtpLoginForm } from './Login/Login.tsx';
import type { FeatureManifest } from '../kit/feature.ts';
import { FEATURE_SCREENS, FEATURES, loadPasswordLoginFlow } from './features.ts';
import { loadScreenController, provideScreenController } from '../kit/popup-screens.ts';
import { LazyDialogHost } from './lazy-dialog-host.ts';
import { setScreenPreloader } from '../kit/screen-preload.ts';

const LAZY_SCREENS = Object.fromEntries(
  Object.entries(FEATURE_SCREENS).map(([name, screen]) => [name, lazyScreen(screen.load)]),
) as { [S in keyof typeof FEATURE_SCREENS]: LazyScreen } satisfies Record<Exclude<ScreenName, 'login'>, LazyScreen>;

export const SCREEN_COMPONENTS: Record<ScreenName, ComponentType> = { login: Login, ...LAZY_SCREENS };

/**
 * What the Login screen itself needs next: the api client, the OTP tab, the password flow, the
 * transition table and the dialog host. Loaded on the first sign of activity in Login (the
 * first open is Login and React only), never the other screens.
 */
let loginNeeds: Promise<void> | undefined;
export function preloadLoginNeeds(): Promise<void> {
  loginNeeds ??= Promise.all([
    import('../flows/shared-api.ts'),
    OtpLoginForm.preload(),
    loadPasswordLoginFlow(),
    loadScreenController(),
    LazyDialogHost.preload(),
  ]).then(
    () => undefined,
    (error: unknown) => {
      loginNeeds = undefined;
      throw error;
    },
  );
  return loginNeeds;
}

provideScreenController(() => import('./transitions.ts').then((m) => m.loadTransitions()));
setScreenPreloader((screen) => (screen === 'login' ? preloadLoginNeeds() : LAZY_SCREENS[screen].preload()));

/**
 * Adds a feature's screens and transition table at run time, as a line in the feature list
 * would. For tests only: the tests of the kit, the controller and the popup frame run on a
 * fixture feature of their own rather than on a real one, so deleting a feature folder leaves
 * them passing and type-checking. The types keep naming the listed features' screens alone (each
 * name they know must have a component, a title and a public name), so the fixture types its
 * screen's name itself. Login's entries, the kit's ports and the api slices come from the
 * feature list only. Call it before the popup renders and before its transition table loads.
 */
export function registerFeature(feature: Pick<FeatureManifest, 'screens' | 'transitions'>): void {
  const listed = FEATURES as FeatureManifest[];
  if (listed.includes(feature)) return;
  listed.push(feature);
  Object.assign(FEATURE_SCREENS, feature.screens);
  for (const [name, screen] of Object.entries(feature.screens)) {
    const lazy = lazyScreen(screen.load);
    Object.assign(LAZY_SCREENS, { [name]: lazy });
    Object.assign(SCREEN_COMPONENTS, { [name]: lazy });
  }
}

/** Loads every screen's chunk and the password flow (tests, before rendering). */
export function preloadScreens(): Promise<void> {
  return Promise.all([...[...Object.values(LAZY_SCREENS), OtpLoginForm].map((screen) => screen.preload()), loadPasswordLoginFlow(), loadScreenController(), LazyDialogHost.preload()]).then(
    () => undefined,
  );
}
