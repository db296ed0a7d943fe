/**
 * The popup's screens as the composition declares them. src/screens/transitions.ts augments
 * `PopupScreens` with its transition table and params map, so screens type `actions.go(...)`
 * against the real table while the kit imports nothing above it; and it hands the kit its
 * controller factory at start-up (`provideScreenController`), loaded after the first open.
 */
import type { ControllerDeps, ParamsMap, PopupController, TransitionTable } from '../flows/popup-controller.ts';

// Filled by declaration merging in the composition layer.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface PopupScreens {}

export type DeclaredTransitions = PopupScreens extends { transitions: infer T extends TransitionTable } ? T : TransitionTable;
export type DeclaredParams = PopupScreens extends { params: infer P extends ParamsMap } ? P : ParamsMap;

export interface ScreenControllerModule {
  createScreenController(deps: ControllerDeps): PopupController<DeclaredTransitions, DeclaredParams>;
}

// Set by the composition as it loads (src/screens/registry.ts), before any screen can report an outcome.
let loadModule: () => Promise<ScreenControllerModule>;
let loaded: ScreenControllerModule | undefined;

export function provideScreenController(load: () => Promise<ScreenControllerModule>): void {
  loadModule = load;
}

/** The transition table's module, loaded once (after the first open); `undefined` until then. */
export function loadedScreenController(): ScreenControllerModule | undefined {
  return loaded;
}

export function loadScreenController(): Promise<ScreenControllerModule> {
  return loadModule().then((module) => (loaded = module));
}
