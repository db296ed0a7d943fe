/**
 * Where the page runs: a wallet / payment partner app's webview, the marketplace's own buyer app,
 * or a plain browser (SPEC §1, §7).
 *
 * The SPEC names seven partners detected by a user-agent marker plus one detected through a
 * different marker, without naming them. These eight are our choice: seven wallets whose
 * webviews add `<Name>/<version>` to the user agent, and an Alipay+ style container that adds
 * no user-agent marker but injects a JavaScript bridge object on window.
 * The result is the `entrance` request header (docs/wire-protocol.md) and decides the
 * partner-app login redirect (src/config/routes.ts loginRedirectUrl).
 */

export interface PartnerApp {
  /** The `entrance` header value. */
  entrance: string;
  name: string;
}

export interface UserAgentPartner extends PartnerApp {
  userAgentMarker: RegExp;
}

export interface BridgePartner extends PartnerApp {
  /** Name of the object the container injects on window. */
  bridgeObject: string;
}

/** Seven partners recognised by their user-agent marker (`Name/1.2.3`). */
export const USER_AGENT_PARTNERS: readonly UserAgentPartner[] = [
  { entrance: 'dana', name: 'DANA', userAgentMarker: /(?:^|[\s;(])DANA\/\d/i },
  { entrance: 'tng', name: 'TNG eWallet', userAgentMarker: /(?:^|[\s;(])TNG(?:D|eWallet)\/\d/i },
  { entrance: 'gcash', name: 'GCash', userAgentMarker: /(?:^|[\s;(])GCash\/\d/i },
  { entrance: 'truemoney', name: 'TrueMoney', userAgentMarker: /(?:^|[\s;(])TrueMoney(?:Wallet)?\/\d/i },
  { entrance: 'momo', name: 'MoMo', userAgentMarker: /(?:^|[\s;(])MoMo(?:App)?\/\d/i },
  { entrance: 'easypaisa', name: 'Easypaisa', userAgentMarker: /(?:^|[\s;(])Easypaisa\/\d/i },
  { entrance: 'bkash', name: 'bKash', userAgentMarker: /(?:^|[\s;(])bKash\/\d/i },
];

/** The one partner recognised through a separate marker: its injected bridge object. */
export const BRIDGE_PARTNER: BridgePartner = { entrance: 'alipayplus', name: 'Alipay+', bridgeObject: 'AlipayJSBridge' };

/** `entrance` header value outside any partner app. */
export const WEB_ENTRANCE = 'web';

/** User-agent marker of the marketplace's own buyer app webview. */
export const BUYER_APP_MARKER = /(?:^|[\s;(])MktBuyerApp(?:\/|\b)/i;

/**
 * SPEC §7: benefit collection calls that must go through the app webview bridge (not the web
 * gateway) when the page runs inside the buyer app.
 */
export const forcedBridgeApis: readonly string[] = [
  'mtop.mkt.benefit.tag.batchCollect',
  'mtop.mkt.benefit.allocation.collectbenefits',
];

function currentUserAgent(): string {
  return globalThis.navigator?.userAgent ?? '';
}

function currentWindow(): object | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

/** The `entrance` header: the partner app the page runs in, or 'web'. */
export function detectEntrance(userAgent: string = currentUserAgent(), win: object | undefined = currentWindow()): string {
  for (const partner of USER_AGENT_PARTNERS) {
    if (partner.userAgentMarker.test(userAgent)) return partner.entrance;
  }
  const bridge = win ? (win as Record<string, unknown>)[BRIDGE_PARTNER.bridgeObject] : undefined;
  if (isRealBridge(bridge)) return BRIDGE_PARTNER.entrance;
  return WEB_ENTRANCE;
}

/**
 * The container's injected bridge: an object with a callable `call`. A page element named
 * `AlipayJSBridge` (`<img name="AlipayJSBridge">` also appears as a window property: DOM
 * clobbering) or a collection of them is not a bridge.
 */
function isRealBridge(bridge: unknown): boolean {
  if (typeof bridge !== 'object' || bridge === null) return false;
  if (typeof Node !== 'undefined' && bridge instanceof Node) return false;
  if (typeof HTMLCollection !== 'undefined' && bridge instanceof HTMLCollection) return false;
  return typeof (bridge as { call?: unknown }).call === 'function';
}

/** Whether the page runs inside one of the eight wallet / payment partner apps. */
export function isInPartnerApp(userAgent?: string, win?: object): boolean {
  // An undefined argument takes detectEntrance's own defaults (this page's user agent and window).
  return detectEntrance(userAgent, win) !== WEB_ENTRANCE;
}

/** Whether the page runs inside the marketplace's own buyer app. */
export function isInMobileApp(userAgent: string = currentUserAgent()): boolean {
  return BUYER_APP_MARKER.test(userAgent);
}

/** SPEC §7: benefit collection calls are forced onto the app webview bridge inside the buyer app. */
export function shouldUseAppBridge(apiName: string, userAgent?: string): boolean {
  if (!isInMobileApp(userAgent)) return false;
  const wanted = apiName.trim().toLowerCase();
  return forcedBridgeApis.some((api) => api.toLowerCase() === wanted);
}
