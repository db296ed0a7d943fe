/** A fake marketplace for the tests of the api calls, core and feature slices alike (SPEC §7). */
import { expect } from '@open-wc/testing';
import { createApi, type ApiSlice, type CreateApiOptions } from '../../src/api/calls.ts';
import { ApiError } from '../../src/api/errors.ts';
import { resolveContext } from '../../src/context/element-context.ts';
import { getConfig, type MemberConfig } from '../../src/config/settings.ts';
import { fakeFetch, gatewayFail, json, rejectionOf, type RecordedRequest } from './helpers.ts';

export const MEMBER = 'https://member.example.test';
export const GATEWAY = 'https://gw.example.test';

export const baseConfig: MemberConfig = {
  ...getConfig(),
  env: 'production',
  region: 'ID',
  lang: undefined,
  memberHost: MEMBER,
  gatewayHost: GATEWAY,
  jsonpHost: `${location.origin}/test/api/fixtures`,
  qrClientId: 'buyer-app',
};

export type Route = (request: RecordedRequest) => Response;

/** A fake marketplace: the member host by path, the gateway by api name (without its prefix). */
export function marketplace(member: Record<string, Route> = {}, gateway: Record<string, Route> = {}) {
  return fakeFetch((request) => {
    if (request.url.origin === MEMBER) {
      if (request.url.pathname === '/user/api/getCsrfToken') return json({ success: true, module: { parameterName: '_csrf', token: 'csrf-1' } });
      const route = member[request.url.pathname];
      return route ? route(request) : json({ success: false, errorCode: { key: 'NOT_FOUND' } }, 404);
    }
    const api = request.url.searchParams.get('api') ?? '';
    const route = gateway[api.replace('mtop.mkt.member.', '')];
    return route ? route(request) : gatewayFail('FAIL_SYS_SERVICE_NOT_EXIST::no such api');
  });
}

/** A client factory for the fake marketplace, with the core calls and the calls of `slices`. */
export function builder(slices: readonly ApiSlice[] = []) {
  return (fetch: ReturnType<typeof fakeFetch>, config: Partial<MemberConfig> = {}, extra: Partial<CreateApiOptions> = {}) => {
    const merged = { ...baseConfig, ...config };
    // The call's context, as an element with these attributes would resolve it.
    const context = () => resolveContext({ env: merged.env, region: merged.region, lang: merged.lang });
    return createApi({ context, config: () => merged, fetch, antiBot: () => undefined, ...extra }, slices);
  };
}

export const ok = (module?: unknown) => () => json({ success: true, module });
export const bodyOf = (request: RecordedRequest) => JSON.parse(request.body ?? '{}') as Record<string, unknown>;
export const loginResult = { sessionId: 's1', loginType: 'EMAIL', user: { id: 'u1', name: 'Ana' } };

export function only(fetch: ReturnType<typeof fakeFetch>, method = 'POST'): RecordedRequest {
  const matching = fetch.requests.filter((r) => r.method === method && !r.url.pathname.endsWith('getCsrfToken'));
  expect(matching).to.have.length(1);
  return matching[0];
}

export async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}
