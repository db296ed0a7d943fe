/**
 * One api client per element context: its calls go to the hosts of that element's
 * environment and region, and carry its language and region headers (SPEC §3). Loaded with the
 * first flow that needs the network, never with the page's first paint. Each client's gateway
 * hooks (SPEC §4 session expiry, §8 traffic limit, user validation) are installed as it is made.
 */
import type { ReadableAtom } from 'nanostores';
import { createApi, type ApiClient } from '../api/index.ts';
import { setDisplayFallbackListener } from '../api/answer-schemas.ts';
import type { ElementContext } from '../context/element-context.ts';
import { requestLogin } from '../stores/login-requests.ts';
import { installGatewayHooks } from './gateway-hooks.ts';
import { apiOverride } from './api-override.ts';

const clients = new WeakMap<ReadableAtom<ElementContext>, ApiClient>();

// A shown-only field of the wrong type (a user's name that is a number) costs no login: it reads
// as absent and monitoring hears of the field (never its value). Loaded only when it happens.
setDisplayFallbackListener((report) => void import('../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('malformed-answer', { ...report, answer: report.call, kept: true })));

export function apiForContext($context: ReadableAtom<ElementContext>): ApiClient {
  const override = apiOverride();
  if (override) return override;
  let client = clients.get($context);
  if (!client) {
    client = createApi({
      context: () => $context.get(),
      // A broken answer reaches monitoring with its call and path; the shopper gets
      // SPEC §8's generic error from the flow. Loaded only when it happens.
      onMalformedAnswer: (report) => void import('../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('malformed-answer', report)),
    });
    installGatewayHooks(client, {
      // A login the gateway asks for opens the page's popup in the same context as the call.
      openLoginAndWait: () => requestLogin({ screen: 'login', context: () => $context.get() }).then((popup) => popup.closed),
      navigate: (url) => location.assign(url),
    });
    clients.set($context, client);
  }
  return client;
}

export { setSharedApi } from './api-override.ts';
