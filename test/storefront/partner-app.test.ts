import { expect } from '@open-wc/testing';
import {
  BRIDGE_PARTNER,
  USER_AGENT_PARTNERS,
  WEB_ENTRANCE,
  detectEntrance,
  forcedBridgeApis,
  isInMobileApp,
  isInPartnerApp,
  shouldUseAppBridge,
} from '../../src/storefront/partner-app.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.230 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';

describe('partner apps (SPEC §1, §7)', () => {
  it('knows seven user-agent partners plus one bridge partner', () => {
    expect(USER_AGENT_PARTNERS).to.have.length(7);
    const partners = [...USER_AGENT_PARTNERS, BRIDGE_PARTNER];
    expect(new Set(partners.map((p) => p.entrance)).size).to.equal(8);
  });

  const userAgents: [string, string][] = [
    [`${ANDROID} DANA/2.41.0`, 'dana'],
    [`${IPHONE} TNGD/1.8.95`, 'tng'],
    [`${ANDROID} TNGeWallet/1.8.95`, 'tng'],
    [`${ANDROID} GCash/5.70.0`, 'gcash'],
    [`${IPHONE} TrueMoneyWallet/5.40.0`, 'truemoney'],
    [`${ANDROID} MoMoApp/4.1.5`, 'momo'],
    [`${ANDROID} Easypaisa/3.22`, 'easypaisa'],
    [`${IPHONE} bKash/4.12.0`, 'bkash'],
  ];
  for (const [userAgent, entrance] of userAgents) {
    it(`detects ${entrance} from "${userAgent.slice(-24)}"`, () => {
      expect(detectEntrance(userAgent, {})).to.equal(entrance);
      expect(isInPartnerApp(userAgent, {})).to.equal(true);
    });
  }

  it(`detects ${BRIDGE_PARTNER.name} through its bridge object, not the user agent`, () => {
    expect(detectEntrance(ANDROID, { [BRIDGE_PARTNER.bridgeObject]: { call() {} } })).to.equal(BRIDGE_PARTNER.entrance);
    expect(detectEntrance(ANDROID, {})).to.equal(WEB_ENTRANCE);
  });

  it("gives 'web' for browsers, the buyer app, and lookalike words", () => {
    for (const userAgent of [DESKTOP, IPHONE, `${ANDROID} MktBuyerApp/7.1.0`, `${DESKTOP} Dana Point`, `${DESKTOP} GCashier`, '']) {
      expect(detectEntrance(userAgent, {}), userAgent).to.equal('web');
    }
  });

  it('reads the real navigator and window by default', () => {
    expect(detectEntrance()).to.equal('web');
    expect(isInPartnerApp()).to.equal(false);
    expect(isInMobileApp()).to.equal(false);
  });

  it('recognises the marketplace buyer app', () => {
    expect(isInMobileApp(`${ANDROID} MktBuyerApp/7.1.0`)).to.equal(true);
    expect(isInMobileApp(`${IPHONE} MktBuyerApp`)).to.equal(true);
    expect(isInMobileApp(`${ANDROID} GCash/5.70.0`)).to.equal(false);
  });

  it('is not fooled by page elements named like the bridge (DOM clobbering, issue 20)', () => {
    const name = BRIDGE_PARTNER.bridgeObject;
    const image = document.createElement('img');
    image.setAttribute('name', name);
    document.body.append(image);
    try {
      // The named <img> is what window.AlipayJSBridge returns now.
      expect((window as unknown as Record<string, unknown>)[name]).to.equal(image);
      expect(detectEntrance(ANDROID)).to.equal('web');
      const second = image.cloneNode() as HTMLImageElement;
      document.body.append(second);
      expect(detectEntrance(ANDROID)).to.equal('web');
      second.remove();
    } finally {
      image.remove();
    }
    expect(detectEntrance(ANDROID, { [name]: { call: 'not a function' } })).to.equal('web');
    expect(detectEntrance(ANDROID, { [name]: {} })).to.equal('web');
  });

  it('forces benefit collection onto the app bridge inside the buyer app only', () => {
    const app = `${ANDROID} MktBuyerApp/7.1.0`;
    expect(forcedBridgeApis).to.deep.equal(['mtop.mkt.benefit.tag.batchCollect', 'mtop.mkt.benefit.allocation.collectbenefits']);
    for (const api of forcedBridgeApis) {
      expect(shouldUseAppBridge(api, app)).to.equal(true);
      expect(shouldUseAppBridge(api, DESKTOP)).to.equal(false);
    }
    expect(shouldUseAppBridge('MTOP.MKT.BENEFIT.TAG.BATCHCOLLECT', app)).to.equal(true);
    expect(shouldUseAppBridge('mtop.mkt.member.user.get', app)).to.equal(false);
  });
});
