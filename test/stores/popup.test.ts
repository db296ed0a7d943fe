import { expect } from '@open-wc/testing';
import { createPopupState } from '../../src/stores/popup.ts';
import { FIXTURE_SCREEN } from '../helpers/fixture-screen.ts';

describe('popup screen stack (SPEC §2)', () => {
  it('opens on login by default, pushes, replaces and goes back', () => {
    const popup = createPopupState();
    popup.open();
    expect(popup.$current.get()?.screen).to.equal('login');
    popup.push('registry');
    popup.push('verify', { phone: '91234567' });
    expect(popup.$stack.get().map((e) => e.screen)).to.deep.equal(['login', 'registry', 'verify']);
    popup.replace('sms-uplink');
    expect(popup.$stack.get().map((e) => e.screen)).to.deep.equal(['login', 'registry', 'sms-uplink']);
    expect(popup.back()).to.equal(true);
    expect(popup.$current.get()?.screen).to.equal('registry');
    expect(popup.back()).to.equal(true);
    expect(popup.back()).to.equal(false);
    expect(popup.$current.get()?.screen).to.equal('login');
  });

  it('clear all leaves a single entry screen', () => {
    const popup = createPopupState();
    popup.open('registry');
    popup.push('verify');
    popup.clear('login');
    expect(popup.$stack.get().map((e) => e.screen)).to.deep.equal(['login']);
  });

  it('close aborts the opening signal, empties the stack and tells listeners once', () => {
    const popup = createPopupState();
    const reasons: string[] = [];
    popup.onClose((reason) => reasons.push(reason));
    popup.open(FIXTURE_SCREEN);
    const signal = popup.signal;
    popup.close('success');
    popup.close('user');
    expect(signal.aborted).to.equal(true);
    expect(popup.$open.get()).to.equal(false);
    expect(popup.$stack.get()).to.deep.equal([]);
    expect(reasons).to.deep.equal(['success']);
    popup.open();
    expect(popup.signal.aborted).to.equal(false);
  });

  it('isCurrent tells a stale answer that its screen is gone', () => {
    const popup = createPopupState();
    popup.open();
    const loginId = popup.$current.get()!.id;
    expect(popup.isCurrent(loginId)).to.equal(true);
    popup.push('registry');
    expect(popup.isCurrent(loginId)).to.equal(false);
    popup.back();
    // Back shows the same entry again: an answer started there may still land.
    expect(popup.isCurrent(loginId)).to.equal(true);
    popup.close();
    expect(popup.isCurrent(loginId)).to.equal(false);
  });
});
