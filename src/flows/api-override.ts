/** Tests: one api client for every context (see setSharedApi); apart so both api loaders see it. */
import type { ApiClient } from '../api/index.ts';

/** The client every context uses instead of its own (a live binding; undefined: real clients). */
export let apiOverride: ApiClient | undefined;

/** Tests: every context uses this client (undefined: back to real clients). */
export function setSharedApi(api: ApiClient | undefined): void {
  apiOverride = api;
}
