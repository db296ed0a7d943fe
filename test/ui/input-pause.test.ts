import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { whenInputPauses } from '../../src/ui/input-pause.ts';

/** A key, press or touch as the page sees it: at the window, from inside a shadow root too. */
function input(type: 'keydown' | 'pointerdown' | 'touchstart'): void {
  const host = document.createElement('div');
  const field = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('input'));
  document.body.append(host);
  field.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  host.remove();
}

describe('whenInputPauses: React\'s work waits for a pause in the typing', () => {
  let clock: sinon.SinonFakeTimers;
  beforeEach(() => {
    clock = sinon.useFakeTimers();
  });
  afterEach(() => clock.restore());

  it('before any input, waits 300 ms: the shopper just shown a field has not started typing yet', () => {
    const run = sinon.spy();
    whenInputPauses(run);
    clock.tick(299);
    expect(run.called).to.equal(false);
    clock.tick(1);
    expect(run.callCount).to.equal(1);
  });

  it('once typing has begun, runs 100 ms after the last key, press or touch, not while keys come 40 ms apart', () => {
    const run = sinon.spy();
    whenInputPauses(run);
    for (const type of ['keydown', 'keydown', 'pointerdown', 'touchstart', 'keydown'] as const) {
      clock.tick(40);
      input(type);
    }
    clock.tick(99);
    expect(run.called).to.equal(false);
    clock.tick(1);
    expect(run.callCount).to.equal(1);
  });

  it('now() runs the work at once, once, and the keys after it wait for nothing', () => {
    const run = sinon.spy();
    const wait = whenInputPauses(run);
    input('keydown');
    wait.now();
    wait.now();
    expect(run.callCount).to.equal(1);
    input('keydown');
    clock.tick(1000);
    expect(run.callCount).to.equal(1);
  });
});
