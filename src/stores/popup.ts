/**
 * The popup's screen stack (SPEC §2: push, replace, back, clear all, close). One state object per
 * popup element; screens render from it, flows change it. Closing aborts every request and timer
 * that belongs to this opening (`signal`), so nothing is left behind.
 */
import { atom, computed, type ReadableAtom } from 'nanostores';

/**
 * What each screen is opened with, by name (SPEC §2). Login is the popup's own; every feature adds
 * its screens from its manifest (declaration merging), so the screen names are exactly the
 * features' and a feature removed takes its names with it.
 */
export interface ScreenParamsMap {
  /** An explicit tab (the QR screen's switch to password login) wins over the remembered one. */
  login: { tab?: 'password' | 'otp' };
}
export type ScreenName = keyof ScreenParamsMap & string;
export const DEFAULT_SCREEN: ScreenName = 'login';

/**
 * The screen names the elements' public API takes (the `screen` attribute, `open()`), as the README
 * documents them. A build draws the screens of its features (`ScreenName`, always among these);
 * a name it does not draw opens Login.
 */
export type PublicScreenName =
  | 'login'
  | 'registry'
  | 'qrcode'
  | 'verify'
  | 'phone-call'
  | 'verify-method-list'
  | 'add-phone'
  | 'sms-uplink'
  | 'forget-password'
  | 'reset-password'
  | 'profile-complete'
  | 'restore-account'
  | 'change-email'
  | 'passkey-offer';

export interface StackEntry {
  screen: ScreenName;
  params: Record<string, unknown>;
  /** Increases with every navigation: a stale answer can check it is still current. */
  id: number;
}

/** 'elsewhere': the visitor logged in in another tab of the store. */
export type CloseReason = 'user' | 'success' | 'elsewhere';

export interface PopupState {
  $stack: ReadableAtom<readonly StackEntry[]>;
  $current: ReadableAtom<StackEntry | undefined>;
  $open: ReadableAtom<boolean>;
  /** Aborted on close; a new one for every opening. */
  readonly signal: AbortSignal;
  open(screen?: ScreenName, params?: Record<string, unknown>): void;
  push(screen: ScreenName, params?: Record<string, unknown>): void;
  replace(screen: ScreenName, params?: Record<string, unknown>): void;
  /** Back one screen; on the first screen it does nothing and returns false. */
  back(): boolean;
  /** Clear all: back to a single entry screen. */
  clear(screen?: ScreenName, params?: Record<string, unknown>): void;
  close(reason?: CloseReason): void;
  /** True while `entryId` is still the screen on top (guards against stale answers). */
  isCurrent(entryId: number): boolean;
  onClose(listener: (reason: CloseReason) => void): () => void;
}

export function createPopupState(): PopupState {
  const $stack = atom<readonly StackEntry[]>([]);
  const $open = atom(false);
  const $current = computed($stack, (stack) => stack[stack.length - 1]);
  const closeListeners = new Set<(reason: CloseReason) => void>();
  let nextId = 1;
  let aborter = new AbortController();

  const entry = (screen: ScreenName, params: Record<string, unknown> = {}): StackEntry => ({ screen, params, id: nextId++ });

  return {
    $stack,
    $current,
    $open,
    get signal() {
      return aborter.signal;
    },
    open(screen = DEFAULT_SCREEN, params) {
      if (!$open.get()) {
        aborter = new AbortController();
        $open.set(true);
      }
      $stack.set([entry(screen, params)]);
    },
    push(screen, params) {
      $stack.set([...$stack.get(), entry(screen, params)]);
    },
    replace(screen, params) {
      const stack = $stack.get();
      $stack.set([...stack.slice(0, -1), entry(screen, params)]);
    },
    back() {
      const stack = $stack.get();
      if (stack.length <= 1) return false;
      $stack.set(stack.slice(0, -1));
      return true;
    },
    clear(screen = DEFAULT_SCREEN, params) {
      $stack.set([entry(screen, params)]);
    },
    close(reason = 'user') {
      if (!$open.get()) return;
      aborter.abort();
      $open.set(false);
      $stack.set([]);
      for (const listener of closeListeners) listener(reason);
    },
    isCurrent(entryId) {
      return $open.get() && $current.get()?.id === entryId;
    },
    onClose(listener) {
      closeListeners.add(listener);
      return () => closeListeners.delete(listener);
    },
  };
}
