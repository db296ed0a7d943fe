/**
 * Which component draws each screen of the stack (SPEC §2). Login comes with the popup's first
 * open; every other screen is its own chunk, loaded on intent on the control that leads to it or
 * on the navigation itself (first-open budget, `screen-preload.ts`). A loaded screen
 * renders at once, without Suspense.
 */
import type { ComponentType } from 'react';
import { lazyScreen, type LazyScreen } from '../kit/lazy-screen.ts';
import type { ScreenName } from '../stores/popup.ts';
import { Login, OtpLoginForm } from './Login/Login.tsx';
import { loadPasswordLoginFlow } from '../features/password/load-password-login.ts';
import { loadTransitions } from '../kit/use-popup-actions.ts';
import { LazyDialogHost } from './lazy-dialog-host.ts';
import { setScreenPreloader } from '../kit/screen-preload.ts';

const LAZY_SCREENS = {
  registry: lazyScreen(() => import('../features/otp/Registry/Registry.tsx').then((m) => m.Registry)),
  qrcode: lazyScreen(() => import('../features/qr/Qrcode/Qrcode.tsx').then((m) => m.Qrcode)),
  verify: lazyScreen(() => import('../features/otp/Verify/Verify.tsx').then((m) => m.Verify)),
  'phone-call': lazyScreen(() => import('../features/otp/PhoneCall/PhoneCall.tsx').then((m) => m.PhoneCall)),
  'verify-method-list': lazyScreen(() => import('../features/otp/VerifyMethodList/VerifyMethodList.tsx').then((m) => m.VerifyMethodList)),
  'add-phone': lazyScreen(() => import('../features/otp/AddPhone/AddPhone.tsx').then((m) => m.AddPhone)),
  'sms-uplink': lazyScreen(() => import('../features/otp/SmsUplink/SmsUplink.tsx').then((m) => m.SmsUplink)),
  'forget-password': lazyScreen(() => import('../features/recovery/ForgetPassword/ForgetPassword.tsx').then((m) => m.ForgetPassword)),
  'reset-password': lazyScreen(() => import('../features/recovery/ResetPassword/ResetPassword.tsx').then((m) => m.ResetPassword)),
  'profile-complete': lazyScreen(() => import('../features/profile/ProfileComplete/ProfileComplete.tsx').then((m) => m.ProfileComplete)),
  'restore-account': lazyScreen(() => import('../features/restore/RestoreAccount/RestoreAccount.tsx').then((m) => m.RestoreAccount)),
  'change-email': lazyScreen(() => import('../features/profile/ChangeEmail/ChangeEmail.tsx').then((m) => m.ChangeEmail)),
  'passkey-offer': lazyScreen(() => import('../features/passkey/PasskeyOffer/PasskeyOffer.tsx').then((m) => m.PasskeyOffer)),
} satisfies Record<Exclude<ScreenName, 'login'>, LazyScreen>;

export const SCREEN_COMPONENTS: Record<ScreenName, ComponentType> = { login: Login, ...LAZY_SCREENS };

/**
 * What the Login screen itself needs next: the api client, the OTP tab, the password flow, the
 * transition table and the dialog host. Loaded on the first sign of activity in Login (the
 * first open is Login and React only), never the other screens.
 */
let loginNeeds: Promise<void> | undefined;
export function preloadLoginNeeds(): Promise<void> {
  loginNeeds ??= Promise.all([
    import('../flows/shared-api.ts'),
    OtpLoginForm.preload(),
    loadPasswordLoginFlow(),
    loadTransitions(),
    LazyDialogHost.preload(),
  ]).then(
    () => undefined,
    (error: unknown) => {
      loginNeeds = undefined;
      throw error;
    },
  );
  return loginNeeds;
}

setScreenPreloader((screen) => (screen === 'login' ? preloadLoginNeeds() : LAZY_SCREENS[screen].preload()));

/** Loads every screen's chunk and the password flow (tests, before rendering). */
export function preloadScreens(): Promise<void> {
  return Promise.all([...[...Object.values(LAZY_SCREENS), OtpLoginForm].map((screen) => screen.preload()), loadPasswordLoginFlow(), loadTransitions(), LazyDialogHost.preload()]).then(
    () => undefined,
  );
}
