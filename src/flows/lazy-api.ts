/**
 * The page's api client behind a stand-in that loads it on the first call. The Login screen is
 * interactive before the api layer has arrived (issue 9 first-open budget); the first call (the
 * provider list, a submit) waits for the chunk once. Same interface as the real client.
 */
import type { ApiClient } from '../api/index.ts';

let loading: Promise<typeof import('./shared-api.ts')> | undefined;

/** Loads the api layer once and gives the page's current client (tests may swap it). */
export function loadSharedApi(): Promise<ApiClient> {
  loading ??= import('./shared-api.ts');
  return loading.then((m) => m.getSharedApi());
}

/** Every method forwards to the real client, loading it first. */
export const lazyApi: ApiClient = new Proxy({} as ApiClient, {
  get(_target, name) {
    if (name === 'then' || typeof name === 'symbol') return undefined;
    return (...args: unknown[]) =>
      loadSharedApi().then((api) => (api[name as keyof ApiClient] as (...a: unknown[]) => unknown)(...args));
  },
});
