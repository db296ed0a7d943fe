/**
 * What every call of the wire protocol is built on: the member and gateway clients of one
 * element context, with its language and region headers (SPEC §3, §7). The core calls
 * (calls.ts) and each feature's api slice get the same transport, so they share one
 * anti-forgery token, one set of gateway hooks and one time limit.
 */
import { getRegion, type Region } from '../config/regions.ts';
import type { MemberConfig } from '../config/settings.ts';
import { noteHostUse } from '../config/host-use.ts';
import { configForContext, requestLanguageTag, resolveContext, type ElementContext } from '../context/element-context.ts';
import { requestHeaders } from './request-headers.ts';
import { gatewayApiName } from './gateway-url.ts';
import { createGatewayClient, type AntiBotLibrary, type GatewayCallOptions, type GatewayHooks } from './gateway.ts';
import type { Clock, FetchLike } from './http.ts';
import { CSRF_HEADER, createMemberClient, type MemberClient } from './member.ts';

export interface CreateApiOptions {
  /**
   * The context every call speaks, resolved once by the element (SPEC §3): its region and language
   * make the `x-i18n-regionID` and `x-i18n-language` headers, its environment and region the
   * hosts. Defaults to the page's (`resolveContext()`: configure(), the hng cookie, SPEC §1).
   */
  context?: () => ElementContext;
  /** Hosts and keys, read on every call; defaults to the context's (`configForContext`). Tests give fake hosts. */
  config?: () => Readonly<MemberConfig>;
  /** entrance header: the partner-app marker, or 'web' (wire protocol). */
  entrance?: () => string | undefined;
  fetch?: FetchLike;
  clock?: Clock;
  hooks?: Partial<GatewayHooks>;
  antiBot?: () => AntiBotLibrary | undefined;
  /**
   * Told of every answer that failed its schema: the Api method, the answer that failed
   * (the method's own, or the anti-forgery token it needed) and the first failing path. Never the
   * values. The caller still gets its 'malformed' ApiError.
   */
  onMalformedAnswer?: (report: MalformedAnswerReport) => void;
}

export interface MalformedAnswerReport {
  call: string;
  answer: string;
  path: string;
}

export interface ApiTransport {
  readonly member: MemberClient;
  /** A gateway call by its short name ('getUser'); the gateway's api prefix is added here. */
  gateway<T>(name: string, data: Record<string, unknown>, options: GatewayCallOptions): Promise<T>;
  /**
   * A gateway call of the user biz families, with the anti-forgery token as a header (SPEC §7)
   * and the member host's one refused-token refetch: the server did not act on the refused
   * call, so this is not a retry of a failed POST.
   */
  withAntiForgery<T>(name: string, data: Record<string, unknown>, options: GatewayCallOptions): Promise<T>;
  /** The configuration of this client, read on every call. */
  config(): Readonly<MemberConfig>;
  region(): Region;
  /** The x-i18n-language of this client's calls. */
  language(): string;
  readonly clock?: Clock;
  setHooks(hooks: Partial<GatewayHooks>): void;
}

/** A feature's calls, built on the transport of the client they join. */
export type ApiSlice<Calls extends object = object> = (transport: ApiTransport) => Calls;

/** The module of a member-host answer (SPEC §3 envelope `{ success, module }`). */
export const moduleOf = async <T>(promise: Promise<{ module?: T }>): Promise<T | undefined> => (await promise).module;

export function createApiTransport(options: CreateApiOptions = {}): ApiTransport {
  const context = options.context ?? (() => resolveContext());
  const config = options.config ?? (() => configForContext(context()));
  const region = () => getRegion(context().region);
  const language = () => requestLanguageTag(context());

  const headers = (): Record<string, string> =>
    requestHeaders({ language: language(), region: region(), entrance: options.entrance?.() });

  const member = createMemberClient({
    host: () => (noteHostUse('memberHost'), config().memberHost),
    // One time limit for both hosts (SPEC §9 20000 ms): the override shortens member calls too.
    timeoutMs: () => config().gatewayTimeoutMs,
    fetch: options.fetch,
    clock: options.clock,
    headers,
  });
  const gatewayClient = createGatewayClient({
    host: () => (noteHostUse('gatewayHost'), config().gatewayHost),
    appKey: () => region().appKey,
    timeoutMs: () => config().gatewayTimeoutMs,
    fetch: options.fetch,
    clock: options.clock,
    headers,
    hooks: options.hooks,
    antiBot: options.antiBot,
  });

  const gateway = <T>(name: string, data: Record<string, unknown>, callOptions: GatewayCallOptions) =>
    gatewayClient.call<T>(gatewayApiName(name), data, callOptions);

  return {
    member,
    gateway,
    withAntiForgery: <T>(name: string, data: Record<string, unknown>, callOptions: GatewayCallOptions): Promise<T> =>
      member.withCsrfToken(
        (csrf) => gateway<T>(name, data, { ...callOptions, headers: { ...callOptions.headers, [CSRF_HEADER]: csrf.token } }),
        { signal: callOptions.signal },
      ),
    config,
    region,
    language,
    clock: options.clock,
    setHooks: (hooks) => gatewayClient.setHooks(hooks),
  };
}
