/**
 * The error catalogue of SPEC §8: one typed error for everything that can go wrong on the wire,
 * the `KEY::message` ret parser, and the text a user sees for an error.
 */
import type { Translation } from '../i18n/types.ts';

/**
 * - http: status outside 200-299 (SPEC §8)
 * - timeout: no answer within the call's time limit
 * - offline: the request never got an answer (network down, DNS, CORS, script load failure)
 * - malformed: an answer that is not the JSON the contract promises
 * - aborted: the caller's AbortSignal fired, or the user cancelled a login the call needed
 * - business: a well-formed answer that says "no" (errorCode / ret key)
 * - csrf: the member host refused the anti-forgery token, or the token could not be read
 * - config: the client was used wrongly (missing network library, empty api name)
 */
export type ApiErrorKind = 'http' | 'timeout' | 'offline' | 'malformed' | 'aborted' | 'business' | 'csrf' | 'config';

export interface ApiErrorDetails {
  key?: string;
  serverMessage?: string;
  displayMessage?: string;
  status?: number;
  data?: unknown;
  cause?: unknown;
  /** A malformed answer: the call that got it and the first path that failed its schema. */
  call?: string;
  path?: string;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** Server error key (errorCode.key or the ret key), or one of our own config keys. */
  readonly key?: string;
  /** The text after `::` in a ret string. */
  readonly serverMessage?: string;
  /** errorCode.displayMessage: preferred in widget toasts (SPEC §8). */
  readonly displayMessage?: string;
  readonly status?: number;
  /** Extra data of the answer (module or gateway data), e.g. the risk data of PL-USER-RISK. */
  readonly data?: unknown;
  /** For 'malformed': the call whose answer failed its schema, and where (for monitoring). */
  readonly call?: string;
  readonly path?: string;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.key = details.key;
    this.serverMessage = details.serverMessage;
    this.displayMessage = details.displayMessage;
    this.status = details.status;
    this.data = details.data;
    this.call = details.call;
    this.path = details.path;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Our own keys for the two configuration errors of SPEC §8. */
export const CONFIG_ERROR_KEYS = {
  libNotDefined: 'LIB_NOT_DEFINED',
  apiEmpty: 'API_EMPTY',
} as const;

/** English developer texts of SPEC §8 (the user sees the localized ones through userMessage). */
export const LIB_NOT_DEFINED_MESSAGE = 'lib is not defined, please check out lib-mtop.js has been loaded';
export const API_EMPTY_MESSAGE = 'api can not be empty';

export function libNotDefinedError(): ApiError {
  return new ApiError('config', LIB_NOT_DEFINED_MESSAGE, { key: CONFIG_ERROR_KEYS.libNotDefined });
}

export function apiEmptyError(): ApiError {
  return new ApiError('config', API_EMPTY_MESSAGE, { key: CONFIG_ERROR_KEYS.apiEmpty });
}

export interface ParsedRet {
  key: string;
  /** Text after the first `::`, trimmed; absent when there is none or it is blank. */
  message?: string;
}

/** SPEC §8: ret strings have the form `KEY::message`. */
export function parseRet(ret: string): ParsedRet {
  const separator = ret.indexOf('::');
  if (separator < 0) return { key: ret.trim() };
  const key = ret.slice(0, separator).trim();
  const message = ret.slice(separator + 2).trim();
  return message ? { key, message } : { key };
}

/**
 * SPEC §8: these keys show the generic 'Network error, please try again later'. FAIL_SYS is a
 * family: the gateway reports system faults as FAIL_SYS_<something>, and none of them carries a
 * text meant for shoppers.
 */
const GENERIC_ERROR_KEYS = new Set(['SYSTEM_ERROR', 'UNKNOWN_FAIL_CODE', 'TIMEOUT']);
const GENERIC_ERROR_KEY_PREFIX = 'FAIL_SYS';

export function isGenericErrorKey(key: string | undefined): boolean {
  if (!key) return false;
  return GENERIC_ERROR_KEYS.has(key) || key === GENERIC_ERROR_KEY_PREFIX || key.startsWith(`${GENERIC_ERROR_KEY_PREFIX}_`);
}

/** SPEC §7/§8: keys after which a call flagged as needing login asks for a login. */
export const LOGIN_REQUIRED_KEYS: readonly string[] = ['SESSION_EXPIRED', 'SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN'];
/** SPEC §8: keys that open the retry-later dialog. */
export const TRAFFIC_LIMIT_KEYS: readonly string[] = ['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT'];

/** Too many requests: a traffic-limit key or HTTP 429, on any call (the retry-later dialog, no toast). */
export function isTrafficLimited(error: unknown): boolean {
  return isApiError(error) && ((error.key !== undefined && TRAFFIC_LIMIT_KEYS.includes(error.key)) || error.status === 429);
}
/** SPEC §8: redirect to the verification URL in data.url. */
export const USER_VALIDATE_KEY = 'FAIL_SYS_USER_VALIDATE';
/** Wire protocol: anti-crawler flag, verification dialog then the same call once more. */
export const ANTI_CRAWLER_KEY = 'FAIL_SYS_ANTI_CRAWLER';
/** Wire protocol: the gateway could not parse the parameters; retried once as an H5 request. */
export const PARAM_PARSE_ERROR_KEY = 'FAIL_SYS_PARAM_PARSE_ERROR';
/** Wire protocol: the member host refused the anti-forgery token. */
export const CSRF_INVALID_KEY = 'CSRF_TOKEN_INVALID';

export type MessageVariant = 'default' | 'qr';

type ErrorTexts = Pick<Translation, 'networkError' | 'networkErrorQr' | 'networkErrorRetryLater' | 'libNotDefined' | 'apiEmpty'>;

/**
 * The text a shopper sees for a failed call (SPEC §8), in this order:
 * 1. the server's errorCode.displayMessage;
 * 2. our configuration errors ('lib is not defined...', 'api can not be empty');
 * 3. generic keys (FAIL_SYS family, SYSTEM_ERROR, UNKNOWN_FAIL_CODE, TIMEOUT), and transport faults
 *    on the server's side (timeout, bad status, malformed body) -> 'Network error, please try again later';
 * 4. the text after `::`;
 * 5. 'Network error' ('Network Error' on the QR screen).
 */
export function userMessage(error: unknown, t: ErrorTexts, variant: MessageVariant = 'default'): string {
  const fallback = variant === 'qr' ? t.networkErrorQr : t.networkError;
  if (!isApiError(error)) return fallback;
  // SPEC §8: a system key (FAIL_SYS, SYSTEM_ERROR, ...) or a server failure (5xx)
  // speaks our generic words, never a server phrase, even one marked for display
  // ("Internal server error").
  if (isGenericErrorKey(error.key) || (error.kind === 'http' && (error.status ?? 0) >= 500)) return t.networkErrorRetryLater;
  if (error.displayMessage) return error.displayMessage;
  if (error.key === CONFIG_ERROR_KEYS.libNotDefined) return t.libNotDefined;
  if (error.key === CONFIG_ERROR_KEYS.apiEmpty) return t.apiEmpty;
  if (error.serverMessage) return error.serverMessage;
  if (error.kind === 'timeout' || error.kind === 'malformed' || error.kind === 'http') return t.networkErrorRetryLater;
  return fallback;
}

/**
 * SPEC §8: error keys of these families are reported to monitoring only (not to analytics).
 * The SPEC names the families but not the keys; these prefixes are our choice. Keys are compared
 * in upper case with '-' read as '_' (the server uses both, e.g. PL-USER-RISK and PL_USER_...).
 */
export const MONITORING_ONLY_KEY_FAMILIES: Readonly<Record<string, readonly string[]>> = {
  memberUser: ['PL_USER_', 'MEMBER_USER_'],
  // Not SESSION_EXPIRED and friends: those ask for a login (SPEC §4) and are not reports.
  memberSession: ['PL_SESSION_', 'MEMBER_SESSION_'],
  memberAddress: ['PL_ADDRESS_', 'MEMBER_ADDRESS_', 'ADDRESS_'],
  returnRefundOrder: ['RETURN_', 'REFUND_', 'REVERSE_ORDER_'],
  review: ['REVIEW_'],
  buyPayment: ['BUY_', 'PAYMENT_', 'PAY_'],
};

export function isReportableToMonitoringOnly(key: string | undefined): boolean {
  if (!key) return false;
  const normalized = key.toUpperCase().replaceAll('-', '_');
  return Object.values(MONITORING_ONLY_KEY_FAMILIES).some((prefixes) => prefixes.some((prefix) => normalized.startsWith(prefix)));
}
