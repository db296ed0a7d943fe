import { expect, waitUntil } from '@open-wc/testing';
import fc from 'fast-check';
import { PAYMENT_PARTNER_DOMAINS, REGIONS, SISTER_DOMAINS } from '../../src/config/regions.ts';
import { configure, resetConfig } from '../../src/config/settings.ts';
import {
  isAllowedRedirect,
  ownDomains,
  safeRedirectTarget,
  validateJumpUrl,
} from '../../src/security/url-allowlist.ts';
import { stopMonitorRetries, type MonitorEntry } from '../../src/storefront/monitor.ts';

interface UrlTestCase {
  input: string;
  base: string | null;
  failure?: boolean;
}

/** An own-origin page of the storefront, used as base for relative URLs. */
const OWN_BASE = 'https://www.mkt.sg/user/login';
const OUR_DOMAINS = [...Object.values(REGIONS).map((r) => r.domain), ...SISTER_DOMAINS];
/** Raw characters the allow-list refuses before parsing (the parser would silently drop them). */
const RAW_UNSAFE = /[\s\u0000-\u001f\u007f-\u009f\\\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;

/**
 * Independent expectation: what the browser's URL parser makes of the text, checked label by
 * label against the domain list (no endsWith), https or back to the page's own origin.
 */
function resolvesOntoList(input: string, base: string | undefined, domains: readonly string[] = OUR_DOMAINS): boolean {
  // An empty redirect parameter means "none", never "back to this page".
  if (input === '') return false;
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '' || url.port !== '') return false;
  const ownOrigin = url.protocol === 'http:' && url.origin === location.origin;
  if (url.protocol !== 'https:' && !ownOrigin) return false;
  const labels = url.hostname.split('.');
  return domains.some((domain) => {
    const domainLabels = domain.split('.');
    if (labels.length < domainLabels.length) return false;
    const prefix = labels.slice(0, labels.length - domainLabels.length);
    const tail = labels.slice(labels.length - domainLabels.length);
    return tail.join('.') === domain && prefix.every((label) => label !== '');
  });
}

function hostOf(input: string, base: string | undefined): string | null {
  try {
    return new URL(input, base).hostname;
  } catch {
    return null;
  }
}

describe('ownDomains', () => {
  afterEach(() => resetConfig());

  it('lists every region domain, the sister domains and the configured extra domains', () => {
    configure({ domains: ['Partner-Shop.example', '.another.example'] });
    const domains = ownDomains();
    for (const domain of OUR_DOMAINS) expect(domains).to.include(domain);
    expect(domains).to.include('partner-shop.example');
    expect(domains).to.include('another.example');
    expect(domains).to.not.include('dana.id', 'payment partners are for jump URLs only');
  });

  it('ignores configured entries that are not plain domain names', () => {
    configure({ domains: ['', 'com', 'evil.com/x', 'user@evil.com', 'evil.com:8443'] });
    const domains = ownDomains();
    for (const entry of ['', 'com', 'evil.com/x', 'user@evil.com', 'evil.com:8443', 'evil.com']) {
      expect(domains).to.not.include(entry);
    }
  });

  it('makes a configured extra domain an allowed redirect target', () => {
    expect(isAllowedRedirect('https://shop.partner-shop.example/x')).to.equal(false);
    configure({ domains: ['partner-shop.example'] });
    expect(isAllowedRedirect('https://shop.partner-shop.example/x')).to.equal(true);
  });
});

describe('isAllowedRedirect: explicit cases', () => {
  const refused = [
    'https://co.id/',
    'https://evilmkt.sg',
    'https://evilmkt.co.id/',
    'https://www.mkt.sg.evil.com',
    '//evil.com',
    'https://evil.com',
    'http://www.mkt.sg/x',
    'https://www.mkt.sg:8443/x',
    'https://www.mkt.sg:443.evil.com/',
    'https://user:pass@www.mkt.sg/x',
    'https://www.mkt.sg@evil.com/',
    'https://evil.com#@www.mkt.sg',
    'https://evil.com\\@www.mkt.sg',
    'https:\\\\evil.com',
    '/\\evil.com',
    ' https://www.mkt.sg/x',
    'https://www.mkt.sg/x\n',
    'https://www.mk\tt.sg/x',
    'javascript:alert(1)//www.mkt.sg',
    'data:text/html,<script>alert(1)</script>',
    'https://www.mkt.sg./x',
    'https://www..mkt.sg/x',
    'https://www.mkt.sg%2eevil.com/',
    'https://www.mkt\u3002sg\u3002evil.com/',
    'https://www.mkt.s\u0261/',
    'https://www.\u043ckt.sg/',
    '',
  ];
  for (const url of refused) {
    it(`refuses ${JSON.stringify(url)}`, () => {
      expect(isAllowedRedirect(url, { base: OWN_BASE })).to.equal(false);
    });
  }

  it("refuses every region's public suffix and every look-alike that only prefixes our domain", () => {
    for (const { domain } of Object.values(REGIONS)) {
      const suffix = domain.split('.').slice(1).join('.');
      for (const url of [`https://${suffix}/`, `https://www.${suffix}/`, `https://evil${domain}/`, `https://evil-${domain}/`, `https://${domain}.evil.com/`]) {
        expect(isAllowedRedirect(url, { base: OWN_BASE }), url).to.equal(false);
      }
      expect(isAllowedRedirect(`https://www.${domain}/`, { base: OWN_BASE }), domain).to.equal(true);
    }
  });

  const accepted = [
    'https://www.mkt.sg/x',
    'https://sub.mkt.co.id/',
    'https://mkt.sg',
    'https://a.b.mkt.com.my/path?q=1#frag',
    'https://WWW.MKT.SG/x',
    'https://www.mkt.sg:443/x',
    'https://g.mkt-static.com/file.js',
    '/user/account',
    '?redirect=1',
    'account',
  ];
  for (const url of accepted) {
    it(`accepts ${JSON.stringify(url)} (against an own-origin base)`, () => {
      expect(isAllowedRedirect(url, { base: OWN_BASE })).to.equal(true);
    });
  }

  it('resolves relative URLs against the current page by default (this test page is not ours)', () => {
    expect(isAllowedRedirect('/user/account')).to.equal(false);
    expect(isAllowedRedirect('https://www.mkt.sg/user/account')).to.equal(true);
  });

  it('uses the given domain list instead of ours', () => {
    expect(isAllowedRedirect('https://shop.example.org/', { domains: ['example.org'] })).to.equal(true);
    expect(isAllowedRedirect('https://www.mkt.sg/', { domains: ['example.org'] })).to.equal(false);
  });
});

describe('isAllowedRedirect against public corpora', function () {
  this.timeout(60000);
  let corpus: UrlTestCase[] = [];
  let payloads: string[] = [];

  before(async () => {
    const data = (await (await fetch('/test/security/fixtures/wpt-urltestdata.json')).json()) as unknown[];
    corpus = data.filter((entry): entry is UrlTestCase => typeof entry === 'object' && entry !== null && 'input' in entry);
    const text = await (await fetch('/test/security/fixtures/open-redirect-payloads.txt')).text();
    payloads = text.split('\n').filter((line) => line !== '');
  });

  it('loads the whole WHATWG URL corpus and the open-redirect list', () => {
    expect(corpus.length).to.be.greaterThan(800);
    expect(payloads.length).to.be.greaterThan(60);
  });

  it('accepts no WHATWG corpus entry that fails to parse, has user-info or a port, or leaves the list', () => {
    let checked = 0;
    for (const entry of corpus) {
      for (const base of [entry.base ?? undefined, OWN_BASE]) {
        const accepted = isAllowedRedirect(entry.input, base === undefined ? {} : { base });
        const label = `${JSON.stringify(entry.input)} against ${base}`;
        if (entry.failure && base === (entry.base ?? undefined)) expect(accepted, label).to.equal(false);
        if (accepted) {
          const url = new URL(entry.input, base ?? location.href);
          expect(url.username, label).to.equal('');
          expect(url.password, label).to.equal('');
          expect(url.port, label).to.equal('');
          expect(url.protocol === 'https:' || url.origin === location.origin, label).to.equal(true);
          expect(resolvesOntoList(entry.input, base ?? location.href), label).to.equal(true);
        }
        if (!RAW_UNSAFE.test(entry.input)) {
          expect(accepted, label).to.equal(resolvesOntoList(entry.input, base ?? location.href));
        }
        checked++;
      }
    }
    expect(checked).to.equal(corpus.length * 2);
  });

  it('accepts the path, query and fragment of every corpus entry on our own host', () => {
    let accepted = 0;
    for (const entry of corpus) {
      let parsed: URL;
      try {
        parsed = new URL(entry.input, entry.base ?? undefined);
      } catch {
        continue;
      }
      if (!parsed.pathname.startsWith('/')) continue;
      const ours = `https://www.mkt.sg${parsed.pathname}${parsed.search}${parsed.hash}`;
      if (RAW_UNSAFE.test(ours)) continue;
      expect(isAllowedRedirect(ours), ours).to.equal(true);
      accepted++;
    }
    expect(accepted).to.be.greaterThan(300);
  });

  it('refuses every open-redirect payload unless it truly resolves onto our domain', () => {
    let refusedCount = 0;
    for (const raw of payloads) {
      const payload = raw.replaceAll('www.whitelisteddomain.tld', 'www.mkt.sg');
      for (const base of [OWN_BASE, undefined]) {
        const accepted = isAllowedRedirect(payload, base ? { base } : {});
        const expected = RAW_UNSAFE.test(payload) ? false : resolvesOntoList(payload, base ?? location.href);
        expect(accepted, `${payload} against ${base}`).to.equal(expected);
        if (accepted) expect(hostOf(payload, base ?? location.href)).to.match(/(^|\.)mkt\.sg$/);
        else refusedCount++;
      }
    }
    // Against the own-origin base some payloads are plain paths on our host (allowed); the rest is refused.
    expect(refusedCount).to.be.greaterThan(payloads.length);
  });
});

describe('isAllowedRedirect: property-based (fast-check)', function () {
  this.timeout(60000);
  const tricks = [
    '\\', '@', '%2e', '%2E', '%00', '%40', '%5c', '%2f', '%E3%80%82', '\t', '\n', '\r', '\u3002', '\uff0e',
    '\u0430', '\u0435', '\u043e', '\uff4d', '\uff4b', '\uff54', '\uff53', '\uff47', '.', '/', '//', ':', ':443', ':8080',
    '#', '?', 'evil.com', 'mkt', 'sg', 'www.', 'co.id', 'evilmkt.sg', 'user:pass', 'javascript:', 'http:', 'https:',
    'https://', 'xn--', '[::1]', '127.0.0.1', ' ', '\u200b',
  ];
  const piece = fc.oneof(fc.constantFrom(...tricks), fc.constantFrom(...OUR_DOMAINS), fc.constantFrom('www.mkt.sg', 'sub.mkt.co.id'));
  const hostile = fc
    .tuple(fc.constantFrom('https://', 'http://', '//', '/', '', 'https:', '\\\\', '/\\', 'https:/\\'), fc.array(piece, { minLength: 1, maxLength: 8 }))
    .map(([prefix, parts]) => prefix + parts.join(''));

  for (const base of [OWN_BASE, undefined]) {
    it(`accepts nothing off the list, non-https, with user-info or a port (base ${base ?? 'page'})`, () => {
      let acceptedCount = 0;
      fc.assert(
        fc.property(hostile, (input) => {
          const accepted = isAllowedRedirect(input, base ? { base } : {});
          if (accepted) {
            acceptedCount++;
            const url = new URL(input, base ?? location.href);
            expect(url.protocol === 'https:' || url.origin === location.origin, input).to.equal(true);
            expect(url.username + url.password + url.port, input).to.equal('');
            expect(resolvesOntoList(input, base ?? location.href), input).to.equal(true);
          }
          if (!RAW_UNSAFE.test(input)) {
            expect(accepted, input).to.equal(resolvesOntoList(input, base ?? location.href));
          }
        }),
        { numRuns: 3000 },
      );
      // The generator reaches both sides of the line: some inputs really land on our hosts.
      expect(acceptedCount).to.be.greaterThan(0);
    });
  }

  it('never accepts a look-alike of our domains (Cyrillic or confusable letters become punycode)', () => {
    const lookalike = fc
      .tuple(fc.constantFrom(...OUR_DOMAINS), fc.nat(), fc.constantFrom('\u0430', '\u0435', '\u043e', '\u0455', '\u0261'))
      .map(([domain, at, letter]) => {
        const index = at % domain.length;
        return domain.slice(0, index) + letter + domain.slice(index + 1);
      });
    fc.assert(
      fc.property(lookalike, (domain) => {
        expect(isAllowedRedirect(`https://${domain}/`), domain).to.equal(false);
        expect(isAllowedRedirect(`https://www.${domain}/`), domain).to.equal(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('safeRedirectTarget', () => {
  it('returns the normalised URL when allowed and the fallback otherwise', () => {
    expect(safeRedirectTarget('https://WWW.mkt.sg/cart', '/user/account')).to.equal('https://www.mkt.sg/cart');
    expect(safeRedirectTarget('https://evil.example', '/user/account')).to.equal('/user/account');
    expect(safeRedirectTarget(null, '/user/account')).to.equal('/user/account');
    expect(safeRedirectTarget(undefined, '/')).to.equal('/');
    expect(safeRedirectTarget('/cart', '/user/account', { base: OWN_BASE })).to.equal('https://www.mkt.sg/cart');
  });
});

/** Lets a report that may still be on its way to the monitor arrive before asserting there is none. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('validateJumpUrl', () => {
  let reports: MonitorEntry[] = [];
  beforeEach(() => {
    stopMonitorRetries();
    reports = [];
    window.mktMonitor = { report: (entry) => reports.push(entry) };
  });
  afterEach(() => {
    delete window.mktMonitor;
    stopMonitorRetries();
  });

  it("answers 'URL is empty' for an empty or blank URL, without a report", async () => {
    for (const url of ['', '   ', undefined as unknown as string]) {
      expect(validateJumpUrl(url)).to.deep.equal({ ok: false, error: 'URL is empty' });
    }
    await settle();
    expect(reports).to.have.length(0);
  });

  it('accepts our own and the payment partners\u2019 domains, returning the normalised URL', async () => {
    expect(validateJumpUrl('https://www.mkt.co.th/cart')).to.deep.equal({ ok: true, url: 'https://www.mkt.co.th/cart' });
    for (const domain of PAYMENT_PARTNER_DOMAINS) {
      expect(validateJumpUrl(`https://pay.${domain}/checkout?x=1`)).to.deep.equal({ ok: true, url: `https://pay.${domain}/checkout?x=1` });
    }
    await settle();
    expect(reports).to.have.length(0);
  });

  it('accepts extra domains passed in', async () => {
    expect(validateJumpUrl('https://wallet.example.net/a').ok).to.equal(false);
    expect(validateJumpUrl('https://wallet.example.net/a', ['example.net'])).to.deep.equal({ ok: true, url: 'https://wallet.example.net/a' });
    await waitUntil(() => reports.length > 0, 'a monitoring report');
    await settle();
    expect(reports.map((r) => r.detail.url)).to.deep.equal(['https://wallet.example.net/a']);
  });

  it("answers 'URL is illeagle' for anything else and reports it to monitoring without query, fragment or credentials", async () => {
    const result = validateJumpUrl('https://user:secret@evil.example/steal?token=abc123#code=999');
    expect(result).to.deep.equal({ ok: false, error: 'URL is illeagle' });
    await waitUntil(() => reports.length > 0, 'a monitoring report');
    expect(reports).to.deep.equal([{ category: 'login-diagnostic', key: 'URL is illeagle', detail: { url: 'https://evil.example/steal' } }]);
    expect(JSON.stringify(reports)).to.not.match(/abc123|999|secret/);
  });

  it('reports unparsable and script URLs without their content', async () => {
    expect(validateJumpUrl('javascript:alert(document.cookie)').ok).to.equal(false);
    expect(validateJumpUrl('https://exa mple.com/?token=1').ok).to.equal(false);
    await waitUntil(() => reports.length === 2, 'two monitoring reports');
    expect(reports.map((r) => r.detail.url)).to.deep.equal(['javascript:[opaque]', '[unparsable]']);
  });

  it('still answers when the monitor throws', async () => {
    let calls = 0;
    window.mktMonitor = {
      report: () => {
        calls += 1;
        throw new Error('monitor down');
      },
    };
    expect(validateJumpUrl('https://evil.example/')).to.deep.equal({ ok: false, error: 'URL is illeagle' });
    await waitUntil(() => calls > 0, 'the monitor was called');
    expect(validateJumpUrl('https://www.mkt.sg/ok')).to.deep.equal({ ok: true, url: 'https://www.mkt.sg/ok' });
  });
});
