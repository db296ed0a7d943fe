/** The member links the elements show, for an element's region and environment (SPEC §2). */
import { hybridLoginUrl, memberRouteUrl, type LinkTarget } from './member-routes.ts';

export const loginPageUrl = (target: LinkTarget): string => memberRouteUrl('login', target);
export const registerPageUrl = (target: LinkTarget): string => memberRouteUrl('register', target);

/**
 * SPEC §2 login redirect inside a wallet / payment partner app's webview: the full-page login
 * (/user/login?redirect=<page>&hybrid=1) instead of the popup, coming back to `redirect`.
 */
export const partnerAppLoginUrl = (target: LinkTarget, redirect: string): string => hybridLoginUrl(target, redirect);
