/**
 * Which component draws each screen of the stack (SPEC §2). Login comes with the popup's first
 * open; every other screen is its own chunk, loaded when first shown or prefetched once the
 * popup is idle (issue 9 first-open budget). A loaded screen renders at once, without Suspense.
 */
import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from './lazy-screen.ts';
import type { ScreenName } from '../stores/popup.ts';
import { Login, OtpLoginForm } from './Login/Login.tsx';
import { loadPasswordLoginFlow } from './Login/load-password-login.ts';

const LAZY_SCREENS = {
  registry: lazyScreen(() => import('./Registry/Registry.tsx').then((m) => m.Registry)),
  qrcode: lazyScreen(() => import('./Qrcode/Qrcode.tsx').then((m) => m.Qrcode)),
  verify: lazyScreen(() => import('./Verify/Verify.tsx').then((m) => m.Verify)),
  'phone-call': lazyScreen(() => import('./PhoneCall/PhoneCall.tsx').then((m) => m.PhoneCall)),
  'verify-method-list': lazyScreen(() => import('./VerifyMethodList/VerifyMethodList.tsx').then((m) => m.VerifyMethodList)),
  'add-phone': lazyScreen(() => import('./AddPhone/AddPhone.tsx').then((m) => m.AddPhone)),
  'sms-uplink': lazyScreen(() => import('./SmsUplink/SmsUplink.tsx').then((m) => m.SmsUplink)),
  'forget-password': lazyScreen(() => import('./ForgetPassword/ForgetPassword.tsx').then((m) => m.ForgetPassword)),
  'reset-password': lazyScreen(() => import('./ResetPassword/ResetPassword.tsx').then((m) => m.ResetPassword)),
  'profile-complete': lazyScreen(() => import('./ProfileComplete/ProfileComplete.tsx').then((m) => m.ProfileComplete)),
  'restore-account': lazyScreen(() => import('./RestoreAccount/RestoreAccount.tsx').then((m) => m.RestoreAccount)),
  'change-email': lazyScreen(() => import('./ChangeEmail/ChangeEmail.tsx').then((m) => m.ChangeEmail)),
} satisfies Record<Exclude<ScreenName, 'login'>, LazyScreen>;

export const SCREEN_COMPONENTS: Record<ScreenName, ComponentType> = { login: Login, ...LAZY_SCREENS };

/** Loads every screen's chunk and the password flow (after the popup is interactive; tests before rendering). */
export function preloadScreens(): Promise<void> {
  return Promise.all([...[...Object.values(LAZY_SCREENS), OtpLoginForm].map((screen) => screen.preload()), loadPasswordLoginFlow()]).then(
    () => undefined,
  );
}
