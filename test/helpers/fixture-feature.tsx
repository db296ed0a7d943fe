/**
 * A feature that exists only in tests, in the shape of a feature folder's manifest
 * (src/features/<f>/index.ts): one screen, a transition table with Login's way in and the
 * screen's way back. The tests of the kit, the controller and the popup frame run on it instead
 * of a real feature, so deleting a feature folder (and its tests) leaves them passing and
 * type-checking. A test registers it with `registerFixtureFeature()` before it renders the popup
 * or loads the transition table.
 */
import type { FeatureManifest } from '../../src/kit/feature.ts';
import { ScreenShell } from '../../src/kit/ScreenShell.tsx';
import { push, toLogin, type PopupController, type TransitionTable } from '../../src/flows/popup-controller.ts';
import type { ScreenTitleKey } from '../../src/i18n/types.ts';
import { registerFeature } from '../../src/screens/registry.ts';
import type { ScreenParams } from '../../src/screens/transitions.ts';
import type { ScreenName } from '../../src/stores/popup.ts';
import { useTranslation } from '../../src/ui/i18n-context.tsx';
import { FIXTURE_SCREEN } from './fixture-screen.ts';

export { FIXTURE_SCREEN };

/**
 * The fixture screen's title: one of the screen titles every language has (`ScreenTitleKey` is
 * their fixed list), borrowed from a screen that the tests using the fixture never show.
 */
export const FIXTURE_TITLE: ScreenTitleKey = 'restoreTitle';

/** Login's way into the fixture screen, and the fixture screen's way back to password login. */
export const FIXTURE_OUTCOMES = { show: 'show-note', usePassword: 'use-password' } as const;

export const FIXTURE_TRANSITIONS: TransitionTable = {
  login: { [FIXTURE_OUTCOMES.show]: push(FIXTURE_SCREEN) },
  [FIXTURE_SCREEN]: { [FIXTURE_OUTCOMES.usePassword]: toLogin },
};

function FixtureNote() {
  const { t } = useTranslation();
  return <ScreenShell part="fixture-note" title={t[FIXTURE_TITLE]} />;
}

export const fixtureFeature = {
  screens: {
    [FIXTURE_SCREEN]: { load: async () => FixtureNote, title: FIXTURE_TITLE },
  },
  transitions: async () => ({ TRANSITIONS: FIXTURE_TRANSITIONS }),
} satisfies FeatureManifest;

/** Adds the fixture to the popup's screens and transition table (once per page). */
export function registerFixtureFeature(): void {
  registerFeature(fixtureFeature);
}

/**
 * `go` of the popup's controller for outcomes the build's table type does not name (the
 * fixture's): the table it runs has them once the fixture is registered. The typing of `go`
 * itself is proven on the listed features' table (test/types/transitions.typecheck.ts).
 */
export type FixtureGo = (from: ScreenName, outcome: string, payload?: Record<string, unknown>) => boolean;

export function fixtureGo(controller: PopupController<TransitionTable, ScreenParams>): FixtureGo {
  return controller.go as FixtureGo;
}
