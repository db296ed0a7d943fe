import { expect } from '@open-wc/testing';
import { GATEWAY_TIMEOUT_MS } from '../../src/config/constants.ts';
import { ApiError } from '../../src/api/errors.ts';
import { raceAbort, requestJson } from '../../src/api/http.ts';
import { FakeClock, HANG, fakeFetch, json, oddStatus, raw, rejectionOf, settle } from './helpers.ts';

const URL_ = 'https://member.example.test/user/api/x';

function run(fetch: ReturnType<typeof fakeFetch>, extra: Partial<Parameters<typeof requestJson>[1]> = {}) {
  return requestJson(URL_, { method: 'GET', timeoutMs: GATEWAY_TIMEOUT_MS, fetch, clock: new FakeClock(), ...extra });
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

describe('api/http requestJson', () => {
  it('sends credentials, the XHR marker and asks for JSON', async () => {
    const fetch = fakeFetch(() => json({ ok: true }));
    expect(await run(fetch, { headers: { 'x-i18n-language': 'en' } })).to.deep.equal({ ok: true });
    const [request] = fetch.requests;
    expect(request.credentials).to.equal('include');
    expect(request.headers['X-Requested-With']).to.equal('XMLHttpRequest');
    expect(request.headers.Accept).to.equal('application/json');
    expect(request.headers['x-i18n-language']).to.equal('en');
  });

  it('accepts every status from 200 to 299', async () => {
    for (const status of [200, 201, 250, 299]) {
      expect(await run(fakeFetch(() => json({ status }, status)))).to.deep.equal({ status });
    }
  });

  it('rejects statuses outside 200-299 with a typed http error that keeps a JSON body', async () => {
    for (const status of [300, 304, 400, 403, 404, 500, 503]) {
      const error = await errorOf(run(fakeFetch(() => (status === 304 ? oddStatus(status, '') : json({ why: status }, status)))));
      expect(error.kind, String(status)).to.equal('http');
      expect(error.status).to.equal(status);
      if (status !== 304) expect(error.data).to.deep.equal({ why: status });
    }
    const below = await errorOf(run(fakeFetch(() => oddStatus(199, '{}'))));
    expect(below.kind).to.equal('http');
    expect(below.status).to.equal(199);
  });

  it('keeps no data when a refused answer is an HTML page', async () => {
    const error = await errorOf(run(fakeFetch(() => raw('<html><body>Bad gateway</body></html>', 502))));
    expect(error.kind).to.equal('http');
    expect(error.data).to.equal(undefined);
  });

  describe('bad bodies are typed "malformed" errors, never uncaught exceptions', () => {
    const bodies: Record<string, string> = {
      'an HTML error page': '<!DOCTYPE html><html><body><h1>502 Bad Gateway</h1></body></html>',
      'an empty body': '',
      'a blank body': '   \n',
      'truncated JSON': '{"success": true, "module": {"tok',
      'plain text': 'OK',
    };
    for (const [name, body] of Object.entries(bodies)) {
      it(name, async () => {
        const error = await errorOf(run(fakeFetch(() => raw(body))));
        expect(error.kind).to.equal('malformed');
        expect(error.status).to.equal(200);
      });
    }

    it('a body that breaks while it is read', async () => {
      const broken = { status: 200, text: () => Promise.reject(new TypeError('network error')) } as unknown as Response;
      expect((await errorOf(run(fakeFetch(() => broken)))).kind).to.equal('malformed');
    });
  });

  it('turns a failed fetch into an "offline" error', async () => {
    const error = await errorOf(run(fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')))));
    expect(error.kind).to.equal('offline');
    expect((error as Error & { cause?: unknown }).cause).to.be.instanceOf(TypeError);
  });

  it('times out after exactly the given time on the injected clock', async () => {
    const clock = new FakeClock();
    const fetch = fakeFetch(() => HANG);
    let settled: unknown;
    const pending = run(fetch, { clock }).then(
      () => (settled = 'resolved'),
      (error: unknown) => (settled = error),
    );
    await settle();
    clock.tick(GATEWAY_TIMEOUT_MS - 1);
    await settle();
    expect(settled).to.equal(undefined);
    clock.tick(1);
    await pending;
    expect(settled).to.be.instanceOf(ApiError);
    expect((settled as ApiError).kind).to.equal('timeout');
    expect(fetch.requests[0].signal?.aborted).to.equal(true);
  });

  it('times out even when the fetch ignores its signal', async () => {
    const clock = new FakeClock();
    const pending = run(fakeFetch(() => HANG, { ignoreAbort: true }), { clock, timeoutMs: 10 });
    await settle();
    clock.tick(10);
    expect((await errorOf(pending)).kind).to.equal('timeout');
  });

  it('times out while the body is still arriving', async () => {
    const clock = new FakeClock();
    const slowBody = { status: 200, text: () => new Promise<string>(() => {}) } as unknown as Response;
    const pending = run(fakeFetch(() => slowBody), { clock, timeoutMs: 10 });
    await settle();
    clock.tick(10);
    expect((await errorOf(pending)).kind).to.equal('timeout');
  });

  it('clears its timer once answered', async () => {
    const clock = new FakeClock();
    await run(fakeFetch(() => json({})), { clock });
    expect(clock.pendingTimers).to.equal(0);
  });

  it('does not send at all when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetch = fakeFetch(() => json({}));
    expect((await errorOf(run(fetch, { signal: controller.signal }))).kind).to.equal('aborted');
    expect(fetch.requests).to.have.length(0);
  });

  it('aborts a request in flight when the caller aborts', async () => {
    const controller = new AbortController();
    const fetch = fakeFetch(() => HANG);
    const pending = run(fetch, { signal: controller.signal });
    await settle();
    controller.abort();
    expect((await errorOf(pending)).kind).to.equal('aborted');
    expect(fetch.requests[0].signal?.aborted).to.equal(true);
  });

  it("reports 'lib is not defined' when there is no fetch at all", async () => {
    const saved = globalThis.fetch;
    (globalThis as { fetch?: unknown }).fetch = undefined;
    try {
      const error = await errorOf(requestJson(URL_, { timeoutMs: 10 }));
      expect(error.kind).to.equal('config');
      expect(error.message).to.equal('lib is not defined, please check out lib-mtop.js has been loaded');
    } finally {
      globalThis.fetch = saved;
    }
  });

  it('uses the global fetch and the real clock by default', async () => {
    const body = await requestJson(`${location.origin}/test/api/fixtures/answer.json`, { timeoutMs: 5000 });
    expect(body).to.deep.equal({ success: true, module: { fixture: 'served by the test server' } });
  });

  it('raceAbort passes values and errors through when nothing aborts', async () => {
    const signal = new AbortController().signal;
    expect(await raceAbort(Promise.resolve(1), signal, () => 'aborted')).to.equal(1);
    expect(await rejectionOf(raceAbort(Promise.reject(new Error('no')), signal, () => 'aborted'))).to.have.property('message', 'no');
  });
});
