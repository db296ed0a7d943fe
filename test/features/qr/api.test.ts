import { expect } from '@open-wc/testing';
import { createApi } from '../../../src/api/calls.ts';
import { getConfig, sandboxDefaults, type MemberConfig } from '../../../src/config/settings.ts';
import { gatewayApiName } from '../../../src/api/calls.ts';
import { apiSlice } from '../../../src/features/qr/api.ts';
import { type CallCase, brokenLogin, checkAnswerCases } from '../../api/answer-cases.ts';
import { dataOf, gatewayOk } from '../../api/helpers.ts';
import { bodyOf, builder, errorOf, marketplace, ok, only } from '../../api/marketplace.ts';

const build = builder([apiSlice]);

describe('QR calls (SPEC §7)', () => {
  it('loginByQrCode exchanges the scanned token', async () => {
    const fetch = marketplace({ '/user/api/loginByQrCode': ok({ loginNextStepAction: 'SECOND_VERIFICATION', loginNextStepActionData: { url: 'https://v' } }) });
    const result = await build(fetch).loginByQrCode({ token: 'qr-token' });
    expect(result.loginNextStepAction).to.equal('SECOND_VERIFICATION');
    expect(bodyOf(only(fetch))).to.include({ token: 'qr-token', tokenType: 'OAUTH_ID_TOKEN', bizScene: 'qrcode', cookieExpiredTime: '3D' });
  });

  it('generateQrCodeUrl posts the client id and reads numbers given as strings', async () => {
    const fetch = marketplace({}, { generateQrCodeUrl: () => gatewayOk({ expire: '20', interval: 5000, qrLoginUrl: 'https://qr', requestId: 'r1' }) });
    expect(await build(fetch).generateQrCodeUrl()).to.deep.equal({ expire: 20, interval: 5000, qrLoginUrl: 'https://qr', requestId: 'r1' });
    const request = only(fetch);
    expect(request.url.searchParams.get('api')).to.equal(gatewayApiName('generateQrCodeUrl'));
    expect(dataOf(request)).to.deep.equal({ clientId: 'buyer-app' });
  });

  it('generateQrCodeUrl passes unreadable polling values as NaN (the flow falls back) but needs url and id', async () => {
    const fetch = marketplace({}, { generateQrCodeUrl: () => gatewayOk({ expire: 'soon', qrLoginUrl: 'https://qr', requestId: 'r1' }) });
    const answer = await build(fetch).generateQrCodeUrl();
    expect(Number.isNaN(answer.expire)).to.equal(true);
    expect(Number.isNaN(answer.interval)).to.equal(true);
    expect(answer.qrLoginUrl).to.equal('https://qr');
    const noUrl = marketplace({}, { generateQrCodeUrl: () => gatewayOk({ expire: 20, interval: 5000, requestId: 'r1' }) });
    expect((await errorOf(build(noUrl).generateQrCodeUrl())).kind).to.equal('malformed');
    const empty = marketplace({}, { generateQrCodeUrl: () => gatewayOk(null) });
    expect((await errorOf(build(empty).generateQrCodeUrl())).kind).to.equal('malformed');
  });

  it('checkQrCodeStatus posts client and request ids and reads status and token', async () => {
    const fetch = marketplace({}, { checkQrCodeStatus: () => gatewayOk({ status: 'SUCCESS', scanned: true, token: 'qt' }) });
    expect(await build(fetch).checkQrCodeStatus({ requestId: 'r1' })).to.deep.equal({ status: 'SUCCESS', scanned: true, token: 'qt' });
    expect(dataOf(only(fetch))).to.deep.equal({ clientId: 'buyer-app', requestId: 'r1' });
    const pending = marketplace({}, { checkQrCodeStatus: () => gatewayOk({ status: 'PENDING' }) });
    expect(await build(pending).checkQrCodeStatus({ requestId: 'r1' })).to.deep.equal({ status: 'PENDING' });
  });
});

const CASES: CallCase[] = [
  { call: 'loginByQrCode', host: 'member', run: (api) => api.loginByQrCode({ token: 't' }), malformed: brokenLogin },
  { call: 'generateQrCodeUrl', host: 'gateway', run: (api) => api.generateQrCodeUrl(), malformed: [{}, { qrLoginUrl: 5, requestId: 'r' }, { qrLoginUrl: 'https://qr', requestId: [] }] },
  { call: 'checkQrCodeStatus', host: 'gateway', run: (api) => api.checkQrCodeStatus({ requestId: 'r' }), malformed: [{}, { status: {} }, { status: 'SUCCESS', token: ['t'] }, { status: 'PENDING', scanned: 'yes' }] },
];

describe('qr answers at the api boundary', () => {
  checkAnswerCases(CASES, [apiSlice]);
});

describe('QR calls against the sandbox (wire protocol)', () => {
  const config: MemberConfig = { ...getConfig(), ...sandboxDefaults(''), region: 'SG', lang: 'en' } as MemberConfig;

  beforeEach(async () => {
    await fetch('/__sandbox/reset', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    await fetch('/__sandbox/faults', { method: 'DELETE' });
  });

  it('gets a QR code and its status', async () => {
    const api = createApi({ config: () => config, antiBot: () => undefined }, [apiSlice]);
    const qr = await api.generateQrCodeUrl();
    expect(qr.qrLoginUrl).to.be.a('string');
    expect((await api.checkQrCodeStatus({ requestId: qr.requestId })).status).to.equal('PENDING');
  });
});
