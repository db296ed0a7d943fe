/**
 * The queue of promise dialogs (`alert`, `confirm`) shown by `<DialogHost/>`.
 * Plain TypeScript: flows and the api layer queue dialogs without importing React.
 * Texts may be functions of the translation so a dialog queued outside React (the api
 * layer's "retry later", SPEC §8) still appears in the language of the screen showing it.
 */
import { atom } from 'nanostores';
import type { Translation } from '../i18n/types.ts';

export type DialogText = string | ((t: Translation) => string);
export type DialogTheme = 'default' | 'mybiz';

export interface DialogOptions {
  title?: DialogText;
  desc?: DialogText;
  /** Defaults to t.confirm (SPEC §9 dialog labels). */
  confirmText?: DialogText;
  /** Defaults to t.cancel; only confirm dialogs have a Cancel button. */
  cancelText?: DialogText;
  theme?: DialogTheme;
  /** Closing by a click on the mask (SPEC §9 default false). */
  maskClosable?: boolean;
}

export interface QueuedDialog extends DialogOptions {
  id: number;
  kind: 'alert' | 'confirm';
}

/** Dialogs waiting to be shown; the first one is on screen. */
export const $dialogQueue = atom<readonly QueuedDialog[]>([]);

const resolvers = new Map<number, (confirmed: boolean) => void>();
let nextDialogId = 1;

function enqueue(kind: QueuedDialog['kind'], options: DialogOptions): Promise<boolean> {
  const id = nextDialogId++;
  return new Promise<boolean>((resolve) => {
    resolvers.set(id, resolve);
    $dialogQueue.set([...$dialogQueue.get(), { ...options, id, kind }]);
  });
}

/** One Confirm button; resolves when the dialog closes, however it closes (SPEC §4). */
export async function alert(options: DialogOptions): Promise<void> {
  await enqueue('alert', options);
}

/** Cancel and Confirm; resolves true on Confirm, false on Cancel or any other close (SPEC §4). */
export function confirm(options: DialogOptions): Promise<boolean> {
  return enqueue('confirm', options);
}

/** Removes a dialog from the queue and resolves its promise; unknown ids are ignored. */
export function settleDialog(id: number, confirmed: boolean): void {
  const resolve = resolvers.get(id);
  if (!resolve) return;
  resolvers.delete(id);
  $dialogQueue.set($dialogQueue.get().filter((dialog) => dialog.id !== id));
  resolve(confirmed);
}

/** Closes every queued dialog as if cancelled (popup teardown). */
export function clearDialogs(): void {
  for (const dialog of $dialogQueue.get()) settleDialog(dialog.id, false);
}

let retryLaterShowing: Promise<void> | undefined;

/**
 * SPEC §8 FAIL_SYS_TRAFFIC_LIMIT / FAIL_SYS_FLOWLIMIT (and HTTP 429): a dialog with a retry-later
 * button. One at a time: the gateway and the screen that made the call may both ask.
 */
export function requestRetryLaterDialog(): Promise<void> {
  retryLaterShowing ??= alert({ title: (t) => t.retryLaterTitle, confirmText: (t) => t.retryLaterButton }).finally(() => {
    retryLaterShowing = undefined;
  });
  return retryLaterShowing;
}

/** Resolves a dialog text in the given translation. */
export function dialogText(text: DialogText | undefined, t: Translation): string | undefined {
  return typeof text === 'function' ? text(t) : text;
}
