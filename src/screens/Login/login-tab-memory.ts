/**
 * SPEC §2: the Login screen remembers its last used tab in local storage. Storage can throw
 * (privacy modes, sandboxed frames, a full quota): then the screen simply opens on Password.
 */
import { lastUsedMethod } from '../../flows/last-used.ts';
import { readStored, store } from '../../storefront/device-storage.ts';

export const LOGIN_TABS = ['password', 'otp'] as const;
export type LoginTab = (typeof LOGIN_TABS)[number];
export const DEFAULT_LOGIN_TAB: LoginTab = 'password';
export const LOGIN_TAB_STORAGE_KEY = 'mkt_login_tab';

export function isLoginTab(value: unknown): value is LoginTab {
  return typeof value === 'string' && (LOGIN_TABS as readonly string[]).includes(value);
}

export function readLoginTab(): LoginTab {
  const stored = readStored(LOGIN_TAB_STORAGE_KEY);
  return isLoginTab(stored) ? stored : DEFAULT_LOGIN_TAB;
}

/**
 * The tab Login opens on: the one of the method used last on this device (password or
 * OTP, from the last-login-type cookie), else the tab last shown (SPEC §2), else Password.
 */
export function initialLoginTab(): LoginTab {
  const method = lastUsedMethod();
  return isLoginTab(method) ? method : readLoginTab();
}

export function rememberLoginTab(tab: LoginTab): void {
  // Not remembered when storage refuses; the tab still switches.
  store(LOGIN_TAB_STORAGE_KEY, tab);
}
