/**
 * The page's one api client. Loaded with the first flow that needs the network, never with the
 * page's first paint; the popup fills the gateway's hooks (login, retry-later, verification).
 */
import { createApi, type ApiClient } from '../api/index.ts';

let shared: ApiClient | undefined;

export function getSharedApi(): ApiClient {
  shared ??= createApi();
  return shared;
}

/** Tests: use this client for the page. */
export function setSharedApi(api: ApiClient | undefined): void {
  shared = api;
}
