/** Password recovery (SPEC §2, §4): Forgot password, then Reset password. */
import type { ResetPasswordParams } from './reset-password.ts';
import type { FeatureManifest } from '../../kit/feature.ts';

export const recoveryFeature = {
  screens: {
    'forget-password': { load: () => import('./ForgetPassword/ForgetPassword.tsx').then((m) => m.ForgetPassword), title: 'forgetPasswordTitle' },
    'reset-password': { load: () => import('./ResetPassword/ResetPassword.tsx').then((m) => m.ResetPassword), title: 'resetPasswordTitle' },
  },
  transitions: () => import('./transitions.ts'),
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

export type { ResetPasswordParams } from './reset-password.ts';

declare module '../../stores/popup.ts' {
  interface ScreenParamsMap {
    /** The login name typed on Login, to start from. */
    'forget-password': { loginName?: string };
    'reset-password': ResetPasswordParams;
  }
}
