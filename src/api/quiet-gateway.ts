/**
 * A quiet GET of one gateway call with an element's context (SPEC §3 headers), for the answers a
 * page or a first screen needs before the full api client has loaded: who is logged in (the
 * header at page load, within its budget) and which sign-in buttons Login shows (the first open
 * is Login and React only). No retry, no login, no dialog, no error catalogue: any failure is
 * simply "no answer", which both callers treat as the safe default.
 */
import { GATEWAY_API_VERSION, GATEWAY_TIMEOUT_MS, HTTP_OK_MAX, HTTP_OK_MIN } from '../config/constants.ts';
import { getRegion } from '../config/regions.ts';
import { configForContext, requestLanguageTag, type ElementContext } from '../context/element-context.ts';
import { gatewayApiName, gatewayUrl } from './gateway-url.ts';
import { requestHeaders, XHR_MARKER_HEADER } from './request-headers.ts';

/** A gateway answer read quietly: its first ret string and its data. */
export interface QuietAnswer {
  ret: string;
  data: unknown;
}

/** The answer of gateway call `name`, or undefined when none came (network, status, not JSON). */
export async function quietGatewayAnswer(context: ElementContext, name: string, signal?: AbortSignal): Promise<QuietAnswer | undefined> {
  const config = configForContext(context);
  const region = getRegion(context.region);
  try {
    const response = await fetch(
      gatewayUrl({
        host: config.gatewayHost,
        api: gatewayApiName(name),
        version: GATEWAY_API_VERSION,
        appKey: region.appKey,
        now: Date.now(),
        data: '{}',
      }),
      {
        credentials: 'include',
        headers: {
          [XHR_MARKER_HEADER.name]: XHR_MARKER_HEADER.value,
          ...requestHeaders({ language: requestLanguageTag(context), region }),
        },
        signal: signal ?? AbortSignal.timeout(config.gatewayTimeoutMs ?? GATEWAY_TIMEOUT_MS),
      },
    );
    if (response.status < HTTP_OK_MIN || response.status > HTTP_OK_MAX) return undefined;
    const body = (await response.json()) as { ret?: unknown; data?: unknown } | null;
    return Array.isArray(body?.ret) ? { ret: String(body.ret[0]), data: body.data } : undefined;
  } catch {
    return undefined;
  }
}

/** The `data` of a successful answer of gateway call `name`, or undefined for any failure. */
export async function quietGatewayGet(context: ElementContext, name: string, signal?: AbortSignal): Promise<unknown> {
  const answer = await quietGatewayAnswer(context, name, signal);
  return answer?.ret.startsWith('SUCCESS') ? answer.data : undefined;
}
