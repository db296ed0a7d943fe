import { expect } from '@open-wc/testing';
import { JSONP_TIMEOUT_MS } from '../../src/config/constants.ts';
import { ApiError } from '../../src/api/errors.ts';
import { bottomDataUrl, fetchBottomData, jsonpCallbackName } from '../../src/api/jsonp.ts';
import { FakeClock, rejectionOf, settle } from './helpers.ts';

/** The test server serves the repository root: the fixtures play the static CDN. */
const CDN = `${location.origin}/test/api/fixtures`;
type Registry = Record<string, ((payload: unknown) => void) | undefined>;
const callbacks = window as unknown as Registry;

function bottomScripts(): HTMLScriptElement[] {
  return [...document.querySelectorAll<HTMLScriptElement>('script[src*="/bottom/"]')];
}

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(promise);
  expect(error).to.be.instanceOf(ApiError);
  return error as ApiError;
}

describe('api/jsonp bottom data (SPEC §7)', () => {
  it('names the callback by api, language and region', () => {
    expect(jsonpCallbackName('footer', 'en', 'SG')).to.equal('mktJsonp_footer_en_SG');
    expect(jsonpCallbackName('mkt.footer-links', 'en-SG', 'SG')).to.equal('mktJsonp_mkt_footer_links_en_SG_SG');
  });

  it('builds the path from api, language and regionID with sorted backup params', () => {
    const url = new URL(bottomDataUrl({ api: 'footer', language: 'th', regionID: 'TH', backup: { zeta: '1', alpha: '2', mid: 'a b' } }, 'https://g.cdn.test/'));
    expect(url.origin + url.pathname).to.equal('https://g.cdn.test/bottom/footer/th/TH.js');
    expect([...url.searchParams.keys()]).to.deep.equal(['alpha', 'mid', 'zeta', 'callback']);
    expect(url.searchParams.get('mid')).to.equal('a b');
    expect(url.searchParams.get('callback')).to.equal('mktJsonp_footer_th_TH');
  });

  it('loads the data, then removes the script and leaves a harmless callback', async () => {
    const data = await fetchBottomData({ api: 'footer', language: 'en', regionID: 'SG', backup: { b: '2', a: '1' }, host: CDN });
    expect(data).to.deep.equal({ links: [{ text: 'Help Center', url: '/helpcenter' }] });
    expect(bottomScripts()).to.have.length(0);
    const leftOver = callbacks.mktJsonp_footer_en_SG;
    expect(leftOver).to.be.a('function');
    expect(() => leftOver!({ late: true })).not.to.throw();
  });

  it('fails with a typed error when the script cannot load, and cleans up', async () => {
    const error = await errorOf(fetchBottomData({ api: 'missing', language: 'en', regionID: 'SG', host: CDN }));
    expect(error.kind).to.equal('offline');
    expect(bottomScripts()).to.have.length(0);
    expect(() => callbacks.mktJsonp_missing_en_SG!({})).not.to.throw();
  });

  it('fails when the script runs without calling back', async () => {
    const error = await errorOf(fetchBottomData({ api: 'silent', language: 'en', regionID: 'SG', host: CDN }));
    expect(error.kind).to.equal('malformed');
    expect((window as unknown as { mktJsonpFixtureSilentRan?: boolean }).mktJsonpFixtureSilentRan).to.equal(true);
    expect(bottomScripts()).to.have.length(0);
  });

  it('fails when the callback receives something that is not an object', async () => {
    const error = await errorOf(fetchBottomData({ api: 'scalar', language: 'en', regionID: 'SG', host: CDN }));
    expect(error.kind).to.equal('malformed');
    expect(bottomScripts()).to.have.length(0);
  });

  it('times out after 5000 ms on the fake clock, removes the script and disarms the callback', async () => {
    const clock = new FakeClock();
    let outcome: unknown;
    const pending = fetchBottomData({ api: 'footer', language: 'en', regionID: 'SG', host: CDN, clock }).catch((e: unknown) => (outcome = e));
    // Only microtasks run here, so the script cannot have loaded yet when time runs out.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(bottomScripts()).to.have.length(1);
    clock.tick(JSONP_TIMEOUT_MS - 1);
    expect(outcome).to.equal(undefined);
    clock.tick(1);
    await pending;
    expect(outcome).to.be.instanceOf(ApiError);
    expect((outcome as ApiError).kind).to.equal('timeout');
    expect(bottomScripts()).to.have.length(0);
    // If the late script still runs, it calls the disarmed callback: nothing breaks.
    await settle(20);
    expect(() => callbacks.mktJsonp_footer_en_SG!({ late: true })).not.to.throw();
  });

  it('stops on abort', async () => {
    const controller = new AbortController();
    const pending = fetchBottomData({ api: 'footer', language: 'en', regionID: 'SG', host: CDN, signal: controller.signal });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(bottomScripts()).to.have.length(1);
    controller.abort();
    expect((await errorOf(pending)).kind).to.equal('aborted');
    expect(bottomScripts()).to.have.length(0);

    const already = new AbortController();
    already.abort();
    expect((await errorOf(fetchBottomData({ api: 'footer', language: 'en', regionID: 'SG', host: CDN, signal: already.signal }))).kind).to.equal('aborted');
  });

  it('sends requests sharing a callback name one after the other, each getting its data', async () => {
    const [first, second] = await Promise.all([
      fetchBottomData({ api: 'footer', language: 'en', regionID: 'SG', host: CDN, backup: { v: '1' } }),
      fetchBottomData({ api: 'footer', language: 'en', regionID: 'SG', host: CDN, backup: { v: '2' } }),
    ]);
    expect(first).to.have.property('links');
    expect(second).to.have.property('links');
  });
});
