import { useRef, useState } from 'react';

/**
 * One request at a time, however fast the clicks (SPEC §4): `run(work)` does nothing while an
 * earlier run is under way. A ref, not state, so two clicks in the same frame both see the lock;
 * `busy` drives the buttons, and is left alone once the screen is no longer on top.
 */
export function useSingleFlight(isCurrent: () => boolean): [busy: boolean, run: (work: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      if (isCurrent()) setBusy(false);
    }
  };
  return [busy, run];
}
