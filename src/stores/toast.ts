/**
 * The one toast of the page (SPEC §4): any part of the package or the host page raises it,
 * `<mkt-toast>` shows it. A new toast replaces the previous one and restarts the clock.
 */
import { atom } from 'nanostores';
import { TOAST_DEFAULT_DURATION_MS } from '../config/constants.ts';

export interface ToastMessage {
  /** Increases with every toast, so two equal texts in a row are still two toasts. */
  id: number;
  content: string;
  duration: number;
  /** Language of `content` (WCAG 3.1.2): the widget's language may differ from the page's. */
  lang?: string;
}

export interface ToastOptions {
  /** Milliseconds on screen; 0 or less keeps it until replaced or hidden. */
  duration?: number;
  /** Language of the text, when it is not the page's (the widget's screens pass theirs). */
  lang?: string;
}

export const $toast = atom<ToastMessage | null>(null);

let hideTimer: ReturnType<typeof setTimeout> | undefined;
let nextToastId = 1;

function clearHideTimer(): void {
  if (hideTimer !== undefined) clearTimeout(hideTimer);
  hideTimer = undefined;
}

/** Shows `content` for `duration` ms (default TOAST_DEFAULT_DURATION_MS), replacing any toast. */
export function toast(content: string, { duration = TOAST_DEFAULT_DURATION_MS, lang }: ToastOptions = {}): void {
  clearHideTimer();
  const message: ToastMessage = { id: nextToastId++, content, duration, ...(lang ? { lang } : {}) };
  $toast.set(message);
  if (duration > 0) hideTimer = setTimeout(hideToast, duration);
}

/** Hides the current toast now. */
export function hideToast(): void {
  clearHideTimer();
  $toast.set(null);
}
