/**
 * The popup controller (SPEC §2, §4): one typed transition table `(screen, outcome) -> move`, run
 * against one popup's stack. Screens report what happened ("the QR link was clicked", "the code
 * was sent") and the controller moves the stack, closes the popup, or leaves the page; screens
 * never push, pop or navigate themselves. Every page navigation is announced first with the
 * cancelable `mkt-next-step` (ARCHITECTURE "Events").
 *
 * Generic over the table and the params map, so this file names no screen of any feature; the
 * popup's own table is src/screens/transitions.ts.
 */
import type { CloseReason, PopupState, ScreenName } from '../stores/popup.ts';

export type Move =
  | { readonly kind: 'push' | 'replace'; readonly screen: ScreenName }
  /** Drop this screen and show `screen` in place of the one below (a choice list returning). */
  | { readonly kind: 'replace-previous'; readonly screen: ScreenName }
  /** Back to Login: pop when Login is right below, else show it in place of this screen. */
  | { readonly kind: 'login' }
  | { readonly kind: 'back' }
  /** SPEC §2: Back on the popup's first screen closes it, as the user's choice. */
  | { readonly kind: 'back-or-close' }
  | { readonly kind: 'close'; readonly reason: CloseReason }
  /** Leave the page for a URL, announced as `mkt-next-step` with this action. */
  | { readonly kind: 'leave'; readonly action: string };

export const push = <S extends ScreenName>(screen: S) => ({ kind: 'push', screen }) as const;
export const replace = <S extends ScreenName>(screen: S) => ({ kind: 'replace', screen }) as const;
export const replacePrevious = <S extends ScreenName>(screen: S) => ({ kind: 'replace-previous', screen }) as const;
export const toLogin = { kind: 'login' } as const;
export const back = { kind: 'back' } as const;
export const backOrClose = { kind: 'back-or-close' } as const;
export const close = (reason: CloseReason) => ({ kind: 'close', reason }) as const;
export const leave = (action: string) => ({ kind: 'leave', action }) as const;

export type TransitionTable = { readonly [S in ScreenName]?: { readonly [outcome: string]: Move } };
/** Params of each screen: what it is opened with. */
export type ParamsMap = { readonly [S in ScreenName]: object };

export type OutcomeOf<T extends TransitionTable, S extends keyof T> = keyof NonNullable<T[S]> & string;

type MoveOf<T extends TransitionTable, S extends keyof T, O> = O extends keyof NonNullable<T[S]> ? NonNullable<T[S]>[O] : never;

/** What an outcome carries: the params of the screen it shows, the URL it leaves for, or nothing. */
export type PayloadOf<T extends TransitionTable, P extends ParamsMap, S extends keyof T, O> =
  MoveOf<T, S, O> extends { kind: 'push' | 'replace' | 'replace-previous'; screen: infer X extends ScreenName }
    ? P[X]
    : MoveOf<T, S, O> extends { kind: 'login' }
      ? P['login']
      : MoveOf<T, S, O> extends { kind: 'leave' }
        ? { url: string }
        : Record<never, never>;

/** Payloads whose every field is optional may be left out. */
export type PayloadArgs<X> = Record<never, never> extends X ? [payload?: X] : [payload: X];

export interface PopupController<T extends TransitionTable, P extends ParamsMap> {
  /**
   * Runs the move of `outcome` on `from`, if `from` is still the screen on top. Returns false when
   * nothing happened (a stale screen, or a listener cancelled the navigation).
   */
  go<S extends keyof T & ScreenName, O extends OutcomeOf<T, S>>(from: S, outcome: O, ...payload: PayloadArgs<PayloadOf<T, P, S, O>>): boolean;
}

export interface ControllerDeps {
  state: PopupState;
  /** Fires the cancelable `mkt-next-step`; false when a listener cancelled it. */
  announce(detail: { action: string; url: string; data: Record<string, unknown> }): boolean;
  /** Leaves the page (already checked URLs only). */
  navigate(url: string): void;
}

export function createPopupController<T extends TransitionTable, P extends ParamsMap>(table: T, deps: ControllerDeps): PopupController<T, P> {
  const { state } = deps;
  return {
    go(from, outcome, ...[payload]) {
      const move = table[from]?.[outcome] as Move | undefined;
      if (!move || state.$current.get()?.screen !== from) return false;
      const params = (payload ?? {}) as Record<string, unknown>;
      switch (move.kind) {
        case 'push':
          state.push(move.screen, params);
          return true;
        case 'replace':
          state.replace(move.screen, params);
          return true;
        case 'replace-previous':
          state.back();
          state.replace(move.screen, params);
          return true;
        case 'login': {
          const stack = state.$stack.get();
          if (stack.length > 1 && stack[stack.length - 2]?.screen === 'login') state.back();
          else state.replace('login', params);
          return true;
        }
        case 'back':
          return state.back();
        case 'back-or-close':
          if (!state.back()) state.close('user');
          return true;
        case 'close':
          state.close(move.reason);
          return true;
        case 'leave': {
          const url = String(params.url);
          if (!deps.announce({ action: move.action, url, data: {} })) return false;
          deps.navigate(url);
          return true;
        }
      }
    },
  };
}
