/** The member links the elements show, for the configured region and environment (SPEC §2). */
import { getConfig } from './settings.ts';
import { hybridLoginUrl, memberRouteUrl, type LinkTarget } from './member-routes.ts';

export function currentLinkTarget(): LinkTarget {
  const { region, env } = getConfig();
  return { region, env };
}

export const accountPageUrl = (): string => memberRouteUrl('account', currentLinkTarget());
export const loginPageUrl = (): string => memberRouteUrl('login', currentLinkTarget());
export const registerPageUrl = (): string => memberRouteUrl('register', currentLinkTarget());

/**
 * SPEC §2 login redirect inside a wallet / payment partner app's webview: the full-page login
 * (/user/login?redirect=<page>&hybrid=1) instead of the popup, coming back to `redirect`.
 */
export const partnerAppLoginUrl = (redirect: string): string => hybridLoginUrl(currentLinkTarget(), redirect);
