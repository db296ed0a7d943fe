/**
 * Issue 15: the popup controller runs the transition table on one popup's stack. Screens only
 * report outcomes; stack moves, closing and leaving the page (announced, cancelable) happen here.
 */
import { expect } from '@open-wc/testing';
import { createPopupState } from '../../src/stores/popup.ts';
import { loadTransitions } from '../../src/screens/transitions.ts';
import { FIXTURE_OUTCOMES, FIXTURE_SCREEN, fixtureGo, registerFixtureFeature } from '../helpers/fixture-feature.tsx';

// The table as the popup runs it: every feature's, merged, with the tests' fixture feature's.
registerFixtureFeature();
const { createScreenController } = await loadTransitions();

function setUp(cancelNavigation = false) {
  const state = createPopupState();
  const announced: Array<{ action: string; url: string }> = [];
  const navigated: string[] = [];
  const controller = createScreenController({
    state,
    announce: (detail) => {
      announced.push({ action: detail.action, url: detail.url });
      return !cancelNavigation;
    },
    navigate: (url) => navigated.push(url),
  });
  const screens = () => state.$stack.get().map((entry) => entry.screen);
  return { state, go: controller.go, goFixture: fixtureGo(controller), announced, navigated, screens };
}

describe('popup controller (issue 15: one transition table)', () => {
  it('pushes, and goes back to Login by popping it when it is right below', () => {
    const { state, goFixture, screens } = setUp();
    state.open('login');
    expect(goFixture('login', FIXTURE_OUTCOMES.show)).to.equal(true);
    expect(screens()).to.deep.equal(['login', FIXTURE_SCREEN]);
    goFixture(FIXTURE_SCREEN, FIXTURE_OUTCOMES.usePassword, { tab: 'password' });
    expect(screens()).to.deep.equal(['login']);
  });

  it('shows Login in place of a first screen, with its params', () => {
    const { state, goFixture, screens } = setUp();
    state.open(FIXTURE_SCREEN);
    goFixture(FIXTURE_SCREEN, FIXTURE_OUTCOMES.usePassword, { tab: 'password' });
    expect(screens()).to.deep.equal(['login']);
    expect(state.$current.get()?.params).to.deep.equal({ tab: 'password' });
  });

  it('Back on the first screen closes the popup as the user choice (SPEC §2)', () => {
    const { state, go } = setUp();
    const reasons: string[] = [];
    state.onClose((reason) => reasons.push(reason));
    state.open('forget-password');
    go('forget-password', 'back');
    expect(state.$open.get()).to.equal(false);
    expect(reasons).to.deep.equal(['user']);
  });

  it('a choice list returning replaces the screen below it', () => {
    const { state, go, screens } = setUp();
    const params = { type: 'OTP_LOGIN', phone: '91234567', phonePrefixCode: '65', deliveryType: 'SMS', codeLength: 6 } as const;
    state.open('login');
    go('login', 'code-sent', params);
    go('verify', 'other-methods', params);
    expect(screens()).to.deep.equal(['login', 'verify', 'verify-method-list']);
    go('verify-method-list', 'code-sent', { ...params, deliveryType: 'WHATSAPP' });
    expect(screens()).to.deep.equal(['login', 'verify']);
    expect(state.$current.get()?.params.deliveryType).to.equal('WHATSAPP');
  });

  it('ignores an outcome from a screen that is no longer on top (a late answer)', () => {
    const { state, go, goFixture, screens } = setUp();
    state.open('login');
    go('login', 'sign-up');
    expect(goFixture('login', FIXTURE_OUTCOMES.show)).to.equal(false);
    expect(screens()).to.deep.equal(['login', 'registry']);
  });

  it('announces every page navigation as a next step, and leaves only when nobody cancelled it', () => {
    const open = setUp();
    open.state.open('forget-password');
    expect(open.go('forget-password', 'second-verification', { url: 'https://member.mkt.sg/user/verification' })).to.equal(true);
    expect(open.announced).to.deep.equal([{ action: 'SECOND_VERIFICATION', url: 'https://member.mkt.sg/user/verification' }]);
    expect(open.navigated).to.deep.equal(['https://member.mkt.sg/user/verification']);

    const cancelled = setUp(true);
    cancelled.state.open('reset-password');
    expect(cancelled.go('reset-password', 'jump-to-url', { url: '/cart' })).to.equal(false);
    expect(cancelled.announced.map((a) => a.action)).to.deep.equal(['JUMP_TO_URL']);
    expect(cancelled.navigated).to.deep.equal([]);
  });

  it('closes with success when a screen finishes', () => {
    const { state, go } = setUp();
    const reasons: string[] = [];
    state.onClose((reason) => reasons.push(reason));
    state.open('change-email');
    go('change-email', 'sent');
    expect(reasons).to.deep.equal(['success']);
  });
});
