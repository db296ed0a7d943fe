/**
 * The header's page-load question "who is logged in?" (SPEC §4: get-user returns an id). A quiet
 * GET of the gateway's getUser that loads neither the full client nor its error catalogue
 * (issue 9 page-load budget): any failure simply means "not known to be logged in".
 */
import { GATEWAY_API_VERSION, GATEWAY_TIMEOUT_MS, HTTP_OK_MAX, HTTP_OK_MIN } from '../config/constants.ts';
import { getRegion } from '../config/regions.ts';
import { configForContext, requestLanguageTag, type ElementContext } from '../context/element-context.ts';
import { gatewayApiName, gatewayUrl } from './gateway-url.ts';
import { requestHeaders, XHR_MARKER_HEADER } from './request-headers.ts';

export interface ProbedUser {
  id: string;
  name?: string;
  email?: string;
  phone?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Asks the hosts of `context` (the header's), with its language and region headers (SPEC §3). */
export async function probeCurrentUser(context: ElementContext, signal?: AbortSignal): Promise<ProbedUser | undefined> {
  const config = configForContext(context);
  const region = getRegion(context.region);
  try {
    const response = await fetch(
      gatewayUrl({
        host: config.gatewayHost,
        api: gatewayApiName('getUser'),
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
    const body: unknown = await response.json();
    const answer = body as { ret?: unknown; data?: Record<string, unknown> } | null;
    if (!Array.isArray(answer?.ret) || !String(answer.ret[0]).startsWith('SUCCESS')) return undefined;
    const data = answer.data ?? {};
    const id = typeof data.id === 'number' ? String(data.id) : text(data.id);
    return id ? { id, name: text(data.name), email: text(data.email), phone: text(data.phone) } : undefined;
  } catch {
    return undefined;
  }
}
