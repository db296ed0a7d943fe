/**
 * The name of the tests' fixture screen (test/helpers/fixture-feature.tsx), apart from the
 * fixture itself so that tests of the stack and the flows name it without loading the popup.
 */
import type { ScreenName } from '../../src/stores/popup.ts';

/**
 * Its name is no `ScreenName` of the build's types, and cannot become one by declaration merging
 * as a real feature's screens do: every name the types know must have a component, a title and a
 * public name (the registry, the titles and the elements check it), which a screen that only
 * tests draw has not. So the name is given the type the popup's functions take here, once;
 * `registerFixtureFeature` makes it a screen of the popup at run time.
 */
export const FIXTURE_SCREEN = 'fixture-note' as string as ScreenName;
