/**
 * The server of the time-limit tests (test/reliability/timeouts.test.tsx and the features' own):
 * it answers the popup's set-up calls and never answers the call under test.
 */
import { HANG, fakeFetch, gatewayOk, json, type FakeFetch } from '../api/helpers.ts';

/** SPEC §9 "Gateway timeout 20000 ms", the default of both hosts. */
export const SPEC_TIMEOUT_MS = 20000;

/** A server that answers the set-up calls and never answers `silentCall`. */
export function silentServer(silentCall: string): FakeFetch {
  return fakeFetch((request) => {
    const path = request.url.pathname;
    if (path.includes(silentCall)) return HANG;
    if (path.endsWith('/getCsrfToken')) return json({ success: true, module: { parameterName: '_csrf', token: 'csrf-token' } });
    if (path.includes('webSiteIdSupport3rd')) return gatewayOk({ result: [] });
    if (path.includes('checkSmsChannel')) return gatewayOk({ result: [{ deliveryType: 'SMS' }] });
    return HANG;
  });
}
