/**
 * When work that a shopper should never wait behind runs: evaluating React, rendering Login,
 * loading what Login needs next. It runs in a pause of input (no key, press or touch for a
 * moment), so that it lands between bursts of typing, not on a key; and what a press shows is
 * painted before the work it asks for.
 *
 * Why 100 ms: keys in a fast burst come about 40 ms apart, and the longest task this gates is
 * React's evaluation, about 55 ms at 4x CPU: started 100 ms into a pause, it ends before a key that
 * comes 160 ms after the last one (most keys on a phone), and React's render and commit follow it
 * within a pause of 300 ms. Before any input the wait is 300 ms: a shopper just shown a field (the
 * pre-painted Login) takes about that long to start typing into it, and the quiet before the first
 * key is no pause in the typing.
 */
const PAUSE_MS = 100;
const FIRST_PAUSE_MS = 300;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'touchstart'] as const;

export interface PauseWait {
  /** Runs the work at once (the shopper asked for something that needs it); once only. */
  now(): void;
}

/** Runs `run` in the shopper's next pause of input (or at once through `now()`). */
export function whenInputPauses(run: () => void): PauseWait {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let waiting = true;
  const restart = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(now, ms);
  };
  const onInput = () => restart(PAUSE_MS);
  const now = () => {
    if (!waiting) return;
    waiting = false;
    clearTimeout(timer);
    for (const type of INPUT_EVENTS) removeEventListener(type, onInput, true);
    run();
  };
  // Capture on the window: keys and presses inside our shadow roots reach it too (composed).
  for (const type of INPUT_EVENTS) addEventListener(type, onInput, { capture: true, passive: true });
  restart(FIRST_PAUSE_MS);
  return { now };
}

/**
 * Runs `run` in a task after the next frame is painted: what the current task changed is on the
 * screen first, and the frame's style and layout are not added to `run`'s own work.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
