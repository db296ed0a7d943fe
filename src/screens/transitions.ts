/**
 * The popup's transition table (SPEC §2 and §4): for each screen, what each outcome does, merged
 * from the features' tables (each feature's `transitions.ts`, loaded after the first open). The
 * controller that runs it is src/flows/popup-controller.ts; screens call
 * `actions.go(screen, outcome, payload)` and never move the stack or the page themselves.
 */
import { createPopupController, type ControllerDeps, type PopupController, type TransitionTable } from '../flows/popup-controller.ts';
import type { ScreenParamsMap } from '../stores/popup.ts';
import { FEATURES } from './features.ts';

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;
type TableOf<F> = F extends { transitions: () => Promise<{ TRANSITIONS: infer T }> } ? T : never;

/** Every feature's table, one screen's outcomes merged where several features add to it (Login). */
export type PopupTransitions = UnionToIntersection<TableOf<(typeof FEATURES)[number]>>;

/** What each screen is opened with (every feature declares its screens' params). */
export type ScreenParams = ScreenParamsMap;

function merge(tables: readonly TransitionTable[]): TransitionTable {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const table of tables) for (const [screen, outcomes] of Object.entries(table)) merged[screen] = { ...merged[screen], ...outcomes };
  return merged as TransitionTable;
}

/** The controllers' module, once every feature's table has loaded. */
export function loadTransitions(): Promise<{ createScreenController(deps: ControllerDeps): PopupController<PopupTransitions, ScreenParams> }> {
  return Promise.all(FEATURES.map((feature) => ('transitions' in feature ? feature.transitions().then((m) => m.TRANSITIONS) : {}))).then((tables) => {
    const table = merge(tables) as PopupTransitions;
    return { createScreenController: (deps) => createPopupController<PopupTransitions, ScreenParams>(table, deps) };
  });
}

declare module '../kit/popup-screens.ts' {
  interface PopupScreens {
    transitions: PopupTransitions;
    params: ScreenParams;
  }
}
