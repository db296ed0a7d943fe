/**
 * A real api client with every feature's calls, composed as the page composes it: from the
 * feature list's slice loaders (a feature folder removed with its line is simply not there).
 */
import { createApi, type ApiClient, type ApiSlice, type CreateApiOptions } from '../../src/api/index.ts';
import type { FeatureManifest } from '../../src/kit/feature.ts';
import { FEATURES } from '../../src/screens/features.ts';

export function featureSlices(): Promise<ApiSlice[]> {
  return Promise.all((FEATURES as readonly FeatureManifest[]).flatMap(({ api }) => (api ? [api().then((module) => module.apiSlice)] : [])));
}

/** `createApi(options)` with the calls of every feature in the feature list. */
export async function createFullApi(options: CreateApiOptions = {}): Promise<ApiClient> {
  return createApi(options, await featureSlices());
}
