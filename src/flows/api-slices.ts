/**
 * The port through which the feature list hands the api its features' calls: each feature's
 * manifest names a loader of its api slice, the composition (src/screens/features.ts) provides
 * them, and the per-context client (shared-api.ts) loads them with its first call. A page with
 * no popup never provides any: its client has the core calls, which is all the header uses.
 */
import type { ApiSlice } from '../api/index.ts';

export type ApiSliceLoader = () => Promise<{ apiSlice: ApiSlice }>;

let loaders: readonly (ApiSliceLoader | undefined)[] = [];
let loaded: Promise<readonly ApiSlice[]> | undefined;

/** The composition's slice loaders (features without calls have none). */
export function provideApiSlices(list: readonly (ApiSliceLoader | undefined)[]): void {
  loaders = list;
  loaded = undefined;
}

/**
 * Every provided slice, loaded once. The same array until other loaders are provided, so a
 * client can tell whether it has them all. A failed load is forgotten: the next call tries again.
 */
export function loadApiSlices(): Promise<readonly ApiSlice[]> {
  const loading = (loaded ??= Promise.all(loaders.flatMap((load) => (load ? [load().then((module) => module.apiSlice)] : []))));
  loading.catch(() => {
    if (loaded === loading) loaded = undefined;
  });
  return loading;
}
