/**
 * The first open loads Login and what Login needs, nothing more. Every other screen's
 * chunk loads when the shopper shows intent on the control that leads there (pointer over, focus,
 * touch, press), or on the navigation itself behind the screen's loading state.
 *
 * A port, so that screens can ask for another screen's chunk without importing the registry
 * (which imports the screens): the registry installs the loader when it loads.
 */
import type { ScreenName } from '../stores/popup.ts';
import { whenInputPauses } from '../ui/input-pause.ts';

/** `'login'` stands for what the Login screen itself needs next (api client, flows, OTP tab). */
let loader: (screen: ScreenName) => unknown = () => undefined;

export function setScreenPreloader(load: (screen: ScreenName) => unknown): void {
  loader = load;
}

let loginNeedsLoaded = false;
const waitingForLoginNeeds = new Set<() => void>();

/**
 * Runs `run` once what Login needs next (the api client above all) has loaded, which starts with
 * the shopper's first activity in Login. Work that needs the api but no answer before the shopper
 * acts (the passkey autofill request) waits for it, so the first open stays in budget.
 * Returns the way to stop waiting: a screen that goes before any activity must not stay
 * referenced by a wait that may never end (the popup soak counts such instances).
 */
export function whenLoginNeedsReady(run: () => void): () => void {
  if (loginNeedsLoaded) {
    let cancelled = false;
    queueMicrotask(() => cancelled || run());
    return () => (cancelled = true);
  }
  waitingForLoginNeeds.add(run);
  return () => waitingForLoginNeeds.delete(run);
}

/** Loads `screen`'s chunk ahead of the navigation (once; later calls reuse the same load). */
export function preloadScreenChunk(screen: ScreenName): void {
  void Promise.resolve()
    .then(() => loader(screen))
    .then(() => {
      if (screen !== 'login') return;
      loginNeedsLoaded = true;
      for (const run of [...waitingForLoginNeeds]) {
        waitingForLoginNeeds.delete(run);
        run();
      }
    })
    .catch(() => undefined);
}

/** Event props for a control that leads to `screen`: intent fetches its chunk before the click. */
export function preloadOnIntent(screen: ScreenName) {
  const load = () => preloadScreenChunk(screen);
  return { onPointerEnter: load, onFocus: load, onTouchStart: load, onPointerDown: load };
}

const pausing = new Set<ScreenName>();

/**
 * Loads `screen`'s chunk in the shopper's next pause of input, not on the key that showed
 * activity: evaluating it would make the next keys wait (input-pause.ts). A press that needs it
 * loads it at once (preloadScreenChunk).
 */
export function preloadInInputPause(screen: ScreenName): void {
  if (pausing.has(screen)) return;
  pausing.add(screen);
  whenInputPauses(() => preloadScreenChunk(screen));
}

/**
 * Event props for a whole screen: any sign of activity inside it (a key, typing, a pointer over
 * or pressing on it, a touch) fetches `screen`'s chunk in the next pause. Not focus: the dialog
 * focuses its first field as it opens, which is no sign of intent.
 */
export function preloadOnActivity(screen: ScreenName) {
  const load = () => preloadInInputPause(screen);
  return { onKeyDown: load, onInput: load, onPointerOver: load, onPointerDown: load, onTouchStart: load };
}
