import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { TOAST_DEFAULT_DURATION_MS } from '../../src/config/constants.ts';
import { $toast, hideToast, toast } from '../../src/stores/toast.ts';

describe('toast store', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
    hideToast();
  });
  afterEach(() => {
    hideToast();
    clock.restore();
  });

  it('shows a toast and hides it after the default duration', () => {
    toast('Network error');
    expect($toast.get()?.content).to.equal('Network error');
    expect($toast.get()?.duration).to.equal(TOAST_DEFAULT_DURATION_MS);
    clock.tick(TOAST_DEFAULT_DURATION_MS - 1);
    expect($toast.get()?.content).to.equal('Network error');
    clock.tick(1);
    expect($toast.get()).to.equal(null);
  });

  it('honours a custom duration', () => {
    toast('Saved', { duration: 500 });
    clock.tick(499);
    expect($toast.get()).not.to.equal(null);
    clock.tick(1);
    expect($toast.get()).to.equal(null);
  });

  it('replaces the previous toast and restarts the clock (the old timer is cleared)', () => {
    toast('first');
    clock.tick(TOAST_DEFAULT_DURATION_MS - 100);
    toast('second');
    expect($toast.get()?.content).to.equal('second');
    clock.tick(200);
    // The first toast's timer would have hidden everything by now.
    expect($toast.get()?.content).to.equal('second');
    clock.tick(TOAST_DEFAULT_DURATION_MS - 200);
    expect($toast.get()).to.equal(null);
  });

  it('gives two equal texts in a row distinct ids', () => {
    toast('same');
    const first = $toast.get()!.id;
    toast('same');
    expect($toast.get()!.id).not.to.equal(first);
  });

  it('keeps a toast with duration 0 until hidden', () => {
    toast('sticky', { duration: 0 });
    clock.tick(TOAST_DEFAULT_DURATION_MS * 10);
    expect($toast.get()?.content).to.equal('sticky');
    hideToast();
    expect($toast.get()).to.equal(null);
  });
});
