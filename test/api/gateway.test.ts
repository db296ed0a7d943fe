import { expect } from '@open-wc/testing';
import { ANTI_BOT_WAIT_MS, GATEWAY_TIMEOUT_MS } from '../../src/config/constants.ts';
import { ApiError, userMessage } from '../../src/api/errors.ts';
import { carriesSecret, createGatewayClient, type AntiBotLibrary, type GatewayClientOptions, type GatewayHooks } from '../../src/api/gateway.ts';
import { en } from '../../src/i18n/en.ts';
import { FakeClock, HANG, dataOf, fakeFetch, gatewayFail, gatewayOk, json, raw, rejectionOf, settle, type FakeFetch, type RecordedRequest } from './helpers.ts';

const HOST = 'https://gw.example.test';
const API = 'mtop.mkt.member.getUser';

function gateway(fetch: FakeFetch, extra: Partial<GatewayClientOptions> = {}) {
  return createGatewayClient({
    host: HOST,
    appKey: '24600001',
    fetch,
    clock: new FakeClock(),
    headers: () => ({ 'x-i18n-language': 'en', 'x-i18n-regionID': 'SG', entrance: 'web' }),
    antiBot: () => undefined,
    ...extra,
  });
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

/** A deferred the test resolves by hand (a login the user completes or cancels). */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const isReplay = (r: RecordedRequest) => r.url.searchParams.get('loginCallback') === '1';

describe('api/gateway client (SPEC §7, wire protocol)', () => {
  describe('request shape', () => {
    it('defaults to GET, version 1.0, secure mode, AutoLoginOnly and the regional app key', async () => {
      const fetch = fakeFetch(() => gatewayOk({ id: '7' }));
      const clock = new FakeClock();
      const data = await gateway(fetch, { clock }).call(API, { scene: 'x' });
      expect(data).to.deep.equal({ id: '7' });
      const [request] = fetch.requests;
      expect(request.method).to.equal('GET');
      expect(request.url.origin + request.url.pathname).to.equal(`${HOST}/h5/${API}/1.0/`);
      const query = Object.fromEntries(request.url.searchParams);
      expect(query).to.include({ appKey: '24600001', v: '1.0', type: 'originaljson', api: API, sessionOption: 'AutoLoginOnly', isSec: '1', t: String(clock.now()) });
      expect(JSON.parse(query.data)).to.deep.equal({ scene: 'x' });
      expect(request.credentials).to.equal('include');
      expect(request.headers).to.include({ 'X-Requested-With': 'XMLHttpRequest', 'x-i18n-language': 'en', 'x-i18n-regionID': 'SG', entrance: 'web' });
    });

    it('sends POST data as a form body, not in the URL', async () => {
      const fetch = fakeFetch(() => gatewayOk());
      await gateway(fetch).call(API, { clientId: 'app' }, { method: 'POST', version: '2.0', headers: { 'X-CSRF-TOKEN': 't' } });
      const [request] = fetch.requests;
      expect(request.method).to.equal('POST');
      expect(request.url.pathname).to.equal(`/h5/${API}/2.0/`);
      expect(request.url.searchParams.has('data')).to.equal(false);
      expect(request.headers['Content-Type']).to.equal('application/x-www-form-urlencoded');
      expect(request.headers['X-CSRF-TOKEN']).to.equal('t');
      expect(dataOf(request)).to.deep.equal({ clientId: 'app' });
    });

    it('never puts a password, code or token in a URL: such calls go as POST', async () => {
      const fetch = fakeFetch(() => gatewayOk());
      const client = gateway(fetch);
      await client.call(API, { code: '123456' });
      await client.call(API, { encryptPassword: 'abc' });
      await client.call(API, { token: 'secret-token' });
      await client.call(API, { csrf: 'c' });
      for (const request of fetch.requests) {
        expect(request.method).to.equal('POST');
        expect(request.url.href).not.to.match(/123456|abc|secret-token|csrf/);
      }
      expect(carriesSecret({ tokenType: 'X', phonePrefixCode: '65', otpScene: 'operateLimitLogin' })).to.equal(false);
      expect(carriesSecret({ registerToken: 'x' })).to.equal(true);
    });

    it('never puts a phone number, an e-mail address or a login name in a URL either', async () => {
      const fetch = fakeFetch(() => gatewayOk());
      const client = gateway(fetch);
      await client.call(API, { phone: '91234567', phonePrefixCode: '65', otpScene: 'operateLimitLogin' });
      await client.call(API, { email: 'shopper@example.com' });
      await client.call(API, { loginName: 'someone@example.com' });
      for (const request of fetch.requests) {
        expect(request.method).to.equal('POST');
        expect(decodeURIComponent(request.url.href)).not.to.match(/91234567|shopper@example\.com|someone@example\.com/);
      }
    });

    it('refuses an empty api name without sending anything', async () => {
      const fetch = fakeFetch(() => gatewayOk());
      const error = await errorOf(gateway(fetch).call('  '));
      expect(error.kind).to.equal('config');
      expect(error.message).to.equal('api can not be empty');
      expect(userMessage(error, en)).to.equal('api can not be empty');
      expect(fetch.requests).to.have.length(0);
    });
  });

  describe('answers', () => {
    it('turns a ret key into a business error with the text after ::', async () => {
      const error = await errorOf(gateway(fakeFetch(() => gatewayFail('PL-USER-RISK::We need more information', { alertTitle: 'Verify' }))).call(API));
      expect(error.kind).to.equal('business');
      expect(error.key).to.equal('PL-USER-RISK');
      expect(error.serverMessage).to.equal('We need more information');
      expect(error.data).to.deep.equal({ alertTitle: 'Verify' });
      expect(userMessage(error, en)).to.equal('We need more information');
    });

    it('prefers a displayMessage carried in the data', async () => {
      const error = await errorOf(gateway(fakeFetch(() => gatewayFail('PL_X::raw', { errorCode: { key: 'PL_X', displayMessage: 'Friendly' } }))).call(API));
      expect(userMessage(error, en)).to.equal('Friendly');
    });

    it('shows the generic text for system faults', async () => {
      const error = await errorOf(gateway(fakeFetch(() => gatewayFail('FAIL_SYS_SERVICE_NOT_EXIST::service not found'))).call(API));
      expect(userMessage(error, en)).to.equal('Network error, please try again later');
    });

    describe('answers with the wrong shape are malformed', () => {
      const bodies: Record<string, () => Response> = {
        'an HTML page': () => raw('<html><body>Service Unavailable</body></html>'),
        'an empty body': () => raw(''),
        'truncated JSON': () => raw('{"ret":["SUCCESS::ok"],"data":{'),
        'ret as a string': () => json({ ret: 'SUCCESS::ok', data: {} }),
        'an empty ret': () => json({ ret: [], data: {} }),
        'ret of numbers': () => json({ ret: [200], data: {} }),
        'data as a string': () => json({ ret: ['SUCCESS::ok'], data: 'x' }),
      };
      for (const [name, body] of Object.entries(bodies)) {
        it(name, async () => {
          const error = await errorOf(gateway(fakeFetch(body)).call(API));
          expect(error.kind).to.equal('malformed');
          expect(userMessage(error, en)).to.equal('Network error, please try again later');
        });
      }
    });

    it('reads the ret key of a refused answer', async () => {
      const error = await errorOf(gateway(fakeFetch(() => gatewayFail('PL_USER_BLOCKED::Blocked', {}, 400))).call(API));
      expect(error.kind).to.equal('http');
      expect(error.status).to.equal(400);
      expect(error.key).to.equal('PL_USER_BLOCKED');
    });

    it('keeps a refused answer without a usable ret as a plain http error', async () => {
      const error = await errorOf(gateway(fakeFetch(() => json({ ret: [] }, 502))).call(API));
      expect(error.kind).to.equal('http');
      expect(error.key).to.equal(undefined);
    });
  });

  describe('timeout', () => {
    it('gives up after 20000 ms by default, on the fake clock', async () => {
      expect(GATEWAY_TIMEOUT_MS).to.equal(20000);
      const clock = new FakeClock();
      let outcome: unknown;
      const pending = gateway(fakeFetch(() => HANG), { clock })
        .call(API)
        .catch((error: unknown) => (outcome = error));
      await settle();
      clock.tick(GATEWAY_TIMEOUT_MS - 1);
      await settle();
      expect(outcome).to.equal(undefined);
      clock.tick(1);
      await pending;
      expect((outcome as ApiError).kind).to.equal('timeout');
      expect(userMessage(outcome, en)).to.equal('Network error, please try again later');
    });

    it('takes the configured and per-call limits', async () => {
      const clock = new FakeClock();
      const client = gateway(fakeFetch(() => HANG), { clock, timeoutMs: () => 300 });
      const configured = client.call(API);
      const perCall = client.call(API, {}, { timeoutMs: 100 });
      await settle();
      clock.tick(100);
      expect((await errorOf(perCall)).kind).to.equal('timeout');
      clock.tick(200);
      expect((await errorOf(configured)).kind).to.equal('timeout');
    });
  });

  describe('H5 retry', () => {
    it('retries a param-parse failure exactly once as an H5 request', async () => {
      const fetch = fakeFetch((r) => (r.url.searchParams.get('h5') === '1' ? gatewayOk({ ok: true }) : gatewayFail('FAIL_SYS_PARAM_PARSE_ERROR::parse')));
      expect(await gateway(fetch).call(API, { a: 1 })).to.deep.equal({ ok: true });
      expect(fetch.requests).to.have.length(2);
      expect(fetch.requests[1].url.searchParams.get('type')).to.equal('json');
      expect(dataOf(fetch.requests[1])).to.deep.equal({ a: 1 });
    });

    it('never sends a third time', async () => {
      const fetch = fakeFetch(() => gatewayFail('FAIL_SYS_PARAM_PARSE_ERROR::parse'));
      const error = await errorOf(gateway(fetch).call(API));
      expect(error.key).to.equal('FAIL_SYS_PARAM_PARSE_ERROR');
      expect(fetch.requests).to.have.length(2);
    });

    it('does not retry other failures', async () => {
      const fetch = fakeFetch(() => gatewayFail('FAIL_SYS_SERVICE_NOT_EXIST::x'));
      await errorOf(gateway(fetch).call(API, {}, { method: 'POST' }));
      expect(fetch.requests).to.have.length(1);
    });
  });

  describe('login required (SPEC §4 session expired)', () => {
    /** Answers SESSION_EXPIRED until `loggedIn` is set, then the call's own data. */
    function sessionHost(key = 'SESSION_EXPIRED') {
      const state = { loggedIn: false };
      const fetch = fakeFetch((r) => (state.loggedIn ? gatewayOk({ n: dataOf(r).n }) : gatewayFail(`${key}::Session expired`)));
      return { fetch, state };
    }

    it('five calls failing together cause one login and one replay each', async () => {
      const { fetch, state } = sessionHost();
      const login = deferred();
      let logins = 0;
      const client = gateway(fetch, {
        hooks: {
          requestLogin: () => {
            logins++;
            return login.promise;
          },
        },
      });
      const calls = [1, 2, 3, 4, 5].map((n) => client.call(API, { n }, { needLogin: true }));
      await settle();
      expect(logins).to.equal(1);
      expect(fetch.requests).to.have.length(5);
      state.loggedIn = true;
      login.resolve();
      expect(await Promise.all(calls)).to.deep.equal([1, 2, 3, 4, 5].map((n) => ({ n })));
      expect(logins).to.equal(1);
      expect(fetch.requests).to.have.length(10);
      const replays = fetch.requests.filter(isReplay);
      expect(replays.map((r) => dataOf(r).n).sort()).to.deep.equal([1, 2, 3, 4, 5]);
    });

    for (const key of ['SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN']) {
      it(`asks for a login on ${key} too`, async () => {
        const { fetch, state } = sessionHost(key);
        const client = gateway(fetch, {
          hooks: {
            requestLogin: async () => {
              state.loggedIn = true;
            },
          },
        });
        expect(await client.call(API, { n: 9 }, { needLogin: true })).to.deep.equal({ n: 9 });
      });
    }

    it('cancelling the login rejects all five, and nothing is replayed', async () => {
      const { fetch } = sessionHost();
      const login = deferred();
      let logins = 0;
      const client = gateway(fetch, {
        hooks: {
          requestLogin: () => {
            logins++;
            return login.promise;
          },
        },
      });
      const calls = [1, 2, 3, 4, 5].map((n) => client.call(API, { n }, { needLogin: true }).catch((e: unknown) => e));
      await settle();
      login.reject(new Error('closed by the user'));
      const errors = (await Promise.all(calls)) as ApiError[];
      for (const error of errors) {
        expect(error).to.be.instanceOf(ApiError);
        expect(error.kind).to.equal('aborted');
        expect(error.key).to.equal('SESSION_EXPIRED');
      }
      expect(logins).to.equal(1);
      expect(fetch.requests).to.have.length(5);
    });

    it('a second failure after the login is an error, never a loop', async () => {
      const { fetch } = sessionHost();
      let logins = 0;
      const client = gateway(fetch, {
        hooks: {
          requestLogin: async () => {
            logins++;
          },
        },
      });
      const error = await errorOf(client.call(API, { n: 1 }, { needLogin: true }));
      expect(error.key).to.equal('SESSION_EXPIRED');
      expect(logins).to.equal(1);
      expect(fetch.requests).to.have.length(2);
      expect(isReplay(fetch.requests[1])).to.equal(true);
    });

    it('a later, separate expiry asks for a login again', async () => {
      const { fetch, state } = sessionHost();
      let logins = 0;
      const client = gateway(fetch, {
        hooks: {
          requestLogin: async () => {
            logins++;
            state.loggedIn = true;
          },
        },
      });
      await client.call(API, { n: 1 }, { needLogin: true });
      state.loggedIn = false;
      await client.call(API, { n: 2 }, { needLogin: true });
      expect(logins).to.equal(2);
    });

    it('a call sent before a login, answered after it, replays without a second login', async () => {
      let releaseSlow!: () => void;
      const slowAnswered = new Promise<void>((resolve) => (releaseSlow = resolve));
      const state = { loggedIn: false };
      const fetch = fakeFetch(async (r) => {
        if (!isReplay(r) && dataOf(r).n === 2) {
          await slowAnswered;
          return gatewayFail('SESSION_EXPIRED::late');
        }
        return state.loggedIn ? gatewayOk({ n: dataOf(r).n }) : gatewayFail('SESSION_EXPIRED::x');
      });
      let logins = 0;
      const client = gateway(fetch, {
        hooks: {
          requestLogin: async () => {
            logins++;
            state.loggedIn = true;
          },
        },
      });
      const slow = client.call(API, { n: 2 }, { needLogin: true });
      expect(await client.call(API, { n: 1 }, { needLogin: true })).to.deep.equal({ n: 1 });
      releaseSlow();
      expect(await slow).to.deep.equal({ n: 2 });
      expect(logins).to.equal(1);
    });

    it('does not ask for a login when the call is not flagged as needing one', async () => {
      let logins = 0;
      const client = gateway(fakeFetch(() => gatewayFail('SESSION_EXPIRED::x')), {
        hooks: {
          requestLogin: async () => {
            logins++;
          },
        },
      });
      expect((await errorOf(client.call(API))).key).to.equal('SESSION_EXPIRED');
      expect(logins).to.equal(0);
    });

    it('fails with the original key when no login popup is wired in yet', async () => {
      const error = await errorOf(gateway(fakeFetch(() => gatewayFail('NEED_LOGIN::x'))).call(API, {}, { needLogin: true }));
      expect(error.kind).to.equal('aborted');
      expect(error.key).to.equal('NEED_LOGIN');
    });

    it('stops waiting for the login when the caller aborts', async () => {
      const controller = new AbortController();
      const client = gateway(fakeFetch(() => gatewayFail('SESSION_EXPIRED::x')), { hooks: { requestLogin: () => new Promise<void>(() => {}) } });
      const pending = client.call(API, {}, { needLogin: true, signal: controller.signal });
      await settle();
      controller.abort();
      expect((await errorOf(pending)).kind).to.equal('aborted');
    });

    it('asks for a login on a refused (401) answer too, with hooks set later', async () => {
      const state = { loggedIn: false };
      const client = gateway(fakeFetch(() => (state.loggedIn ? gatewayOk({ ok: 1 }) : gatewayFail('SESSION_EXPIRED::x', {}, 401))));
      client.setHooks({
        requestLogin: async () => {
          state.loggedIn = true;
        },
      });
      expect(await client.call(API, {}, { needLogin: true })).to.deep.equal({ ok: 1 });
    });
  });

  describe('special keys (SPEC §8)', () => {
    for (const key of ['FAIL_SYS_TRAFFIC_LIMIT', 'FAIL_SYS_FLOWLIMIT']) {
      it(`${key} asks for the retry-later dialog and fails`, async () => {
        let dialogs = 0;
        const fetch = fakeFetch(() => gatewayFail(`${key}::busy`));
        const error = await errorOf(gateway(fetch, { hooks: { showRetryLater: () => dialogs++ } }).call(API));
        expect(error.key).to.equal(key);
        expect(dialogs).to.equal(1);
        expect(fetch.requests).to.have.length(1);
      });
    }

    it('FAIL_SYS_USER_VALIDATE redirects to the verification URL', async () => {
      const redirects: string[] = [];
      const hooks: Partial<GatewayHooks> = { redirect: (url) => redirects.push(url) };
      const fetch = fakeFetch(() => gatewayFail('FAIL_SYS_USER_VALIDATE::verify', { url: 'https://www.mkt.sg/member/confirm-verification' }));
      const error = await errorOf(gateway(fetch, { hooks }).call(API));
      expect(error.key).to.equal('FAIL_SYS_USER_VALIDATE');
      expect(redirects).to.deep.equal(['https://www.mkt.sg/member/confirm-verification']);
    });

    it('FAIL_SYS_USER_VALIDATE without a URL does not redirect', async () => {
      const redirects: string[] = [];
      await errorOf(gateway(fakeFetch(() => gatewayFail('FAIL_SYS_USER_VALIDATE::verify')), { hooks: { redirect: (url) => redirects.push(url) } }).call(API));
      expect(redirects).to.deep.equal([]);
    });

    it('anti-crawler: shows the verification dialog, then sends the call again', async () => {
      const verified: string[] = [];
      let passed = false;
      const fetch = fakeFetch(() => (passed ? gatewayOk({ ok: true }) : gatewayFail('FAIL_SYS_ANTI_CRAWLER::robot?', { url: 'https://verify.example.test/c' })));
      const client = gateway(fetch, {
        hooks: {
          verify: async (url) => {
            verified.push(url);
            passed = true;
          },
        },
      });
      expect(await client.call(API, { a: 1 }, { method: 'POST' })).to.deep.equal({ ok: true });
      expect(verified).to.deep.equal(['https://verify.example.test/c']);
      expect(fetch.requests).to.have.length(2);
      expect(dataOf(fetch.requests[1])).to.deep.equal({ a: 1 });
    });

    it('anti-crawler: giving up the verification fails the call without resending', async () => {
      const fetch = fakeFetch(() => gatewayFail('FAIL_SYS_ANTI_CRAWLER::robot?', { url: 'https://verify.example.test/c' }));
      const error = await errorOf(gateway(fetch, { hooks: { verify: () => Promise.reject(new Error('closed')) } }).call(API));
      expect(error.key).to.equal('FAIL_SYS_ANTI_CRAWLER');
      expect(fetch.requests).to.have.length(1);
    });

    it('anti-crawler: a failing resend is an error', async () => {
      const fetch = fakeFetch(() => gatewayFail('FAIL_SYS_ANTI_CRAWLER::robot?', { url: 'u' }));
      const error = await errorOf(gateway(fetch, { hooks: { verify: async () => {} } }).call(API));
      expect(error.key).to.equal('FAIL_SYS_ANTI_CRAWLER');
      expect(fetch.requests).to.have.length(2);
    });
  });

  describe('anti-bot headers', () => {
    it('adds x-ua and x-umidtoken once the library is ready', async () => {
      const library: AntiBotLibrary = { ready: Promise.resolve(), getUA: () => 'ua-blob', getToken: () => 'umid-token' };
      const fetch = fakeFetch(() => gatewayOk());
      await gateway(fetch, { antiBot: () => library }).call(API);
      expect(fetch.requests[0].headers).to.include({ 'x-ua': 'ua-blob', 'x-umidtoken': 'umid-token' });
    });

    it('waits up to 2000 ms for the library, then goes on without it (and does not wait again)', async () => {
      expect(ANTI_BOT_WAIT_MS).to.equal(2000);
      const clock = new FakeClock();
      const library: AntiBotLibrary = { ready: new Promise(() => {}), getUA: () => 'never', getToken: () => 'never' };
      const fetch = fakeFetch(() => gatewayOk());
      const client = gateway(fetch, { clock, antiBot: () => library });
      const first = client.call(API);
      await settle();
      clock.tick(ANTI_BOT_WAIT_MS - 1);
      await settle();
      expect(fetch.requests).to.have.length(0);
      clock.tick(1);
      await first;
      expect(fetch.requests).to.have.length(1);
      expect(fetch.requests[0].headers).not.to.have.property('x-ua');
      expect(fetch.requests[0].headers).not.to.have.property('x-umidtoken');

      await client.call(API);
      expect(fetch.requests).to.have.length(2);
      expect(clock.pendingTimers).to.equal(0);
    });

    it('sends at once when the library becomes ready within the wait', async () => {
      const clock = new FakeClock();
      let markReady!: () => void;
      const library: AntiBotLibrary = { ready: new Promise<void>((r) => (markReady = r)), getUA: () => 'ua', getToken: () => 'tk' };
      const fetch = fakeFetch(() => gatewayOk());
      const pending = gateway(fetch, { clock, antiBot: () => library }).call(API);
      await settle();
      clock.tick(500);
      markReady();
      await pending;
      expect(fetch.requests[0].headers).to.include({ 'x-ua': 'ua', 'x-umidtoken': 'tk' });
    });

    it('goes on at once without a library, or with a broken one', async () => {
      const fetch = fakeFetch(() => gatewayOk());
      await gateway(fetch, { antiBot: () => undefined }).call(API);
      await gateway(fetch, { antiBot: () => ({ getUA: () => { throw new Error('broken'); } }) }).call(API);
      await gateway(fetch, { antiBot: () => ({ ready: Promise.reject(new Error('failed to load')), getUA: () => 'x' }) }).call(API);
      expect(fetch.requests).to.have.length(3);
      for (const request of fetch.requests) expect(request.headers).not.to.have.property('x-ua');
    });

    it('reads the library from the page by default', async () => {
      window.__mktAntiBot = { getUA: () => 'page-ua', getToken: () => 'page-token' };
      try {
        const fetch = fakeFetch(() => gatewayOk());
        await createGatewayClient({ host: HOST, appKey: () => '24600005', fetch }).call(API);
        expect(fetch.requests[0].headers).to.include({ 'x-ua': 'page-ua', 'x-umidtoken': 'page-token' });
        expect(fetch.requests[0].url.searchParams.get('appKey')).to.equal('24600005');
      } finally {
        delete window.__mktAntiBot;
      }
    });
  });

  it('aborts a call in flight', async () => {
    const controller = new AbortController();
    const pending = gateway(fakeFetch(() => HANG)).call(API, {}, { signal: controller.signal });
    await settle();
    controller.abort();
    expect((await errorOf(pending)).kind).to.equal('aborted');
  });
});
