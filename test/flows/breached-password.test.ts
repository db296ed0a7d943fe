/**
 * The breached-password check against the sandbox's range API (on the test server's origin): only
 * the first 5 hex characters of the password's SHA-1 leave the page, the page matches the rest
 * itself, and a check that cannot run lets the change go on and says so in the console.
 */
import { expect } from '@open-wc/testing';
import { isBreachedPassword, rangeKeyOf, rangeListsSuffix, rangeUrlFor } from '../../src/flows/breached-password.ts';

const SANDBOX = { env: 'sandbox', memberHost: '' } as const;
const QWERTY_SHA1 = '03072DF361CF6A6DBC90A41AE19BADC47CA2F079';

/** Every fetch the page makes while `run` runs: its URL and headers. */
async function watchFetches(run: () => Promise<unknown>) {
  const seen: { url: string; headers: Record<string, string> }[] = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    seen.push({ url: String(input), headers: Object.fromEntries(new Headers(init?.headers).entries()) });
    return original(input, init);
  };
  try {
    return { result: await run(), seen };
  } finally {
    window.fetch = original;
  }
}

describe('the breached-password check', () => {
  it('splits the SHA-1 where the range protocol does', async () => {
    expect(await rangeKeyOf('Qwerty@123')).to.deep.equal({ prefix: QWERTY_SHA1.slice(0, 5), suffix: QWERTY_SHA1.slice(5) });
  });

  it('finds the corpus passwords and not others; only the 5-character prefix is sent, padding asked for', async () => {
    for (const password of ['Qwerty@123', 'P@ssw0rd123', 'Password@1']) {
      const { result, seen } = await watchFetches(() => isBreachedPassword(password, SANDBOX));
      expect(result, password).to.equal(true);
      const { prefix, suffix } = await rangeKeyOf(password);
      expect(seen.map((call) => call.url)).to.deep.equal([`/__sandbox/pwned-range/${prefix}`]);
      expect(seen[0].headers['add-padding']).to.equal('true');
      expect(JSON.stringify(seen)).to.not.include(suffix.slice(0, 8));
      expect(JSON.stringify(seen)).to.not.include(password);
    }
    expect(await isBreachedPassword('Fresh#2025ok', SANDBOX)).to.equal(false);
  });

  it('reads a suffix only with a count above 0 (padding lines have 0)', () => {
    expect(rangeListsSuffix('AAA:0\r\nBBB:12\r\n', 'BBB')).to.equal(true);
    expect(rangeListsSuffix('AAA:0\r\nBBB:12', 'AAA')).to.equal(false);
    expect(rangeListsSuffix('', 'AAA')).to.equal(false);
  });

  it('an unreachable API lets the change go on, and the console says the check was skipped', async () => {
    const warned: string[] = [];
    const original = console.warn;
    console.warn = (message: string) => warned.push(message);
    try {
      expect(await isBreachedPassword('Qwerty@123', { ...SANDBOX, breachedPasswordRangeUrl: 'http://127.0.0.1:9/range/' })).to.equal(false);
    } finally {
      console.warn = original;
    }
    expect(warned).to.have.length(1);
    expect(warned[0]).to.match(/breached-password check was skipped/);
  });

  it("'' turns it off: nothing is fetched; the default is the sandbox's own, else the public API", async () => {
    const { result, seen } = await watchFetches(() => isBreachedPassword('Qwerty@123', { ...SANDBOX, breachedPasswordRangeUrl: '' }));
    expect(result).to.equal(false);
    expect(seen).to.deep.equal([]);
    expect(rangeUrlFor({ env: 'sandbox', memberHost: 'http://localhost:8000' })).to.equal('http://localhost:8000/__sandbox/pwned-range/');
    expect(rangeUrlFor({ env: 'production', memberHost: 'https://member.mkt.sg' })).to.equal('https://api.pwnedpasswords.com/range/');
  });
});
