/** Typed fakes for the api-layer tests: a fetch that records requests and a clock driven by hand. */
import type { Clock, FetchLike } from '../../src/api/http.ts';

export class FakeClock implements Clock {
  private time = 1_700_000_000_000;
  private nextId = 1;
  private readonly timers = new Map<number, { at: number; callback: () => void }>();

  now(): number {
    return this.time;
  }

  setTimeout(callback: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { at: this.time + ms, callback });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.timers.delete(handle as number);
  }

  /** Move time forward, firing every timer that falls due, in order. */
  tick(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const due = [...this.timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.timers.delete(due[0]);
      this.time = due[1].at;
      due[1].callback();
    }
    this.time = end;
  }

  get pendingTimers(): number {
    return this.timers.size;
  }
}

export interface RecordedRequest {
  url: URL;
  method: string;
  headers: Record<string, string>;
  body?: string;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
}

/** What a responder may answer: a Response, or HANG to never answer (until aborted). */
export const HANG = Symbol('hang');
export type Responder = (request: RecordedRequest) => Response | typeof HANG | Promise<Response | typeof HANG>;

export interface FakeFetch extends FetchLike {
  requests: RecordedRequest[];
}

/** A fetch that records every request and, like the real one, rejects when its signal aborts. */
export function fakeFetch(responder: Responder, options: { ignoreAbort?: boolean } = {}): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fetch = (async (input: string, init: RequestInit) => {
    const request: RecordedRequest = {
      url: new URL(input, location.origin),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
      signal: init.signal ?? undefined,
    };
    requests.push(request);
    const answer = await responder(request);
    if (answer !== HANG) return answer;
    return new Promise<Response>((_resolve, reject) => {
      if (options.ignoreAbort) return;
      init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    });
  }) as FakeFetch;
  fetch.requests = requests;
  return fetch;
}

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export function raw(text: string, status = 200, contentType = 'text/html'): Response {
  return new Response(text, { status, headers: { 'Content-Type': contentType } });
}

/** A Response-like object for statuses the Response constructor refuses (e.g. 199). */
export function oddStatus(status: number, text: string): Response {
  return { status, ok: false, text: async () => text } as unknown as Response;
}

/** Let pending promise callbacks run. */
export async function settle(rounds = 5): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Await a promise expected to reject, and return what it rejected with. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('Expected the promise to reject, but it resolved');
}

/** Gateway answer helpers (wire protocol). */
export function gatewayOk(data: unknown = {}): Response {
  return json({ api: 'test', v: '1.0', ret: ['SUCCESS::ok'], data });
}

export function gatewayFail(ret: string, data: unknown = {}, status = 200): Response {
  return json({ api: 'test', v: '1.0', ret: [ret], data }, status);
}

export function dataOf(request: RecordedRequest): Record<string, unknown> {
  const encoded = request.method === 'POST' ? new URLSearchParams(request.body ?? '').get('data') : request.url.searchParams.get('data');
  return JSON.parse(encoded ?? 'null') as Record<string, unknown>;
}
