import { expect } from '@open-wc/testing';
import { MEMBER_TIMEOUT_MS } from '../../src/config/constants.ts';
import { ApiError } from '../../src/api/errors.ts';
import { CSRF_META_NAME, createMemberClient, readEnvelope } from '../../src/api/member.ts';
import { FakeClock, HANG, fakeFetch, json, raw, rejectionOf, settle, type RecordedRequest, type Responder } from './helpers.ts';

const HOST = 'https://member.example.test';

function csrfAnswer(token = 'tok-1', parameterName = '_csrf'): Response {
  return json({ success: true, module: { parameterName, token } });
}

/** A member host: hands out tokens tok-1, tok-2... and answers POSTs with `onPost`. */
function memberHost(onPost: Responder, onCsrf?: Responder) {
  let issued = 0;
  return fakeFetch((request) => {
    if (request.url.pathname === '/user/api/getCsrfToken') return onCsrf ? onCsrf(request) : csrfAnswer(`tok-${++issued}`);
    return onPost(request);
  });
}

function posts(requests: RecordedRequest[]): RecordedRequest[] {
  return requests.filter((r) => r.method === 'POST');
}

function client(fetch: ReturnType<typeof fakeFetch>, clock = new FakeClock()) {
  return createMemberClient({ host: HOST, fetch, clock, headers: () => ({ 'x-i18n-language': 'en', 'x-i18n-regionID': 'SG', entrance: 'web' }) });
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

describe('api/member client (SPEC §7, wire protocol)', () => {
  beforeEach(() => {
    delete window.__mktCsrf;
    document.head.querySelector(`meta[name="${CSRF_META_NAME}"]`)?.remove();
  });

  it('fetches the token once and sends it as header and body field of every POST', async () => {
    const fetch = memberHost(() => json({ success: true, module: { done: true } }));
    const member = client(fetch);
    const first = await member.post('/user/api/login', { loginName: 'a@b.co' });
    await member.post('/user/api/logout', {});
    expect(first.module).to.deep.equal({ done: true });

    const tokenFetches = fetch.requests.filter((r) => r.url.pathname === '/user/api/getCsrfToken');
    expect(tokenFetches).to.have.length(1);
    expect(tokenFetches[0].method).to.equal('GET');
    expect(tokenFetches[0].url.origin).to.equal(HOST);
    for (const post of posts(fetch.requests)) {
      expect(post.headers['X-CSRF-TOKEN']).to.equal('tok-1');
      expect(post.headers['Content-Type']).to.equal('application/json');
      expect(JSON.parse(post.body!)._csrf).to.equal('tok-1');
    }
    expect(JSON.parse(posts(fetch.requests)[0].body!).loginName).to.equal('a@b.co');
  });

  it('keeps the token in a meta tag and a window value', async () => {
    await client(memberHost(() => json({ success: true }))).csrfToken();
    expect(window.__mktCsrf).to.deep.equal({ parameterName: '_csrf', token: 'tok-1' });
    const meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${CSRF_META_NAME}"]`);
    expect(meta?.content).to.equal('tok-1');
    expect(meta?.dataset.parameterName).to.equal('_csrf');
  });

  it('shares one token fetch among concurrent POSTs', async () => {
    const fetch = memberHost(() => json({ success: true }));
    const member = client(fetch);
    await Promise.all([member.post('/a', {}), member.post('/b', {}), member.post('/c', {})]);
    expect(fetch.requests.filter((r) => r.url.pathname === '/user/api/getCsrfToken')).to.have.length(1);
    expect(posts(fetch.requests)).to.have.length(3);
  });

  it('sends the common headers on every request', async () => {
    const fetch = memberHost(() => json({ success: true }));
    await client(fetch).post('/user/api/x', {}, { headers: { operateType: 'LOGIN' } });
    for (const request of fetch.requests) {
      expect(request.headers['x-i18n-language']).to.equal('en');
      expect(request.headers['x-i18n-regionID']).to.equal('SG');
      expect(request.headers.entrance).to.equal('web');
      expect(request.headers['X-Requested-With']).to.equal('XMLHttpRequest');
    }
    expect(posts(fetch.requests)[0].headers.operateType).to.equal('LOGIN');
  });

  it('submits nothing when the token fetch fails, and fails with that network error', async () => {
    const fetch = memberHost(
      () => json({ success: true }),
      () => Promise.reject(new TypeError('Failed to fetch')),
    );
    const error = await errorOf(client(fetch).post('/user/api/login', { loginName: 'x' }));
    expect(error.kind).to.equal('offline');
    expect(posts(fetch.requests)).to.have.length(0);
  });

  it('submits nothing when the token answer is unusable, and tries again on the next call', async () => {
    let calls = 0;
    const fetch = memberHost(
      () => json({ success: true }),
      () => (++calls === 1 ? json({ success: true, module: { parameterName: '_csrf', token: 42 } }) : csrfAnswer('tok-ok')),
    );
    const member = client(fetch);
    expect((await errorOf(member.post('/user/api/login', {}))).kind).to.equal('malformed');
    expect(posts(fetch.requests)).to.have.length(0);
    await member.post('/user/api/login', {});
    expect(posts(fetch.requests)[0].headers['X-CSRF-TOKEN']).to.equal('tok-ok');
  });

  describe('hostile token answers (issue 20): nothing is sent, nothing is kept, the next call works', () => {
    const HOSTILE: Array<[string, { parameterName: unknown; token: unknown }]> = [
      ['a parameterName that is a field of the call', { parameterName: 'encryptPassword', token: 'tok-x' }],
      ['a parameterName of "loginName"', { parameterName: 'loginName', token: 'tok-x' }],
      ['a parameterName of "__proto__"', { parameterName: '__proto__', token: 'tok-x' }],
      ['a parameterName with spaces and quotes', { parameterName: 'a" b', token: 'tok-x' }],
      ['a token with CR/LF', { parameterName: '_csrf', token: 'tok\r\nSet-Cookie: a=b' }],
      ['a token with non-Latin-1 characters', { parameterName: '_csrf', token: 'tok-✓' }],
      ['an empty token', { parameterName: '_csrf', token: '' }],
      ['a token of 10,000 characters', { parameterName: '_csrf', token: 'x'.repeat(10_000) }],
    ];
    for (const [name, module] of HOSTILE) {
      it(name, async () => {
        let calls = 0;
        const fetch = memberHost(
          () => json({ success: true }),
          () => (++calls === 1 ? json({ success: true, module }) : csrfAnswer('tok-ok')),
        );
        const member = client(fetch);
        const body = { loginName: 'a@b.co', encryptPassword: 'ENCRYPTED' };
        const error = await errorOf(member.post('/user/api/login', body));
        expect(error.kind).to.equal('malformed');
        expect(posts(fetch.requests)).to.have.length(0);

        await member.post('/user/api/login', body);
        const sent = posts(fetch.requests);
        expect(sent).to.have.length(1);
        expect(sent[0].headers['X-CSRF-TOKEN']).to.equal('tok-ok');
        expect(JSON.parse(sent[0].body!)).to.deep.equal({ loginName: 'a@b.co', encryptPassword: 'ENCRYPTED', _csrf: 'tok-ok' });
      });
    }
  });

  it('submits nothing when the token fetch times out', async () => {
    const clock = new FakeClock();
    const fetch = memberHost(() => json({ success: true }), () => HANG);
    const pending = client(fetch, clock).post('/user/api/login', {});
    await settle();
    clock.tick(MEMBER_TIMEOUT_MS);
    expect((await errorOf(pending)).kind).to.equal('timeout');
    expect(posts(fetch.requests)).to.have.length(0);
  });

  it('refetches the token after a CSRF rejection and sends once more', async () => {
    const fetch = memberHost((request) =>
      request.headers['X-CSRF-TOKEN'] === 'tok-1'
        ? json({ success: false, errorCode: { key: 'CSRF_TOKEN_INVALID', displayMessage: 'Please refresh' } }, 403)
        : json({ success: true, module: { ok: 1 } }),
    );
    const envelope = await client(fetch).post('/user/api/login', { loginName: 'x' });
    expect(envelope.module).to.deep.equal({ ok: 1 });
    const sent = posts(fetch.requests);
    expect(sent.map((r) => r.headers['X-CSRF-TOKEN'])).to.deep.equal(['tok-1', 'tok-2']);
    expect(JSON.parse(sent[1].body!)._csrf).to.equal('tok-2');
    expect(window.__mktCsrf?.token).to.equal('tok-2');
  });

  it('gives up after a second CSRF rejection with a typed csrf error', async () => {
    const fetch = memberHost(() => json({ success: false, errorCode: { key: 'CSRF_TOKEN_INVALID', displayMessage: 'Please refresh' } }, 403));
    const error = await errorOf(client(fetch).post('/user/api/login', {}));
    expect(error.kind).to.equal('csrf');
    expect(error.status).to.equal(403);
    expect(error.displayMessage).to.equal('Please refresh');
    expect(posts(fetch.requests)).to.have.length(2);
  });

  it('never retries a POST that failed for any other reason', async () => {
    for (const answer of [() => json({ success: false }, 500), () => raw('<html>oops</html>'), () => Promise.reject(new TypeError('down'))]) {
      const fetch = memberHost(answer);
      await errorOf(client(fetch).post('/user/api/login', {}));
      expect(posts(fetch.requests)).to.have.length(1);
    }
  });

  it('turns success:false into a business error with key, displayMessage and module', async () => {
    const fetch = memberHost(() =>
      json({ success: false, errorCode: { key: 'PL_USER_LOGIN_PHONE_NOT_EXIST', displayMessage: 'Phone not registered' }, module: { hint: 1 } }),
    );
    const error = await errorOf(client(fetch).post('/user/api/verifyPhoneCode', {}));
    expect(error.kind).to.equal('business');
    expect(error.key).to.equal('PL_USER_LOGIN_PHONE_NOT_EXIST');
    expect(error.displayMessage).to.equal('Phone not registered');
    expect(error.data).to.deep.equal({ hint: 1 });
  });

  it('keeps the error key of a refused GET', async () => {
    const fetch = fakeFetch(() => json({ success: false, errorCode: { key: 'NEED_LOGIN' } }, 401));
    const error = await errorOf(client(fetch).get('/user/api/currentUser'));
    expect(error.kind).to.equal('http');
    expect(error.key).to.equal('NEED_LOGIN');
    expect(error.status).to.equal(401);
    expect(fetch.requests[0].method).to.equal('GET');
  });

  it('keeps a refused answer with a broken envelope as a plain http error', async () => {
    const error = await errorOf(client(fakeFetch(() => json({ success: false, errorCode: 'nope' }, 500))).get('/x'));
    expect(error.kind).to.equal('http');
    expect(error.key).to.equal(undefined);
  });

  describe('envelopes with wrong field types are malformed', () => {
    const bodies: Record<string, unknown> = {
      'success as a string': { success: 'true', module: {} },
      'no success at all': { module: {} },
      'an array': [{ success: true }],
      'errorCode as a string': { success: false, errorCode: 'FAIL' },
      'errorCode without key': { success: false, errorCode: { displayMessage: 'x' } },
      'displayMessage as a number': { success: false, errorCode: { key: 'X', displayMessage: 5 } },
      null: null,
    };
    for (const [name, body] of Object.entries(bodies)) {
      it(name, async () => {
        const error = await errorOf(client(fakeFetch(() => json(body))).get('/user/api/currentUser'));
        expect(error.kind).to.equal('malformed');
      });
    }
  });

  it('reads a valid envelope as is', () => {
    expect(readEnvelope({ success: true, module: { a: 1 }, retry: false })).to.deep.equal({ success: true, module: { a: 1 }, retry: false, errorCode: undefined });
  });

  it('stops waiting for a shared token when the caller aborts, without sending', async () => {
    const controller = new AbortController();
    const fetch = memberHost(() => json({ success: true }), () => HANG);
    const pending = client(fetch).post('/user/api/login', {}, { signal: controller.signal });
    await settle();
    controller.abort();
    expect((await errorOf(pending)).kind).to.equal('aborted');
    expect(posts(fetch.requests)).to.have.length(0);
  });

  it('aborts a POST in flight', async () => {
    const controller = new AbortController();
    const fetch = memberHost(() => HANG);
    const pending = client(fetch).post('/user/api/login', {}, { signal: controller.signal });
    await settle();
    controller.abort();
    expect((await errorOf(pending)).kind).to.equal('aborted');
  });

  it("uses the page's own origin when the host is empty", async () => {
    const fetch = fakeFetch(() => json({ success: true, module: { id: '1' } }));
    await createMemberClient({ host: () => '', fetch }).get('/user/api/currentUser');
    expect(fetch.requests[0].url.origin).to.equal(location.origin);
    expect(fetch.requests[0].url.pathname).to.equal('/user/api/currentUser');
  });
});
