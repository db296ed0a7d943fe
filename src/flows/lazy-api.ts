/**
 * An element context's api client behind a stand-in that loads it on the first call. The Login
 * screen is interactive before the api layer has arrived (issue 9 first-open budget); the first
 * call (the provider list, a submit) waits for the chunk once. Same interface as the real client.
 */
import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/index.ts';
import type { ElementContext } from '../context/element-context.ts';

let loading: Promise<typeof import('./shared-api.ts')> | undefined;

/** Loads the api layer once and gives the client of `$context` (tests may swap it). */
export function loadContextApi($context: ReadableAtom<ElementContext>): Promise<ApiClient> {
  loading ??= import('./shared-api.ts');
  return loading.then((m) => m.apiForContext($context));
}

const standIns = new WeakMap<ReadableAtom<ElementContext>, ApiClient>();

/** Every method forwards to the real client of `$context`, loading it first. */
export function lazyApiFor($context: ReadableAtom<ElementContext>): ApiClient {
  let api = standIns.get($context);
  if (!api) {
    api = new Proxy({} as ApiClient, {
      get(_target, name) {
        if (name === 'then' || typeof name === 'symbol') return undefined;
        return (...args: unknown[]) =>
          loadContextApi($context).then((client) => (client[name as keyof ApiClient] as (...a: unknown[]) => unknown)(...args));
      },
    });
    standIns.set($context, api);
  }
  return api;
}
