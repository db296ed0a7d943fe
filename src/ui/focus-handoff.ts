/**
 * A surface shown before a dialog (the pre-painted Login, prepaint/) hands focus over: it has
 * put focus inside the dialog already and knows the element focus must return to on close (the
 * link that opened it, not the surface that has gone). The dialog takes the hand-over once.
 */
export interface FocusHandoff {
  /** Where focus returns when the dialog closes. */
  opener: Element | null;
}

let pending: FocusHandoff | undefined;

export function handOffFocus(handoff: FocusHandoff): void {
  pending = handoff;
}

export function takeFocusHandoff(): FocusHandoff | undefined {
  const handoff = pending;
  pending = undefined;
  return handoff;
}
