/** Completing a profile and changing the e-mail after login (SPEC §2, §4 next steps). */
import type { ProfileParams } from './profile.ts';
import type { FeatureManifest } from '../../kit/feature.ts';

export const profileFeature = {
  screens: {
    'profile-complete': { load: () => import('./ProfileComplete/ProfileComplete.tsx').then((m) => m.ProfileComplete), title: 'profileTitle' },
    'change-email': { load: () => import('./ChangeEmail/ChangeEmail.tsx').then((m) => m.ChangeEmail), title: 'changeEmailTitle' },
  },
  transitions: () => import('./transitions.ts'),
  api: () => import('./api.ts'),
} satisfies FeatureManifest;

export type { ProfileParams } from './profile.ts';

declare module '../../stores/popup.ts' {
  interface ScreenParamsMap {
    'profile-complete': ProfileParams;
    'change-email': { token?: string; tokenType?: string };
  }
}
