/**
 * Issue 20: the SPEC §3 headers only ever carry values fetch() accepts. A user-id cookie holding
 * characters outside visible ASCII (a `%E2%9C%93` cookie, a server id written there) is left out
 * of `x-uid` instead of making every request fail.
 */
import { expect } from '@open-wc/testing';
import { requestHeaders } from '../../src/api/request-headers.ts';
import { getRegion } from '../../src/config/regions.ts';
import { removeCookie, USER_ID_COOKIE, writeCookie } from '../../src/storefront/cookies.ts';

describe('request headers (SPEC §3, issue 20)', () => {
  afterEach(() => removeCookie(USER_ID_COOKIE));

  it('sends a well-formed user id as x-uid', () => {
    writeCookie(USER_ID_COOKIE, '100234');
    expect(requestHeaders({ language: 'th', region: getRegion('TH') })['x-uid']).to.equal('100234');
  });

  for (const hostile of ['✓', '用户100', 'a\r\nSet-Cookie: x=1', ' ', 'x'.repeat(65)]) {
    it(`leaves out a user-id cookie of ${JSON.stringify(hostile.slice(0, 12))}, and the request still goes out`, async () => {
      writeCookie(USER_ID_COOKIE, hostile);
      const headers = requestHeaders({ language: 'th', region: getRegion('TH') });
      expect(headers).to.not.have.property('x-uid');
      const response = await fetch('/__sandbox/config', { headers });
      expect(response.ok).to.equal(true);
    });
  }
});
