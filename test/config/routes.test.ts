import { expect } from '@open-wc/testing';
import { REGIONS, REGION_CODES, type Environment } from '../../src/config/regions.ts';
import {
  ACCOUNT_BINDING_VERIFY_PAGE,
  CLOSE_ACCOUNT_REGISTER_FAIL_PAGE,
  GOOGLE_LOGIN_RETURN_PATH,
  MEMBER_PAGES,
  MEMBER_ROUTES,
  helpCenterUrl,
  isLoginSignupPage,
  loginRedirectUrl,
  memberPageUrl,
  memberRouteUrl,
  publicPageUrl,
  walletUrl,
} from '../../src/config/routes.ts';

const HOSTED_ENVS = ['production', 'pre', 'daily'] as const;

describe('link builder (SPEC §2)', () => {
  describe('per region and environment', () => {
    for (const region of REGION_CODES) {
      for (const env of HOSTED_ENVS) {
        const hosts = REGIONS[region].hosts[env];
        it(`${region} ${env}: member routes on ${hosts.member}, member pages on ${hosts.www}`, () => {
          const target = { region, env };
          expect(memberRouteUrl('login', target)).to.equal(`https://${hosts.member}/user/login`);
          expect(memberRouteUrl('myVoucher', target)).to.equal(`https://${hosts.member}/member/my-voucher`);
          expect(walletUrl('myWallet', target)).to.equal(`https://${hosts.member}/wallet/my-wallet`);
          expect(memberPageUrl('kyc-selfie', target)).to.equal(
            `https://${hosts.www}/wow/gcp/${region.toLowerCase()}/member/kyc-selfie`,
          );
          expect(publicPageUrl('termsOfUse', target)).to.equal(`https://${hosts.www}/terms-of-use/`);
        });
      }
    }

    it('builds same-origin relative URLs in the sandbox', () => {
      const target = { region: 'TH' as const, env: 'sandbox' as Environment };
      expect(memberRouteUrl('account', target)).to.equal('/user/account');
      expect(memberPageUrl('login-signup', target, { redirect: '/cart' })).to.equal('/wow/gcp/th/member/login-signup?redirect=%2Fcart');
      expect(publicPageUrl('privacyPolicy', target)).to.equal('/privacy-policy/');
      expect(walletUrl('newUsers', target)).to.equal('/wallet/new-users');
    });
  });

  it('has every member route of SPEC §2', () => {
    expect(Object.values(MEMBER_ROUTES)).to.include.members([
      '/user/login', '/user/register', '/user/guest-register', '/user/lazadian', '/user/change-password',
      '/user/forget-password', '/user/reset-password', '/user/logout', '/user/account', '/user/setting',
      '/member/account-info', '/member/bind-info', '/member/info-change', '/member/my-voucher',
      '/member/confirm-verification', '/user/verification',
    ]);
  });

  it('has every member page of SPEC §2', () => {
    expect(MEMBER_PAGES).to.have.length(30);
    expect(MEMBER_PAGES).to.include.members(['login-signup', 'third-verify', 'privacy-setting', 'change-lazada-id', 'lazada-id', 'close-account-register-fail']);
  });

  it('names the fixed destinations', () => {
    const sg = { region: 'SG' as const, env: 'production' as const };
    expect(GOOGLE_LOGIN_RETURN_PATH).to.equal('/user/google-login');
    expect(memberPageUrl(CLOSE_ACCOUNT_REGISTER_FAIL_PAGE, sg)).to.equal('https://www.mkt.sg/wow/gcp/sg/member/close-account-register-fail');
    expect(memberPageUrl(ACCOUNT_BINDING_VERIFY_PAGE, sg)).to.equal('https://www.mkt.sg/wow/gcp/sg/member/third-verify');
    expect(memberRouteUrl('confirmVerification', sg)).to.equal('https://member.mkt.sg/member/confirm-verification');
    expect(memberRouteUrl('verification', sg)).to.equal('https://member.mkt.sg/user/verification');
  });

  it('builds help center links with an encoded path parameter', () => {
    const my = { region: 'MY' as const, env: 'production' as const };
    expect(helpCenterUrl(my)).to.equal('https://www.mkt.com.my/helpcenter');
    expect(helpCenterUrl(my, 'returns/how to return')).to.equal('https://www.mkt.com.my/helpcenter/returns/how%20to%20return');
    // Dot segments cannot climb out of the help center; ? and # stay inside the path.
    expect(helpCenterUrl(my, '../../user/logout?x=1#y')).to.equal('https://www.mkt.com.my/helpcenter/user/logout%3Fx%3D1%23y');
    expect(publicPageUrl('helpCenterLiveUp', my)).to.equal('https://www.mkt.com.my/helpcenter/liveup');
  });

  it('recognises the login/sign-up page by its path', () => {
    expect(isLoginSignupPage('/wow/gcp/sg/member/login-signup')).to.equal(true);
    expect(isLoginSignupPage('/wow/gcp/sg/member/login-signup-test?x=1')).to.equal(true);
    expect(isLoginSignupPage('/user/login')).to.equal(false);
  });

  describe('login redirect', () => {
    const redirect = 'https://www.mkt.sg/cart?item=1&qty=2';

    it('normal: the member login-signup page with redirect, hybrid, spm and bizScene', () => {
      const url = new URL(loginRedirectUrl({ region: 'SG', env: 'production', redirect, spm: 'a1.cart.0.0', bizScene: 'PC_POPUP' }));
      expect(url.origin + url.pathname).to.equal('https://www.mkt.sg/wow/gcp/sg/member/login-signup');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({ redirect, hybrid: '1', spm: 'a1.cart.0.0', bizScene: 'PC_POPUP' });
    });

    it('leaves bizScene out when absent and honours hybrid off', () => {
      const url = new URL(loginRedirectUrl({ region: 'VN', env: 'daily', redirect, hybrid: false, spm: 's' }));
      expect(url.host).to.equal(REGIONS.VN.hosts.daily.www);
      expect(url.pathname).to.equal('/wow/gcp/vn/member/login-signup');
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({ redirect, hybrid: '0', spm: 's' });
    });

    it('pre-release: the login-signup-test variant', () => {
      const url = new URL(loginRedirectUrl({ region: 'PH', env: 'pre', redirect }));
      expect(url.host).to.equal(REGIONS.PH.hosts.pre.www);
      expect(url.pathname).to.equal('/wow/gcp/ph/member/login-signup-test');
    });

    it('test mode on the buyer host: /user/login with hybrid=1', () => {
      const url = new URL(loginRedirectUrl({ region: 'TH', env: 'production', redirect, spm: 's.1', testMode: true, hybrid: false, bizScene: 'x' }));
      expect(url.origin + url.pathname).to.equal(`https://${REGIONS.TH.hosts.production.member}/user/login`);
      expect(Object.fromEntries(url.searchParams)).to.deep.equal({ redirect, hybrid: '1', spm: 's.1' });
    });

    it('inside a wallet partner app on a member host: /user/login with hybrid=1', () => {
      const url = new URL(loginRedirectUrl({ region: 'ID', env: 'production', redirect, spm: 's.2', partnerApp: true }));
      expect(url.origin + url.pathname).to.equal(`https://${REGIONS.ID.hosts.production.member}/user/login`);
      expect(url.search).to.equal(`?redirect=${encodeURIComponent(redirect)}&hybrid=1&spm=s.2`);
    });

    it('sandbox: relative, with the redirect encoded as one value', () => {
      expect(loginRedirectUrl({ region: 'SG', env: 'sandbox', redirect: '/a?b=1&c=2', spm: 's' })).to.equal(
        '/wow/gcp/sg/member/login-signup?redirect=%2Fa%3Fb%3D1%26c%3D2&hybrid=1&spm=s',
      );
    });
  });
});
