/**
 * Direct member-host calls (SPEC §7 member table, wire protocol "Member host"): JSON envelopes,
 * and the anti-forgery token every POST carries as a header and as a body field.
 */
import { MEMBER_TIMEOUT_MS } from '../config/constants.ts';
import * as v from 'valibot';
import { CsrfSchema, failedPath, MemberEnvelopeSchema, readAnswer } from './answer-schemas.ts';
import { ApiError, CSRF_INVALID_KEY, isApiError } from './errors.ts';
import { joinUrl } from './gateway-url.ts';
import { abortedError, explainRefusal, optionReader, raceAbort, realClock, requestJson, type Clock, type FetchLike } from './http.ts';

export interface CsrfToken {
  parameterName: string;
  token: string;
}

export interface MemberErrorCode {
  key: string;
  displayMessage?: string;
}

/** Envelope of every member-host answer (SPEC §3). */
export interface MemberEnvelope<T> {
  success: boolean;
  errorCode?: MemberErrorCode;
  retry?: boolean;
  repeated?: boolean;
  notSuccess?: boolean;
  module?: T;
}

declare global {
  interface Window {
    /** SPEC §7: the anti-forgery token is kept in a window value (and a meta tag). */
    __mktCsrf?: CsrfToken;
  }
}

/** `<meta name="mkt-csrf" content="token" data-parameter-name="...">` */
export const CSRF_META_NAME = 'mkt-csrf';
export const CSRF_HEADER = 'X-CSRF-TOKEN';
export const CSRF_TOKEN_PATH = '/user/api/getCsrfToken';

export interface MemberClientOptions {
  /** Origin of the member host; '' is the page's own origin. A function is read on every call. */
  host: string | (() => string);
  fetch?: FetchLike;
  clock?: Clock;
  /** Headers every request carries (language, region, entrance...). */
  headers?: () => Record<string, string>;
  /** Default time limit (MEMBER_TIMEOUT_MS); a function is read on every call. */
  timeoutMs?: number | (() => number | undefined);
}

export interface MemberRequestOptions {
  signal?: AbortSignal;
  /** Extra headers for this call (e.g. operateType, oauthType). */
  headers?: Record<string, string>;
  timeoutMs?: number;
}

export interface MemberClient {
  /** The anti-forgery token: fetched once, shared by concurrent callers. */
  csrfToken(options?: { signal?: AbortSignal }): Promise<CsrfToken>;
  /**
   * `send` with the anti-forgery token; when the server refuses that token, once more with a fresh
   * one. Nothing is sent without a token.
   */
  withCsrfToken<T>(send: (csrf: CsrfToken) => Promise<T>, options?: { signal?: AbortSignal }): Promise<T>;
  get<T>(path: string, options?: MemberRequestOptions): Promise<MemberEnvelope<T>>;
  /** POST a JSON body with the anti-forgery token; nothing is sent without a token. */
  post<T>(path: string, body: Record<string, unknown>, options?: MemberRequestOptions): Promise<MemberEnvelope<T>>;
}

/** Check the envelope's field types (answer-schemas.ts); anything else is a 'malformed' error. */
export function readEnvelope<T>(body: unknown, status?: number): MemberEnvelope<T> {
  const result = v.safeParse(MemberEnvelopeSchema, body);
  if (!result.success) {
    const path = failedPath(result.issues);
    throw new ApiError('malformed', 'Answer is not a member envelope', { status, data: body, path });
  }
  return { ...(result.output as MemberEnvelope<T>), errorCode: result.output.errorCode };
}

function envelopeError(envelope: MemberEnvelope<unknown>, status?: number): ApiError {
  const key = envelope.errorCode?.key;
  const displayMessage = envelope.errorCode?.displayMessage;
  const kind = key === CSRF_INVALID_KEY ? 'csrf' : status === undefined ? 'business' : 'http';
  return new ApiError(kind, displayMessage ?? key ?? 'The member call did not succeed', {
    key,
    displayMessage,
    status,
    data: envelope.module,
  });
}

const CSRF_CALL = 'getCsrfToken';

function readCsrf(envelope: MemberEnvelope<unknown>): CsrfToken {
  return readAnswer(CSRF_CALL, CsrfSchema, envelope.module);
}

/**
 * The anti-forgery field may not take the place of a field of the call (a parameterName of
 * "encryptPassword" would replace the encrypted password in the body).
 */
function collidesWith(body: Record<string, unknown>, csrf: CsrfToken): boolean {
  return Object.hasOwn(body, csrf.parameterName) || csrf.parameterName === '__proto__';
}

/** SPEC §7: keep the token in a meta tag and a window value for other scripts of the page. */
function publishCsrf(csrf: CsrfToken): void {
  window.__mktCsrf = { ...csrf };
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = CSRF_META_NAME;
    document.head.append(meta);
  }
  meta.content = csrf.token;
  meta.dataset.parameterName = csrf.parameterName;
}

export function createMemberClient(options: MemberClientOptions): MemberClient {
  const clock = options.clock ?? realClock;
  const hostOf = optionReader(options.host);
  const timeoutOf = optionReader(options.timeoutMs);
  let csrfPromise: Promise<CsrfToken> | undefined;

  async function send<T>(path: string, init: RequestInit & { headers?: Record<string, string> }, request: MemberRequestOptions): Promise<MemberEnvelope<T>> {
    let body: unknown;
    try {
      body = await requestJson(joinUrl(hostOf(), path), {
        ...init,
        headers: { ...options.headers?.(), ...init.headers, ...request.headers },
        timeoutMs: request.timeoutMs ?? timeoutOf() ?? MEMBER_TIMEOUT_MS,
        signal: request.signal,
        clock,
        fetch: options.fetch,
      });
    } catch (error) {
      // A refused call (403 CSRF, 401...) usually still explains itself in an envelope.
      throw explainRefusal(error, readEnvelope, envelopeError);
    }
    const envelope = readEnvelope<T>(body);
    if (!envelope.success) throw envelopeError(envelope);
    return envelope;
  }

  function fetchCsrf(): Promise<CsrfToken> {
    csrfPromise ??= send<CsrfToken>(CSRF_TOKEN_PATH, { method: 'GET' }, {}).then(readCsrf).then(
      (csrf) => {
        publishCsrf(csrf);
        return csrf;
      },
      (error: unknown) => {
        // A failed fetch is not remembered: the next call tries again.
        csrfPromise = undefined;
        throw error;
      },
    );
    return csrfPromise;
  }

  function csrfToken(request: { signal?: AbortSignal } = {}): Promise<CsrfToken> {
    // The shared fetch is not tied to one caller's signal; the caller only stops waiting.
    return raceAbort(fetchCsrf(), request.signal, () => abortedError(request.signal));
  }

  async function refreshCsrfToken(stale: CsrfToken, request: { signal?: AbortSignal } = {}): Promise<CsrfToken> {
    // Concurrent callers refused with the same token share one refetch.
    if (csrfPromise) {
      const current = await csrfPromise.catch(() => undefined);
      if (current?.token === stale.token) csrfPromise = undefined;
    }
    return csrfToken(request);
  }

  async function withCsrfToken<T>(send: (csrf: CsrfToken) => Promise<T>, request: { signal?: AbortSignal } = {}): Promise<T> {
    // No call without a token: a failed token fetch fails the call before anything is sent.
    const csrf = await csrfToken(request);
    try {
      return await send(csrf);
    } catch (error) {
      // The server refused the token without acting on the call (e.g. rotated at login): fetch a
      // fresh token and send once more. Any other failure is never retried by itself.
      if (!isApiError(error) || error.key !== CSRF_INVALID_KEY) throw error;
      return send(await refreshCsrfToken(csrf, request));
    }
  }

  async function postWithToken<T>(path: string, body: Record<string, unknown>, request: MemberRequestOptions, csrf: CsrfToken): Promise<MemberEnvelope<T>> {
    if (collidesWith(body, csrf)) {
      // Nothing is sent, and the token is not kept: the next call fetches a fresh answer.
      csrfPromise = undefined;
      throw new ApiError('malformed', 'The anti-forgery parameter name collides with a field of the call', { call: CSRF_CALL, path: 'parameterName' });
    }
    return send<T>(
      path,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: csrf.token },
        body: JSON.stringify({ ...body, [csrf.parameterName]: csrf.token }),
      },
      request,
    );
  }

  return {
    csrfToken,
    withCsrfToken,
    get: (path, request = {}) => send(path, { method: 'GET' }, request),
    post: <T>(path: string, body: Record<string, unknown>, request: MemberRequestOptions = {}) =>
      withCsrfToken((csrf) => postWithToken<T>(path, body, request, csrf), request),
  };
}
