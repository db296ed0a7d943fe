/** Password login (SPEC §2, §4): Login's Password tab and its flow. */
import type { FeatureManifest } from '../../kit/feature.ts';

export const passwordFeature = { screens: {}, api: () => import('./api.ts') } satisfies FeatureManifest;

export { PasswordLoginForm, type PasswordLoginValues } from './PasswordLoginForm.tsx';
export { loadPasswordLoginFlow } from './load-password-login.ts';
