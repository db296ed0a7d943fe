/**
 * `logout()` from the package entry: what the header menu's Logout does, for pages that
 * offer their own control. The page-wide context (configure(), the hng cookie, the defaults)
 * decides the hosts; the flow and the api client load on the call.
 */
import { resolveContext } from '../context/element-context.ts';
import { createContextStore } from '../context/context-store.ts';

/** Ends the session; resolves true once logged out, false when the call failed (a toast says why). */
export async function logout(options: { host?: EventTarget } = {}): Promise<boolean> {
  const [{ logOut }, { loadContextApi }] = await Promise.all([import('./logout.ts'), import('./lazy-api.ts')]);
  const { $context } = createContextStore(() => resolveContext());
  return logOut({ api: await loadContextApi($context), context: $context.get(), host: options.host ?? document });
}
