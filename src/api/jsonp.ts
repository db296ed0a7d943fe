/**
 * Fallback bottom data by JSONP from the static CDN (SPEC §7, wire protocol "JSONP bottom data").
 * The callback name is fixed by api, language and region (so the CDN can cache the file), which
 * means two requests with the same name cannot overlap: they are sent one after the other.
 */
import { JSONP_TIMEOUT_MS } from '../config/constants.ts';
import { getConfig } from '../config/settings.ts';
import { noteHostUse } from '../config/host-use.ts';
import { ApiError } from './errors.ts';
import { abortedError, isRecord, realClock, type Clock } from './http.ts';
import { joinUrl } from './gateway-url.ts';

export interface BottomDataRequest {
  api: string;
  language: string;
  regionID: string;
  /** Extra query parameters, sent sorted by name so equal requests share one CDN file. */
  backup?: Record<string, string>;
  signal?: AbortSignal;
  /** Static CDN origin; defaults to the configured jsonpHost. */
  host?: string;
  timeoutMs?: number;
  clock?: Clock;
}

type JsonpCallback = (payload: unknown) => void;
type CallbackRegistry = Record<string, JsonpCallback | undefined>;

function registry(): CallbackRegistry {
  return window as unknown as CallbackRegistry;
}

/** `mktJsonp_<api>_<language>_<regionID>` with non-word characters replaced by `_`. */
export function jsonpCallbackName(api: string, language: string, regionID: string): string {
  return `mktJsonp_${api}_${language}_${regionID}`.replace(/\W/g, '_');
}

export function bottomDataUrl(request: Pick<BottomDataRequest, 'api' | 'language' | 'regionID' | 'backup'>, host: string): string {
  const query = new URLSearchParams();
  for (const name of Object.keys(request.backup ?? {}).sort()) query.set(name, request.backup![name]);
  query.set('callback', jsonpCallbackName(request.api, request.language, request.regionID));
  const path = ['bottom', request.api, request.language, `${request.regionID}.js`].map(encodeURIComponent).join('/');
  return `${joinUrl(host, path)}?${query.toString()}`;
}

/** A callback left behind must not throw when a late script still calls it. */
const harmless: JsonpCallback = () => {};

const queues = new Map<string, Promise<unknown>>();

function loadOnce(request: BottomDataRequest): Promise<Record<string, unknown>> {
  const { signal, clock = realClock, timeoutMs = JSONP_TIMEOUT_MS } = request;
  const callbackName = jsonpCallbackName(request.api, request.language, request.regionID);
  const url = bottomDataUrl(request, request.host ?? (noteHostUse('jsonpHost'), getConfig().jsonpHost));

  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortedError(signal));
      return;
    }
    const script = document.createElement('script');
    let done = false;
    let received = false;
    let payload: unknown;

    const finish = (error?: ApiError) => {
      if (done) return;
      done = true;
      clock.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      script.remove();
      registry()[callbackName] = harmless;
      if (error) reject(error);
      else resolve(payload as Record<string, unknown>);
    };
    const onAbort = () => finish(abortedError(signal));

    registry()[callbackName] = (value: unknown) => {
      if (done) return;
      received = true;
      payload = value;
      finish(isRecord(value) ? undefined : new ApiError('malformed', 'Bottom data is not an object', { data: value }));
    };
    script.async = true;
    script.src = url;
    script.addEventListener('error', () => finish(new ApiError('offline', 'Bottom data script failed to load')));
    // The script ran without calling back: the file is not the JSONP we asked for.
    script.addEventListener('load', () => {
      if (!received) finish(new ApiError('malformed', 'Bottom data script did not call back'));
    });
    const timer = clock.setTimeout(() => finish(new ApiError('timeout', `No bottom data within ${timeoutMs} ms`)), timeoutMs);
    signal?.addEventListener('abort', onAbort, { once: true });
    document.head.append(script);
  });
}

/** Fetch bottom data; rejects with an ApiError (timeout, offline, malformed, aborted). */
export function fetchBottomData(request: BottomDataRequest): Promise<Record<string, unknown>> {
  const callbackName = jsonpCallbackName(request.api, request.language, request.regionID);
  const previous = queues.get(callbackName) ?? Promise.resolve();
  const current = previous.catch(() => undefined).then(() => loadOnce(request));
  const tail = current.catch(() => undefined);
  queues.set(callbackName, tail);
  void tail.then(() => {
    if (queues.get(callbackName) === tail) queues.delete(callbackName);
  });
  return current;
}
