/**
 * Typed link builder for the page routes of SPEC §2, for every region and environment.
 * Hosts come from REGIONS[code].hosts; env 'sandbox' gives same-origin relative URLs.
 * Query values always go through URLSearchParams, never string concatenation.
 */
import type { RegionCode } from './regions.ts';
import { buildLink as build, hybridLoginUrl, MEMBER_ROUTES, type LinkTarget, type QueryValues } from './member-routes.ts';

export { MEMBER_ROUTES, memberRouteUrl, type LinkTarget, type MemberRoute, type QueryValues } from './member-routes.ts';

/** SPEC §2 member pages on the www host, under /wow/gcp/{region}/member/. */
export const MEMBER_PAGES = [
  'login-signup',
  'login-by-otp',
  'login-by-password',
  'login-third-landing',
  'third-verify',
  'kyc',
  'kyc-detail',
  'kyc-selfie',
  'biometric-landing',
  'bank-list',
  'bank-add',
  'bank-detail',
  'set-pin-code',
  'social-accounts',
  'social-account-unlink',
  'close-account-agreement',
  'close-account-reasons',
  'close-account-restore',
  'close-account-register-fail',
  'common-error',
  'system-settings',
  // SPEC §2 writes "privacy setting"; a path segment cannot carry the space.
  'privacy-setting',
  'account-deletion-policy',
  'dana-login',
  'tng-login-sign',
  'changephone-add-reclaim',
  'changephone-confirm-list',
  'changephone-fill-reclaim',
  // These two carry the provider's name in the path (SPEC §2).
  'change-lazada-id',
  'lazada-id',
] as const;
export type MemberPage = (typeof MEMBER_PAGES)[number];

/** The pre-release variant of the login/sign-up page (SPEC §2). */
export const LOGIN_SIGNUP_TEST_PAGE = 'login-signup-test';

export const WALLET_ROUTES = { newUsers: '/wallet/new-users', myWallet: '/wallet/my-wallet' } as const;
export type WalletRoute = keyof typeof WALLET_ROUTES;

/** Public pages on the www host (SPEC §2); the help center also takes a path, see helpCenterUrl. */
export const PUBLIC_ROUTES = {
  privacyPolicy: '/privacy-policy/',
  termsOfUse: '/terms-of-use/',
  helpCenter: '/helpcenter',
  helpCenterLiveUp: '/helpcenter/liveup',
} as const;
export type PublicRoute = keyof typeof PUBLIC_ROUTES;

/** SPEC §2: the Google sign-in return path. */
export const GOOGLE_LOGIN_RETURN_PATH = MEMBER_ROUTES.googleLogin;
/** SPEC §8 PL-USER-EMAIL-REGISTER-IN-COOLING-PERIOD sends the user here. */
export const CLOSE_ACCOUNT_REGISTER_FAIL_PAGE: MemberPage = 'close-account-register-fail';
/** SPEC §4 OAUTH_VERIFY_EMAIL_PASSWORD / OAUTH_COMPLETE_PHONE_FOR_REGISTER: account-binding verify. */
export const ACCOUNT_BINDING_VERIFY_PAGE: MemberPage = 'third-verify';

function memberPagePath(region: RegionCode, page: string): string {
  return `/wow/gcp/${region.toLowerCase()}/member/${page}`;
}

export function memberPageUrl(page: MemberPage, target: LinkTarget, query?: QueryValues): string {
  return build(target, 'www', memberPagePath(target.region, page), query);
}

export function walletUrl(route: WalletRoute, target: LinkTarget, query?: QueryValues): string {
  return build(target, 'member', WALLET_ROUTES[route], query);
}

export function publicPageUrl(route: PublicRoute, target: LinkTarget, query?: QueryValues): string {
  return build(target, 'www', PUBLIC_ROUTES[route], query);
}

/**
 * `/helpcenter/{path}`: each segment of `path` is encoded on its own, so `/` keeps nesting while
 * `?` and `#` stay in the path; dot segments are dropped so the link cannot leave the help center.
 */
export function helpCenterUrl(target: LinkTarget, path = '', query?: QueryValues): string {
  const segments = path
    .split('/')
    .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
    .map(encodeURIComponent);
  const full = segments.length > 0 ? `${PUBLIC_ROUTES.helpCenter}/${segments.join('/')}` : PUBLIC_ROUTES.helpCenter;
  return build(target, 'www', full, query);
}

/** SPEC §2: the login/sign-up page is recognised by a path containing /member/login-signup. */
export function isLoginSignupPage(path: string): boolean {
  return path.includes('/member/login-signup');
}

export interface LoginRedirectOptions extends LinkTarget {
  /** Where to come back after login (absolute or path). */
  redirect: string;
  /** Hybrid (popup-free, full-page) flow marker; 1 by default. */
  hybrid?: boolean | 0 | 1;
  spm?: string;
  bizScene?: string;
  /** Test mode while on the buyer host. */
  testMode?: boolean;
  /** On a member host inside a wallet / payment partner app (see storefront/partner-app.ts). */
  partnerApp?: boolean;
}

/**
 * SPEC §2 login redirect. Normally the member page /wow/gcp/{region}/member/login-signup
 * (pre-release: login-signup-test) with redirect, hybrid, spm and optional bizScene. In test mode
 * on the buyer host, or on member hosts inside a wallet partner app:
 * /user/login?redirect={url}&hybrid=1&spm=...
 */
export function loginRedirectUrl(options: LoginRedirectOptions): string {
  const { redirect, spm, bizScene, testMode, partnerApp } = options;
  const target: LinkTarget = { region: options.region, env: options.env };
  if (testMode || partnerApp) {
    return hybridLoginUrl(target, redirect, spm);
  }
  const hybrid = options.hybrid === undefined || options.hybrid === true || options.hybrid === 1 ? 1 : 0;
  const page = options.env === 'pre' ? LOGIN_SIGNUP_TEST_PAGE : 'login-signup';
  return build(target, 'www', memberPagePath(options.region, page), { redirect, hybrid, spm, bizScene });
}
