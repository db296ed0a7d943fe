/**
 * `@mkt/member-elements/loader` for bundlers: the same `window.MktMemberElements` as the CMS
 * script (elements/loader-core.ts), with static imports the bundler follows, so the entries come
 * from the app's own build rather than a folder beside the page. Imported during server
 * rendering (no `document`) it does nothing.
 */
import { installLoader, type ModuleFile, type MktMemberElementsLoader } from './loader-core.ts';

export type { MktMemberElementsLoader } from './loader-core.ts';

const MODULES: Record<ModuleFile, () => Promise<unknown>> = {
  'configure.js': () => import('../src/configure.ts'),
  'index.js': () => import('../src/index.ts'),
  'mkt-header-account.js': () => import('./mkt-header-account.ts'),
  'mkt-toast.js': () => import('./mkt-toast.ts'),
  'mkt-login-popup.js': () => import('./mkt-login-popup.ts'),
  'mkt-qr-login.js': () => import('./mkt-qr-login.ts'),
  'mkt-restore-account.js': () => import('./mkt-restore-account.ts'),
  'mkt-account-security.js': () => import('./mkt-account-security.ts'),
};

/** The page's loader; undefined where there is no page (server rendering). */
export const loader: MktMemberElementsLoader | undefined =
  typeof document === 'undefined' ? undefined : installLoader((file) => MODULES[file]());
