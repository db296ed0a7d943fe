/**
 * The package entry: public API re-exports only, no side effects (importing it registers no
 * element and touches no window or document, so server-side rendering can import it).
 * Elements register through their own entries (`@mkt/member-elements/mkt-login-popup.js`, ...)
 * or all at once through `@mkt/member-elements/define.js`.
 */

// Configuration
export { configure, getConfig } from './config/settings.ts';
export type { MemberConfig, ScriptUrls } from './config/settings.ts';
export { REGIONS, REGION_CODES, ENVIRONMENTS, DEFAULT_REGION, getRegion } from './config/regions.ts';
export type { Region, RegionCode, Environment, RegionGroup } from './config/regions.ts';

export {
  memberRouteUrl,
  memberPageUrl,
  walletUrl,
  publicPageUrl,
  helpCenterUrl,
  isLoginSignupPage,
  loginRedirectUrl,
  MEMBER_ROUTES,
  MEMBER_PAGES,
} from './config/routes.ts';
export type { LinkTarget, MemberRoute, MemberPage, LoginRedirectOptions } from './config/routes.ts';

// Languages
export { LANGUAGES, isRtl, directionOf } from './i18n/languages.ts';
export type { Language, TextDirection } from './i18n/languages.ts';
export { resolveContext } from './context/element-context.ts';
export type { ElementContext, ElementTheme, ContextSignals } from './context/element-context.ts';
export type { Translation } from './i18n/types.ts';

// Security helpers
export { isAllowedRedirect, validateJumpUrl, safeRedirectTarget } from './security/url-allowlist.ts';

// Toasts and dialogs any part of the page can raise
export { toast, hideToast } from './stores/toast.ts';
export type { ToastOptions } from './stores/toast.ts';

// Opening the popup from a host page
export { openLogin, prefetchLogin } from './stores/login-requests.ts';

// Session
export { $session, $loggedIn } from './stores/session.ts';
export { logout } from './flows/public-logout.ts';
export type { SessionState, SessionUser } from './stores/session.ts';

// Storefront services
export { rewriteImageUrl, autoRewriteImages, configureImageCdn } from './storefront/image-cdn.ts';
export { supportsWebp } from './storefront/webp.ts';
export { installTracking, track, trackClick, trackExposure, trackPageView } from './storefront/tracking.ts';
export { reportLoginDiagnostic, reportError, reportAnalytics, isReportableErrorKey } from './storefront/monitor.ts';
export { detectEntrance, isInPartnerApp, isInMobileApp, shouldUseAppBridge } from './storefront/partner-app.ts';

// Events (types) — every mkt-* event is also in HTMLElementEventMap
export type { MktEventMap } from './events/event-map.ts';
export type { LoginSuccessDetail, LoginSuccessEvent } from './events/login-success.ts';
export type { NextStepDetail, NextStepEvent } from './events/next-step.ts';
export type { CloseDetail, CloseEvent } from './events/close.ts';
export type { LogoutDetail, LogoutEvent } from './events/logout.ts';
export type { SecurityChangeDetail, SecurityChangeEvent, SecurityChangeKind } from './events/security-change.ts';
export type { ScreenChangeDetail, ScreenChangeEvent } from './events/screen-change.ts';
export type { PublicLoginResult } from './events/public-login-result.ts';
export type { ScreenName } from './stores/popup.ts';
