/**
 * The gateway's request address (docs/wire-protocol.md "Gateway"), shared by the full gateway
 * client and the page-load user probe, kept apart so the probe does not load the client.
 */
/** Every gateway API of ours is `mtop.mkt.member.<name>` (docs/wire-protocol.md). */
export const GATEWAY_API_PREFIX = 'mtop.mkt.member.';
export function gatewayApiName(name: string): string {
  return `${GATEWAY_API_PREFIX}${name}`;
}

export const GATEWAY_SESSION_OPTION = 'AutoLoginOnly';
export const GATEWAY_ANSWER_TYPE = 'originaljson';
export const GATEWAY_H5_ANSWER_TYPE = 'json';

/** `host` + `path` with exactly one slash between them; an empty host means this origin. */
export function joinUrl(host: string, path: string): string {
  return `${host.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export interface GatewayUrlParts {
  host: string;
  api: string;
  version: string;
  appKey: string;
  now: number;
  /** The one retry after a param-parse error goes out as an H5 request. */
  h5?: boolean;
  /** The replay after a login-required answer. */
  loginCallback?: boolean;
  /** GET calls carry their data in the query; POST calls in the body. */
  data?: string;
}

export function gatewayUrl(parts: GatewayUrlParts): string {
  const query = new URLSearchParams({
    appKey: parts.appKey,
    t: String(parts.now),
    v: parts.version,
    type: parts.h5 ? GATEWAY_H5_ANSWER_TYPE : GATEWAY_ANSWER_TYPE,
    api: parts.api,
    sessionOption: GATEWAY_SESSION_OPTION,
    isSec: '1',
  });
  if (parts.h5) query.set('h5', '1');
  if (parts.loginCallback) query.set('loginCallback', '1');
  if (parts.data !== undefined) query.set('data', parts.data);
  return `${joinUrl(parts.host, `/h5/${encodeURIComponent(parts.api)}/${encodeURIComponent(parts.version)}/`)}?${query.toString()}`;
}
