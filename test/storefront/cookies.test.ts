import { expect } from '@open-wc/testing';
import { REGIONS } from '../../src/config/regions.ts';
import { isPublicSuffix, readCookie, removeCookie, writeCookie } from '../../src/storefront/cookies.ts';

describe('cookies (SPEC §3)', () => {
  afterEach(() => removeCookie('mkt_test'));

  it('writes, reads and removes a cookie on the page origin', () => {
    expect(writeCookie('mkt_test', 'SG|en', { days: 30, sameSite: 'Lax' })).to.equal(true);
    expect(readCookie('mkt_test')).to.equal('SG|en');
    removeCookie('mkt_test');
    expect(readCookie('mkt_test')).to.equal(undefined);
  });

  it('refuses a Domain that is a public suffix', () => {
    for (const domain of ['com', '.com.sg', 'co.th', 'localhost', '']) expect(isPublicSuffix(domain), domain).to.equal(true);
    for (const domain of ['mkt.sg', '.mkt.co.th', 'mkt.com.my']) expect(isPublicSuffix(domain), domain).to.equal(false);
    expect(writeCookie('mkt_test', '1', { domain: '.com.sg' })).to.equal(false);
    expect(readCookie('mkt_test')).to.equal(undefined);
  });

  it("refuses every region domain's public suffix, and the second-level suffixes of the region TLDs", () => {
    for (const { domain } of Object.values(REGIONS)) {
      const suffix = domain.split('.').slice(1).join('.');
      for (const refused of [suffix, `.${suffix}`]) expect(isPublicSuffix(refused), refused).to.equal(true);
      for (const own of [domain, `.${domain}`, `www.${domain}`]) expect(isPublicSuffix(own), own).to.equal(false);
    }
    for (const suffix of ['net.sg', 'org.sg', 'edu.my', 'gov.ph', 'or.id', 'web.id', 'go.th', 'in.th', 'net.vn', 'org.kh', 'net.bd', 'com.lk', 'net.mm', 'org.np', 'edu.pk']) {
      expect(isPublicSuffix(suffix), suffix).to.equal(true);
      expect(writeCookie('mkt_test', '1', { domain: `.${suffix}` }), suffix).to.equal(false);
    }
    expect(readCookie('mkt_test')).to.equal(undefined);
  });
});

describe('cookie values on the wire', () => {
  afterEach(() => removeCookie('mkt_wire'));

  it('keeps what RFC 6265 allows as it is and percent-encodes the rest; reads both back', () => {
    writeCookie('mkt_wire', 'SG|en');
    expect(document.cookie).to.contain('mkt_wire=SG|en');
    writeCookie('mkt_wire', 'a b;c,d"é');
    expect(document.cookie).to.contain('mkt_wire=a%20b%3Bc%2Cd%22%C3%A9');
    expect(readCookie('mkt_wire')).to.equal('a b;c,d"é');
    writeCookie('mkt_wire', '%41/x');
    expect(readCookie('mkt_wire')).to.equal('%41/x');
  });

  it('reads a value the server quoted or encoded, and a broken escape as it is', () => {
    document.cookie = 'mkt_wire="SG%7Cen"; path=/';
    expect(readCookie('mkt_wire')).to.equal('SG|en');
    document.cookie = 'mkt_wire=100%; path=/';
    expect(readCookie('mkt_wire')).to.equal('100%');
    expect(readCookie('mkt_wire_absent')).to.equal(undefined);
  });
});
