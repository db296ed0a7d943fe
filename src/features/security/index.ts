/**
 * Account security: the page a signed-in shopper manages how they sign in on (passkeys, password,
 * linked accounts, devices), drawn by `<mkt-account-security>`. No popup screen: its view and its
 * calls load only where the element is in the page.
 */
import type { FeatureManifest } from '../../kit/feature.ts';

export const securityFeature = {
  screens: {},
  accountPage: () => import('./AccountSecurity.tsx').then((m) => m.AccountSecurity),
  api: () => import('./api.ts'),
} satisfies FeatureManifest;
