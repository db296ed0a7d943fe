/**
 * Issue 10: closing the popup during a JSONP call (SPEC §7 bottom-data fallback). The real api
 * client on a fake clock asks the sandbox, which answers late (`delay:<ms>` fault); the popup
 * closes while the script is loading. Nothing may stay pending — no timer, no script tag — and
 * the late script, which the browser still runs, must change nothing and throw nothing.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { createApi, isApiError } from '../../src/api/index.ts';
import { configure, getConfig, sandboxDefaults, type MemberConfig } from '../../src/config/settings.ts';
import { createPopupState } from '../../src/stores/popup.ts';
import { FakeClock } from '../api/helpers.ts';

const SLOW_MS = 600;
const API = 'checkSmsChannel';

async function sandboxHook(path: string, body?: unknown, method = body === undefined ? 'GET' : 'POST'): Promise<void> {
  await fetch(path, { method, headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
}

const ourScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="/bottom/"]')];

describe('reliability: closing the popup during a JSONP call', () => {
  let saved: MemberConfig;
  const pageErrors: string[] = [];
  const onError = (event: ErrorEvent) => pageErrors.push(event.message);

  before(() => {
    saved = { ...getConfig() };
    configure({ ...sandboxDefaults(''), region: 'SG' });
    window.addEventListener('error', onError);
  });
  after(async () => {
    window.removeEventListener('error', onError);
    await sandboxHook('/__sandbox/faults', undefined, 'DELETE');
    configure(saved);
  });

  it('rejects as aborted at once, leaves no timer or script, and the late script changes nothing', async () => {
    await sandboxHook('/__sandbox/faults', { match: API, fault: `delay:${SLOW_MS}`, times: 1 });
    const clock = new FakeClock();
    const api = createApi({ clock });
    const popup = createPopupState();
    popup.open('login');

    let settledAs: unknown = 'pending';
    const call = api.bottomData({ api: API }, { signal: popup.signal }).then(
      (data) => (settledAs = data),
      (error: unknown) => (settledAs = error),
    );
    await waitUntil(() => ourScripts().length === 1, 'the script was not added');
    expect(clock.pendingTimers).to.equal(1, 'the 5000 ms JSONP time limit runs');

    popup.close('user');
    await call;
    expect(isApiError(settledAs) && settledAs.kind).to.equal('aborted');
    expect(ourScripts()).to.have.length(0, 'the script tag is gone');
    expect(clock.pendingTimers).to.equal(0, 'the time limit is cleared');

    // The browser still fetches and runs the removed script when the slow answer comes: it
    // reaches the callback left behind, which must do nothing.
    const callbacks = window as unknown as Record<string, unknown>;
    const before = Object.keys(callbacks).filter((name) => typeof callbacks[name] === 'function' && name.includes(API));
    expect(before).to.have.length(1, 'a callback stays for a late script');
    const leftBehind = callbacks[before[0]] as (value: unknown) => void;
    let lateCalls = 0;
    callbacks[before[0]] = (value: unknown) => {
      lateCalls += 1;
      leftBehind(value);
    };
    await waitUntil(() => lateCalls === 1, 'the late script did not run', { timeout: SLOW_MS + 3000 });
    expect(pageErrors).to.deep.equal([]);
    expect(ourScripts()).to.have.length(0);
    expect(clock.pendingTimers).to.equal(0);
    const after = Object.keys(callbacks).filter((name) => typeof callbacks[name] === 'function' && name.includes(API));
    expect(after).to.deep.equal(before, 'no new global callback');
  });
});
