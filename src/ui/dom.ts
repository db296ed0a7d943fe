/** DOM helpers that understand shadow roots (our components always live in one). */

const FOCUSABLE_SELECTOR = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The focused element, looking through open shadow roots (document.activeElement stops at a host). */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Keyboard-focusable, rendered descendants of `container`, in tab order of the DOM. */
export function focusableElements(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)).filter(
    (element) => !element.closest('[hidden],[inert]') && element.getClientRects().length > 0,
  );
}

/** Whether an event's real path (across shadow boundaries) passes through one of `elements`. */
export function eventPassesThrough(event: Event, ...elements: Array<Element | null | undefined>): boolean {
  const path = event.composedPath();
  return elements.some((element) => element != null && path.includes(element));
}

/**
 * Tab and Shift+Tab wrap inside `container` (a modal dialog keeps focus in): call it from the
 * container's keydown for Tab. A container with nothing focusable keeps focus where it is.
 */
export function wrapTabWithin(event: { shiftKey: boolean; preventDefault(): void }, container: HTMLElement): void {
  const focusables = focusableElements(container);
  if (focusables.length === 0) {
    event.preventDefault();
    return;
  }
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  const active = deepActiveElement();
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A focused field that takes typing (what brings a phone's keyboard up) shows its form's primary
 * button too where the sheet scrolls: the button first, then the field, so the field wins when both
 * cannot fit. Not a button or a checkbox: they take focus as the finger goes down, and a scroll
 * then would move them from under the finger, so the tap would press nothing.
 */
export function revealWithFormButton(field: Element | null | undefined): void {
  if (field?.matches(':read-write')) for (const node of [(field as HTMLInputElement).form?.querySelector('[type=submit]'), field]) node?.scrollIntoView({ block: 'nearest' });
}
