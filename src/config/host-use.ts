/**
 * A call is about to use host option `option`. A page that named some hosts in configure() but
 * not this one is told once in the console (config-check.ts): the call goes to the default host
 * of its env and region, which such a page rarely means (a pre storefront would call
 * production's member host). Only the api client's calls note it, not the header's page-load
 * session check: the page-load bytes are the tightest budget, and the first call of the popup
 * says it all the same.
 */
import { configuredValue } from './settings.ts';

const HOST_OPTIONS = ['memberHost', 'gatewayHost', 'jsonpHost'] as const;

export function noteHostUse(option: (typeof HOST_OPTIONS)[number]): void {
  if (configuredValue(option) === undefined && HOST_OPTIONS.some((other) => configuredValue(other) !== undefined)) {
    void import('./config-check.ts').then((check) => check.reportUnconfiguredHost(option));
  }
}
