/**
 * The port through which the feature list hands the api client its features' calls: each
 * feature's manifest names a loader of its api slice, the composition (src/screens/features.ts)
 * provides the manifests, and the per-context client (shared-api.ts) loads the slices with its
 * first call. A page with no popup provides none: its client has the core calls, which is all
 * the header uses. Only this much comes with the first open; the loading is in shared-api.ts.
 */
import type { ApiSlice } from '../api/index.ts';

export interface ApiSliceSource {
  /** The feature's own calls (its api.ts), loaded with the api client, never with the first open. */
  readonly api?: () => Promise<{ apiSlice: ApiSlice }>;
}

/** What the feature list provided (a live binding; a new array when it provides again). */
export let apiSliceSources: readonly ApiSliceSource[] = [];

export function provideApiSlices(features: readonly ApiSliceSource[]): void {
  apiSliceSources = features;
}
