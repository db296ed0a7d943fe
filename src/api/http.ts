/**
 * The one JSON request helper under every member and gateway call: credentials included, the XHR
 * marker header, success only for 200-299 (SPEC §8), a timeout on an injectable clock, abort by
 * the caller's signal, and a typed ApiError for every failure (never an uncaught exception).
 */
import { realClock, type Clock } from './clock.ts';
import { XHR_MARKER_HEADER } from './request-headers.ts';
import { HTTP_OK_MAX, HTTP_OK_MIN } from '../config/constants.ts';
import { ApiError, isApiError, libNotDefinedError } from './errors.ts';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export { realClock, type Clock } from './clock.ts';

export interface RequestJsonInit extends Omit<RequestInit, 'signal' | 'headers'> {
  headers?: Record<string, string>;
  timeoutMs: number;
  signal?: AbortSignal;
  clock?: Clock;
  fetch?: FetchLike;
}

/** The global fetch, or undefined on a page without one (SPEC §8 'lib is not defined'). */
export function defaultFetch(): FetchLike | undefined {
  return typeof globalThis.fetch === 'function' ? (input, init) => globalThis.fetch(input, init) : undefined;
}

export function abortedError(signal?: AbortSignal): ApiError {
  return new ApiError('aborted', 'The request was aborted', { cause: signal?.reason });
}

/**
 * Settles like `promise`, or rejects with `onAbort()` as soon as `signal` fires. Used so that a
 * fetch (or a shared wait) that ignores its signal still cannot outlive the caller's interest.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined, onAbort: () => unknown): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(onAbort());
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(onAbort());
    signal.addEventListener('abort', abort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', abort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', abort);
        reject(error);
      },
    );
  });
}

export function isHttpOk(status: number): boolean {
  return status >= HTTP_OK_MIN && status <= HTTP_OK_MAX;
}

/** Parse a body as JSON; empty, HTML or truncated bodies become a 'malformed' ApiError. */
export function parseJsonBody(text: string, status?: number): unknown {
  if (text.trim() === '') throw new ApiError('malformed', 'Empty response body', { status });
  let path: string | undefined;
  let parsed: unknown;
  try {
    // No answer of the contract has a "__proto__" key: one is a tampered answer, and
    // refusing it whole keeps it from reaching code that spreads or merges answers.
    parsed = JSON.parse(text, (key, value: unknown) => {
      if (key === '__proto__') path ??= key;
      return value;
    });
  } catch (cause) {
    throw new ApiError('malformed', 'Response body is not JSON', { status, cause });
  }
  if (path) throw new ApiError('malformed', 'Response body has a "__proto__" key', { status, path });
  return parsed;
}

/**
 * Send one request and return its parsed JSON body. A status outside 200-299 rejects with kind
 * 'http' and, when the body is JSON, that body in `data` (the caller may read its error key).
 */
export async function requestJson(url: string, init: RequestJsonInit): Promise<unknown> {
  const { timeoutMs, signal, clock = realClock, fetch: injectedFetch, headers = {}, ...rest } = init;
  const fetchImpl = injectedFetch ?? defaultFetch();
  if (!fetchImpl) throw libNotDefinedError();
  if (signal?.aborted) throw abortedError(signal);

  const controller = new AbortController();
  let outcome: ApiError | undefined;
  const stop = (error: ApiError) => {
    outcome ??= error;
    controller.abort(error);
  };
  const timer = clock.setTimeout(() => stop(new ApiError('timeout', `No answer within ${timeoutMs} ms`)), timeoutMs);
  const onCallerAbort = () => stop(abortedError(signal));
  signal?.addEventListener('abort', onCallerAbort, { once: true });
  const stopped = () => outcome ?? abortedError(signal);

  try {
    let response: Response;
    try {
      response = await raceAbort(
        fetchImpl(url, {
          ...rest,
          credentials: 'include',
          headers: { Accept: 'application/json', [XHR_MARKER_HEADER.name]: XHR_MARKER_HEADER.value, ...headers },
          signal: controller.signal,
        }),
        controller.signal,
        stopped,
      );
    } catch (error) {
      if (outcome) throw outcome;
      if (error instanceof ApiError) throw error;
      throw new ApiError('offline', 'The request got no answer', { cause: error });
    }

    let text: string;
    try {
      text = await raceAbort(response.text(), controller.signal, stopped);
    } catch (error) {
      if (outcome) throw outcome;
      // The connection broke while the body was streaming: a truncated answer.
      throw new ApiError('malformed', 'Response body could not be read', { status: response.status, cause: error });
    }

    if (!isHttpOk(response.status)) {
      let data: unknown;
      try {
        data = parseJsonBody(text, response.status);
      } catch {
        data = undefined;
      }
      throw new ApiError('http', `HTTP ${response.status}`, { status: response.status, data });
    }
    return parseJsonBody(text, response.status);
  } finally {
    clock.clearTimeout(timer);
    signal?.removeEventListener('abort', onCallerAbort);
  }
}

/**
 * A refused call (status outside 200-299) often still explains itself in the host's own answer
 * shape (a gateway ret key, a member envelope with its errorCode; SPEC §8). `read` checks that
 * shape (throwing when the body is not in it) and `explain` turns it into the error to throw;
 * anything else stays the transport error it was.
 */
export function explainRefusal<A>(error: unknown, read: (body: unknown, status?: number) => A, explain: (answer: A, status?: number) => ApiError): unknown {
  if (!isApiError(error) || error.kind !== 'http') return error;
  let answer: A;
  try {
    answer = read(error.data, error.status);
  } catch {
    return error;
  }
  return explain(answer, error.status);
}

/** A client option given as a value or as a function read on every call. */
export function optionReader<T>(option: T | (() => T)): () => T {
  return typeof option === 'function' ? (option as () => T) : () => option;
}

/** Small readers for answers whose shape must be checked before use ("wrong field types"). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
