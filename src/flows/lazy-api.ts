/**
 * An element context's api client behind a stand-in that loads it on the first call. The Login
 * screen is interactive before the api layer has arrived (first-open budget); the first
 * call (the provider list, a submit) waits for the chunk once. Same interface as the real client.
 */
import type { ReadableAtom } from 'nanostores';
import type { ApiClient, CallOptions, ThirdPartyProvider } from '../api/index.ts';
import type { ElementContext } from '../context/element-context.ts';
import { quietGatewayGet } from '../api/quiet-gateway.ts';
import { readProviderNames } from '../api/provider-names.ts';
import { apiOverride } from './api-override.ts';

let loading: Promise<typeof import('./shared-api.ts')> | undefined;

/** Loads the api layer once and gives the client of `$context` with the features' calls (tests may swap it). */
export function loadContextApi($context: ReadableAtom<ElementContext>): Promise<ApiClient> {
  loading ??= import('./shared-api.ts');
  return loading.then((m) => m.apiForContext($context));
}

const standIns = new WeakMap<ReadableAtom<ElementContext>, ApiClient>();

/**
 * Login asks for the provider list as it opens. Until the full client is loading anyway, that
 * one call is a quiet GET (the first open is Login and React, within 90 KB); a failure or an
 * unreadable answer means no provider buttons (SPEC §3), as with the full client.
 */
async function providersBeforeTheClient($context: ReadableAtom<ElementContext>, options: CallOptions = {}): Promise<ThirdPartyProvider[]> {
  return readProviderNames(await quietGatewayGet($context.get(), 'webSiteIdSupport3rd', options.signal)) ?? Promise.reject(new Error('No provider list'));
}

/** Every method forwards to the real client of `$context`, loading it first. */
export function lazyApiFor($context: ReadableAtom<ElementContext>): ApiClient {
  let api = standIns.get($context);
  if (!api) {
    api = new Proxy({} as ApiClient, {
      get(_target, name) {
        if (name === 'then' || typeof name === 'symbol') return undefined;
        if (name === 'webSiteIdSupport3rd' && !loading && !apiOverride) return (options?: CallOptions) => providersBeforeTheClient($context, options);
        return (...args: unknown[]) =>
          loadContextApi($context).then((client) => (client[name as keyof ApiClient] as (...a: unknown[]) => unknown)(...args));
      },
    });
    standIns.set($context, api);
  }
  return api;
}
