/**
 * Keeping keyboard focus inside the popup when the view under it changes. When the focused
 * control disappears (a navigation, a form replaced by its success view) the browser drops focus
 * to the page's <body>: the next Tab would leave the modal popup for the page behind it.
 */
import { useEffect, useRef } from 'react';
import { deepActiveElement, focusableElements } from '../ui/dom.ts';

/** Whether focus was dropped: on nothing, or on the page's <body>. */
function focusDropped(active: Element | null): boolean {
  return !active || active === document.body;
}

/**
 * Focuses `container`'s first field, else its first control (else `container`, which then needs
 * tabIndex -1). A field before the title row's Back button (one Back pattern, at the
 * start of the title row): the shopper came to type, and Shift+Tab still reaches Back.
 */
function focusInto(container: HTMLElement): void {
  const controls = focusableElements(container);
  (controls.find((control) => control.matches('input, select, textarea')) ?? controls[0] ?? container).focus();
}

/**
 * Moves focus into `container` when it was dropped, or (`alsoFromOwnRoot`) when it is still on
 * something else of our own shadow root. Focus the user put elsewhere on the page is left alone.
 */
export function recoverFocus(container: HTMLElement, { alsoFromOwnRoot = false } = {}): void {
  const active = deepActiveElement();
  // Inside already, unless on the container itself (the stand-in while its content loaded).
  if (active && active !== container && container.contains(active)) return;
  if (focusDropped(active) || (alsoFromOwnRoot && active && container.getRootNode().contains(active))) focusInto(container);
}

/**
 * A ref for a view that replaces another in place (a form's next step, its success view): when it
 * mounts, and whenever `step` changes, it takes back the focus the old view dropped.
 */
export function useFocusRecovery<T extends HTMLElement>(step?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (ref.current) recoverFocus(ref.current);
  }, [step]);
  return ref;
}
