/**
 * The member routes of SPEC §2 and the one link-building function every route uses. Kept apart
 * from routes.ts so the page-load header (Login / Sign Up / account links) loads only this.
 */
import { REGIONS, type Environment, type RegionCode } from './regions.ts';

export interface LinkTarget {
  region: RegionCode;
  env: Environment;
}

export type QueryValues = Record<string, string | number | boolean | null | undefined>;

export type HostKind = 'member' | 'www';

/** SPEC §2 link-builder member routes, on the member host. */
export const MEMBER_ROUTES = {
  login: '/user/login',
  register: '/user/register',
  guestRegister: '/user/guest-register',
  lazadian: '/user/lazadian',
  changePassword: '/user/change-password',
  forgetPassword: '/user/forget-password',
  resetPassword: '/user/reset-password',
  logout: '/user/logout',
  account: '/user/account',
  setting: '/user/setting',
  accountInfo: '/member/account-info',
  bindInfo: '/member/bind-info',
  infoChange: '/member/info-change',
  myVoucher: '/member/my-voucher',
  confirmVerification: '/member/confirm-verification',
  verification: '/user/verification',
  googleLogin: '/user/google-login',
} as const;
export type MemberRoute = keyof typeof MEMBER_ROUTES;

/** Any absolute base works for sandbox: only path, query and hash are kept. */
const RELATIVE_BASE = 'https://same-origin.invalid';

export function buildLink(target: LinkTarget, hostKind: HostKind, path: string, query: QueryValues = {}): string {
  const { env } = target;
  const base = env === 'sandbox' ? RELATIVE_BASE : `https://${REGIONS[target.region].hosts[env][hostKind]}`;
  const url = new URL(path, base);
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(name, String(value));
  }
  return env === 'sandbox' ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

export function memberRouteUrl(route: MemberRoute, target: LinkTarget, query?: QueryValues): string {
  return buildLink(target, 'member', MEMBER_ROUTES[route], query);
}

/**
 * SPEC §2 full-page login on the member host: /user/login?redirect={url}&hybrid=1&spm=... (test
 * mode on the buyer host, or inside a wallet partner app). Here so the header can use it at load.
 */
export function hybridLoginUrl(target: LinkTarget, redirect: string, spm?: string): string {
  return memberRouteUrl('login', target, { redirect, hybrid: 1, spm });
}
