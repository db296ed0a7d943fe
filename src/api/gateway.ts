/**
 * The mtop-style gateway client (SPEC §7, wire protocol "Gateway"): request defaults, anti-bot
 * headers, the one-time H5 retry, session-expired re-login and the special error keys of SPEC §8.
 */
import { ANTI_BOT_WAIT_MS, GATEWAY_API_VERSION, GATEWAY_TIMEOUT_MS } from '../config/constants.ts';
import {
  ANTI_CRAWLER_KEY,
  ApiError,
  LOGIN_REQUIRED_KEYS,
  PARAM_PARSE_ERROR_KEY,
  TRAFFIC_LIMIT_KEYS,
  USER_VALIDATE_KEY,
  apiEmptyError,
  isApiError,
  parseRet,
} from './errors.ts';
import { abortedError, explainRefusal, isRecord, optionReader, raceAbort, realClock, requestJson, type Clock, type FetchLike } from './http.ts';
import { gatewayUrl } from './gateway-url.ts';
import * as v from 'valibot';
import { failedPath, GatewayAnswerSchema } from './answer-schemas.ts';

/** The optional anti-bot library a page may load (settings `scripts.antiBot`). */
export interface AntiBotLibrary {
  ready?: Promise<unknown>;
  getUA?: () => string | undefined;
  getToken?: () => string | undefined;
}

declare global {
  interface Window {
    __mktAntiBot?: AntiBotLibrary;
  }
}

/** What the gateway asks of the popup; every hook can be replaced later with setHooks(). */
export interface GatewayHooks {
  /** Show the login popup; resolves once logged in, rejects when the user cancels. */
  requestLogin(): Promise<void>;
  /** SPEC §8 FAIL_SYS_TRAFFIC_LIMIT / FAIL_SYS_FLOWLIMIT: dialog with a retry-later button. */
  showRetryLater(): void;
  /** SPEC §8 FAIL_SYS_USER_VALIDATE: go to the verification URL (the popup checks the allow-list). */
  redirect(url: string): void;
  /** Anti-crawler: show the verification dialog; resolves when passed, rejects when given up. */
  verify(url: string): Promise<void>;
}

export type GatewayMethod = 'GET' | 'POST';

export interface GatewayCallOptions {
  method?: GatewayMethod;
  version?: string;
  /** Ask for a login and replay once on a login-required answer (SPEC §4). */
  needLogin?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  headers?: Record<string, string>;
}

export interface GatewayClientOptions {
  /** Gateway origin; '' is the page's own origin. A function is read on every call. */
  host: string | (() => string);
  appKey: string | (() => string);
  fetch?: FetchLike;
  clock?: Clock;
  /** Headers every call carries: x-i18n-language, x-i18n-regionID, entrance (SPEC §3). */
  headers?: () => Record<string, string>;
  hooks?: Partial<GatewayHooks>;
  /** Default time limit (SPEC §9 20000 ms); a function is read on every call. */
  timeoutMs?: number | (() => number | undefined);
  /** Where the anti-bot library lives; defaults to window.__mktAntiBot. */
  antiBot?: () => AntiBotLibrary | undefined;
}

export interface GatewayClient {
  call<T>(api: string, data?: Record<string, unknown>, options?: GatewayCallOptions): Promise<T>;
  setHooks(hooks: Partial<GatewayHooks>): void;
}

/** Answer of the gateway: `{ api, v, ret: ["KEY::message"], data }`. */
export interface GatewayAnswer {
  api?: string;
  v?: string;
  ret: string[];
  data?: unknown;
}

const defaultHooks: GatewayHooks = {
  // Until the popup is there, a login cannot happen: the call fails with its own error.
  requestLogin: () => Promise.reject(new Error('No login popup available')),
  showRetryLater: () => {},
  redirect: () => {},
  verify: () => Promise.reject(new Error('No verification dialog available')),
};

/** Personal data that identifies a user: a phone number, an e-mail address or a login name (either). */
const PERSONAL_DATA_KEYS = ['phone', 'email', 'loginname', 'phonenumber', 'mobile'];

/**
 * Fields whose values are secrets or personal data. A call carrying one is always a POST so that
 * no password, code, token, phone number or e-mail address ends up in a URL (and so in server
 * logs, proxies and referrers).
 */
export function carriesSecret(data: Record<string, unknown>): boolean {
  return Object.keys(data).some(
    (key) =>
      key === 'code' ||
      key === 'csrf' ||
      key === 'oauthCode' ||
      key === 'credential' ||
      /password$/i.test(key) ||
      /token$/i.test(key) ||
      PERSONAL_DATA_KEYS.includes(key.toLowerCase()),
  );
}

/** Check the answer's field types (answer-schemas.ts); anything else is a 'malformed' error. */
export function readGatewayAnswer(body: unknown, status?: number): GatewayAnswer {
  const result = v.safeParse(GatewayAnswerSchema, body);
  if (!result.success) {
    throw new ApiError('malformed', 'Answer is not a gateway answer', { status, data: body, path: failedPath(result.issues) });
  }
  return result.output;
}

function answerError(answer: GatewayAnswer, status?: number): ApiError {
  const { key, message } = parseRet(answer.ret[0]);
  const data = isRecord(answer.data) ? answer.data : undefined;
  const displayMessage = isRecord(data?.errorCode) && typeof data.errorCode.displayMessage === 'string' && data.errorCode.displayMessage ? data.errorCode.displayMessage : undefined;
  return new ApiError(status === undefined ? 'business' : 'http', message ?? key, { key, serverMessage: message, displayMessage, status, data: answer.data });
}

function urlOf(error: ApiError): string | undefined {
  return isRecord(error.data) && typeof error.data.url === 'string' && error.data.url ? error.data.url : undefined;
}

interface Attempt {
  h5: boolean;
  loginCallback: boolean;
}

interface LoginAttempt {
  /** Value of the send counter when the login started. */
  startedAfter: number;
  settled: boolean;
  promise: Promise<void>;
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const clock = options.clock ?? realClock;
  const hostOf = optionReader(options.host);
  const appKeyOf = optionReader(options.appKey);
  const timeoutOf = optionReader(options.timeoutMs);
  const antiBotOf = options.antiBot ?? (() => (typeof window === 'undefined' ? undefined : window.__mktAntiBot));
  let hooks: GatewayHooks = { ...defaultHooks, ...options.hooks };
  let sendCounter = 0;
  let lastLogin: LoginAttempt | undefined;
  /** After one wait ran out, later calls do not wait again for a library that never came. */
  let antiBotGaveUp = false;

  async function antiBotHeaders(signal?: AbortSignal): Promise<Record<string, string>> {
    const library = antiBotOf();
    if (!library) return {};
    if (library.ready && !antiBotGaveUp) {
      let timer: unknown;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = clock.setTimeout(() => resolve('timeout'), ANTI_BOT_WAIT_MS);
      });
      const ready = library.ready.then(
        () => 'ready' as const,
        () => 'failed' as const,
      );
      try {
        const result = await raceAbort(Promise.race([ready, timedOut]), signal, () => abortedError(signal));
        if (result !== 'ready') {
          antiBotGaveUp = true;
          return {};
        }
      } finally {
        clock.clearTimeout(timer);
      }
    }
    const headers: Record<string, string> = {};
    try {
      const ua = library.getUA?.();
      const token = library.getToken?.();
      if (ua) headers['x-ua'] = ua;
      if (token) headers['x-umidtoken'] = token;
    } catch {
      // A broken library must not stop the call: go on without its headers.
    }
    return headers;
  }

  async function sendOnce<T>(api: string, data: Record<string, unknown>, call: Required<Pick<GatewayCallOptions, 'method' | 'version'>> & GatewayCallOptions, attempt: Attempt): Promise<T> {
    const antiBot = await antiBotHeaders(call.signal);
    const json = JSON.stringify(data);
    const isPost = call.method === 'POST';
    const url = gatewayUrl({
      host: hostOf(),
      api,
      version: call.version,
      appKey: appKeyOf(),
      now: clock.now(),
      h5: attempt.h5,
      loginCallback: attempt.loginCallback,
      ...(isPost ? {} : { data: json }),
    });
    let body: unknown;
    try {
      body = await requestJson(url, {
        method: call.method,
        headers: {
          ...(isPost ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          ...options.headers?.(),
          ...antiBot,
          ...call.headers,
        },
        ...(isPost ? { body: new URLSearchParams({ data: json }).toString() } : {}),
        timeoutMs: call.timeoutMs ?? timeoutOf() ?? GATEWAY_TIMEOUT_MS,
        signal: call.signal,
        clock,
        fetch: options.fetch,
      });
    } catch (error) {
      // A refused call often still carries a ret key worth acting on.
      throw explainRefusal(error, readGatewayAnswer, answerError);
    }
    const answer = readGatewayAnswer(body);
    if (!answer.ret[0].startsWith('SUCCESS')) throw answerError(answer);
    return answer.data as T;
  }

  /** The first attempt, and once more as an H5 request after a param-parse error. */
  async function sendWithH5Retry<T>(api: string, data: Record<string, unknown>, call: Parameters<typeof sendOnce>[2], loginCallback: boolean): Promise<T> {
    try {
      return await sendOnce<T>(api, data, call, { h5: false, loginCallback });
    } catch (error) {
      if (!isApiError(error) || error.key !== PARAM_PARSE_ERROR_KEY) throw error;
      return sendOnce<T>(api, data, call, { h5: true, loginCallback });
    }
  }

  /**
   * One login for many failures: a call joins a login in progress, and a call sent before the
   * last login started takes that login's outcome instead of asking again.
   */
  function loginFor(sentAs: number): Promise<void> {
    if (lastLogin && (!lastLogin.settled || lastLogin.startedAfter >= sentAs)) return lastLogin.promise;
    const attempt: LoginAttempt = { startedAfter: sendCounter, settled: false, promise: Promise.resolve() };
    attempt.promise = Promise.resolve()
      .then(() => hooks.requestLogin())
      .finally(() => {
        attempt.settled = true;
      });
    lastLogin = attempt;
    return attempt.promise;
  }

  async function call<T>(api: string, data: Record<string, unknown> = {}, callOptions: GatewayCallOptions = {}): Promise<T> {
    if (!api || !api.trim()) throw apiEmptyError();
    const method: GatewayMethod = carriesSecret(data) ? 'POST' : (callOptions.method ?? 'GET');
    const request = { ...callOptions, method, version: callOptions.version ?? GATEWAY_API_VERSION };
    const sentAs = ++sendCounter;
    try {
      return await sendWithH5Retry<T>(api, data, request, false);
    } catch (error) {
      if (!isApiError(error) || !error.key) throw error;

      if (LOGIN_REQUIRED_KEYS.includes(error.key) && request.needLogin) {
        try {
          await raceAbort(loginFor(sentAs), request.signal, () => abortedError(request.signal));
        } catch (cancel) {
          if (isApiError(cancel)) throw cancel;
          throw new ApiError('aborted', 'The login was cancelled', { key: error.key, cause: cancel });
        }
        // Replayed once with the login-callback flag; a second failure is an error, never a loop.
        return sendWithH5Retry<T>(api, data, request, true);
      }

      if (TRAFFIC_LIMIT_KEYS.includes(error.key)) {
        hooks.showRetryLater();
        throw error;
      }

      if (error.key === USER_VALIDATE_KEY) {
        const url = urlOf(error);
        if (url) hooks.redirect(url);
        throw error;
      }

      if (error.key === ANTI_CRAWLER_KEY) {
        const url = urlOf(error);
        try {
          await raceAbort(hooks.verify(url ?? ''), request.signal, () => abortedError(request.signal));
        } catch (cancel) {
          if (isApiError(cancel)) throw cancel;
          throw error;
        }
        return sendWithH5Retry<T>(api, data, request, false);
      }
      throw error;
    }
  }

  return {
    call,
    setHooks(next) {
      hooks = { ...hooks, ...next };
    },
  };
}
