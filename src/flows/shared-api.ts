/**
 * One api client per element context: its calls go to the hosts of that element's
 * environment and region, and carry its language and region headers (SPEC §3). Loaded with the
 * first flow that needs the network, never with the page's first paint. Each context has one
 * transport: its gateway hooks (SPEC §4 session expiry, §8 traffic limit, user validation) are
 * installed as it is made, and the core calls and the features' calls share it.
 */
import type { ReadableAtom } from 'nanostores';
import { composeApi, createApiTransport, type ApiClient, type ApiSlice, type ApiTransport, type CoreApiClient, type MalformedAnswerReport } from '../api/index.ts';
import { setDisplayFallbackListener } from '../api/answer-schemas.ts';
import type { ElementContext } from '../context/element-context.ts';
import { requestLogin } from '../stores/login-requests.ts';
import { apiSliceSources, type ApiSliceSource } from './api-slices.ts';
import { installGatewayHooks } from './gateway-hooks.ts';
import { apiOverride } from './api-override.ts';

interface ContextClients {
  transport: ApiTransport;
  core: CoreApiClient;
  /** The client with the features' calls, and the slices it was composed of. */
  composed?: { slices: readonly ApiSlice[]; client: ApiClient };
}

const contexts = new WeakMap<ReadableAtom<ElementContext>, ContextClients>();

let slicesOf: { sources: readonly ApiSliceSource[]; slices: Promise<readonly ApiSlice[]> } | undefined;

/**
 * The slices of every feature the feature list provided, loaded once: the same array until it
 * provides others, so a client can tell whether it has them all. A failed load is forgotten and
 * the next call tries again.
 */
function loadApiSlices(): Promise<readonly ApiSlice[]> {
  const sources = apiSliceSources;
  if (slicesOf?.sources !== sources) {
    const loading = { sources, slices: Promise.all(sources.flatMap(({ api }) => (api ? [api().then((module) => module.apiSlice)] : []))) };
    loading.slices.catch(() => {
      if (slicesOf === loading) slicesOf = undefined;
    });
    slicesOf = loading;
  }
  return slicesOf.slices;
}

// A shown-only field of the wrong type (a user's name that is a number) costs no login: it reads
// as absent and monitoring hears of the field (never its value). Loaded only when it happens.
setDisplayFallbackListener((report) => void import('../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('malformed-answer', { ...report, answer: report.call, kept: true })));

// A broken answer reaches monitoring with its call and path; the shopper gets SPEC §8's generic
// error from the flow. Loaded only when it happens.
const reportMalformed = (report: MalformedAnswerReport) => void import('../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('malformed-answer', report));

function clientsOf($context: ReadableAtom<ElementContext>): ContextClients {
  let clients = contexts.get($context);
  if (!clients) {
    const transport = createApiTransport({ context: () => $context.get() });
    const core = composeApi(transport, [], reportMalformed);
    installGatewayHooks(core, {
      // A login the gateway asks for opens the page's popup in the same context as the call.
      openLoginAndWait: () => requestLogin({ screen: 'login', context: () => $context.get() }).then((popup) => popup.closed),
      navigate: (url) => location.assign(url),
    });
    clients = { transport, core };
    contexts.set($context, clients);
  }
  return clients;
}

/** The core calls of `$context` (One Tap, the header): no feature's code is loaded for them. */
export function coreApiForContext($context: ReadableAtom<ElementContext>): CoreApiClient {
  return apiOverride ?? clientsOf($context).core;
}

/**
 * The full client of `$context`: the core calls and the calls of every feature the feature list
 * provided, on the context's one transport. Recomposed when the list brings slices the client
 * lacks (a header's logout may come before the popup's feature list is on the page).
 */
export async function apiForContext($context: ReadableAtom<ElementContext>): Promise<ApiClient> {
  const override = apiOverride;
  if (override) return override;
  const slices = await loadApiSlices();
  const clients = clientsOf($context);
  if (clients.composed?.slices !== slices) clients.composed = { slices, client: composeApi(clients.transport, slices, reportMalformed) };
  return clients.composed.client;
}
