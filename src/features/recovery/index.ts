/** Password recovery (SPEC §2, §4): Forgot password, then Reset password. */
import type { FeatureManifest } from '../../kit/feature.ts';

export const recoveryFeature = {
  screens: {
    'forget-password': { load: () => import('./ForgetPassword/ForgetPassword.tsx').then((m) => m.ForgetPassword), title: 'forgetPasswordTitle' },
    'reset-password': { load: () => import('./ResetPassword/ResetPassword.tsx').then((m) => m.ResetPassword), title: 'resetPasswordTitle' },
  },
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

export type { ResetPasswordParams } from './reset-password.ts';
