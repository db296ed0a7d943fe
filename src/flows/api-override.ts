/** Tests: one api client for every context (see setSharedApi); apart so both api loaders see it. */
import type { ApiClient } from '../api/index.ts';

let override: ApiClient | undefined;

/** Tests: every context uses this client (undefined: back to real clients). */
export function setSharedApi(api: ApiClient | undefined): void {
  override = api;
}

export function apiOverride(): ApiClient | undefined {
  return override;
}
