/**
 * Every answer is checked at the api boundary: a malformed answer of any call (wrong types,
 * missing fields, a "__proto__" key) gives SPEC §8's generic error and one monitoring report
 * naming the call and the failed path; nothing else ever escapes the api layer. The checks for
 * a list of calls, used by the core calls' test and by each feature's api test.
 */
import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { createApi, type Api, type ApiSlice, type MalformedAnswerReport } from '../../src/api/calls.ts';
import { ApiError, userMessage } from '../../src/api/errors.ts';
import { getConfig, type MemberConfig } from '../../src/config/settings.ts';
import { en } from '../../src/i18n/en.ts';
import { fakeFetch, type RecordedRequest } from './helpers.ts';

const MEMBER = 'https://member.example.test';
const GATEWAY = 'https://gw.example.test';
const config: MemberConfig = { ...getConfig(), env: 'production', region: 'SG', memberHost: MEMBER, gatewayHost: GATEWAY, qrClientId: 'buyer-app' };
const GOOD_CSRF = { parameterName: '_csrf', token: 'csrf-1' };

export type Host = 'member' | 'gateway';

export interface CallCase {
  call: keyof Api;
  host: Host;
  run: (api: Api) => Promise<unknown>;
  /** Answers (the member module or the gateway data) that do not fit the call's schema. */
  malformed: unknown[];
}

export const phone = { phone: '91234567', phonePrefixCode: '65' };
export const brokenLogin = ['ok', 7, [], { user: 'Ana' }, { user: { id: {} } }, { loginNextStepActionData: 'JUMP' }, { loginResponseDTO: { user: { id: null } } }];

/** A marketplace that answers `answer` (raw body text) for the call under test, and sane tokens otherwise. */
function marketplace(host: Host, body: string) {
  return fakeFetch((request: RecordedRequest) => {
    if (request.url.pathname === '/user/api/getCsrfToken') return new Response(JSON.stringify({ success: true, module: GOOD_CSRF }));
    if (host === 'member' ? request.url.origin === MEMBER : request.url.origin === GATEWAY) return new Response(body);
    return new Response('{"success":false}', { status: 404 });
  });
}

export const wrap = (host: Host, answer: unknown) => JSON.stringify(host === 'member' ? { success: true, module: answer } : { ret: ['SUCCESS::ok'], data: answer });

export function apiWith(host: Host, body: string, reports: MalformedAnswerReport[], slices: readonly ApiSlice[] = []) {
  return createApi({ config: () => config, fetch: marketplace(host, body), antiBot: () => undefined, onMalformedAnswer: (report) => reports.push(report) }, slices);
}

export async function outcomeOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return error;
  }
}

/** For each case: its malformed answers, a "__proto__" key, and random JSON (fast-check). */
export function checkAnswerCases(cases: readonly CallCase[], slices: readonly ApiSlice[] = []): void {
  for (const { call, host, run, malformed } of cases) {
    it(`${call}: wrong types and missing fields give the generic error and one report with the path`, async () => {
      for (const answer of malformed) {
        const reports: MalformedAnswerReport[] = [];
        const error = await outcomeOf(run(apiWith(host, wrap(host, answer), reports, slices)));
        expect(error, JSON.stringify(answer)).to.be.instanceOf(ApiError);
        expect((error as ApiError).kind, JSON.stringify(answer)).to.equal('malformed');
        expect(userMessage(error, en)).to.equal('Network error, please try again later');
        expect(reports, JSON.stringify(answer)).to.have.length(1);
        expect(reports[0].call).to.equal(call);
        expect(reports[0]).to.have.keys(['call', 'answer', 'path']);
        // The report names where the answer broke, never what it held.
        expect(JSON.stringify(reports[0])).not.to.include('Ana');
      }
    });

    it(`${call}: an answer with a "__proto__" key is refused whole`, async () => {
      const reports: MalformedAnswerReport[] = [];
      const body = wrap(host, { id: 'u1' }).replace(/^\{/, '{"__proto__":{"polluted":true},');
      const error = await outcomeOf(run(apiWith(host, body, reports, slices)));
      expect((error as ApiError).kind).to.equal('malformed');
      expect(reports).to.deep.equal([{ call, answer: call, path: '__proto__' }]);
      expect(({} as Record<string, unknown>).polluted).to.equal(undefined);
    });
  }

  describe('fast-check: random JSON never throws anything but an ApiError out of the api layer', () => {
    const unique = cases.filter((c, i) => cases.findIndex((o) => o.run === c.run) === i);
    for (const { call, host, run } of unique) {
      it(call, async () => {
        await fc.assert(
          fc.asyncProperty(fc.jsonValue(), fc.boolean(), async (value, asWholeBody) => {
            const reports: MalformedAnswerReport[] = [];
            const body = asWholeBody ? JSON.stringify(value) : wrap(host, value);
            const error = await outcomeOf(run(apiWith(host, body, reports, slices)));
            if (error !== undefined && !(error instanceof ApiError)) throw error;
            if (error instanceof ApiError && error.kind === 'malformed') expect(reports).to.have.length(1);
          }),
          { numRuns: 60 },
        );
      });
    }
  });
}
