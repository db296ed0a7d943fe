import type { PopupState } from '../../stores/popup.ts';

/**
 * Back to Login: pop when Login is right below, else show it in place of this screen, with
 * `params` (e.g. the QR screen's `{ tab: 'password' }`; a popped Login keeps its own state).
 */
export function goToLogin(state: Pick<PopupState, '$stack' | 'back' | 'replace'>, params?: Record<string, unknown>): void {
  const stack = state.$stack.get();
  if (stack.length > 1 && stack[stack.length - 2]?.screen === 'login') state.back();
  else state.replace('login', params);
}

/** Back one screen (SPEC §2 navigation); on the popup's first screen there is none, so Back closes it as the user's choice. */
export function backOrClose(state: Pick<PopupState, 'back' | 'close'>): void {
  if (!state.back()) state.close('user');
}
