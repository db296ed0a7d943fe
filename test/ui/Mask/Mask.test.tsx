import { expect, waitUntil } from '@open-wc/testing';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { sendMouse } from '@web/test-runner-commands';
import { MASK_SWIPE_THRESHOLD_PX } from '../../../src/config/constants.ts';
import { Mask } from '../../../src/ui/Mask/Mask.tsx';
import { renderInShadow, type RenderResult } from '../../helpers/render.tsx';

describe('Mask', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  async function drag(from: [number, number], to: [number, number]) {
    await sendMouse({ type: 'move', position: from });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: to });
    await sendMouse({ type: 'up' });
  }

  it('reports a tap on the mask but not on its content', async () => {
    let taps = 0;
    view = await renderInShadow(
      <Mask onMaskClick={() => taps++}>
        <p style={{ background: 'white', padding: 40 }}>content</p>
      </Mask>,
    );
    expect(view.root.querySelector('[part="mask"]')).not.to.equal(null);
    const p = view.root.querySelector('p')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(p.x + 10), Math.round(p.y + 10)] });
    expect(taps).to.equal(0);
    await sendMouse({ type: 'click', position: [5, 5] });
    expect(taps).to.equal(1);
  });

  it('moves the page toast above the dialogs while any mask is open, stacked ones included', async () => {
    const inset = () => document.documentElement.style.getPropertyValue('--mkt-toast-inset-block');
    expect(inset()).to.equal('');
    view = await renderInShadow(<Mask />);
    const above = inset();
    expect(above).to.match(/^max\(8px, env\(safe-area-inset-top\)\) auto$/);
    const second = await renderInShadow(<Mask />);
    await second.unmount();
    expect(inset()).to.equal(above, 'the dialog below is still open');
    await view.unmount();
    view = undefined;
    expect(inset()).to.equal('');
  });

  it(`treats a gesture longer than ${MASK_SWIPE_THRESHOLD_PX}px as a swipe, not a tap`, async () => {
    let taps = 0;
    view = await renderInShadow(<Mask onMaskClick={() => taps++} />);
    await drag([20, 20], [20, 20 + MASK_SWIPE_THRESHOLD_PX + 5]);
    expect(taps).to.equal(0);
    await drag([20, 20], [20, 20 + MASK_SWIPE_THRESHOLD_PX - 2]);
    expect(taps).to.equal(1);
  });

  it('ignores a drag that started on the content (a text selection)', async () => {
    let taps = 0;
    view = await renderInShadow(
      <Mask onMaskClick={() => taps++}>
        <p style={{ background: 'white', padding: 40 }}>content</p>
      </Mask>,
    );
    const p = view.root.querySelector('p')!.getBoundingClientRect();
    await drag([Math.round(p.x + 2), Math.round(p.y + 2)], [Math.round(p.x - 4), Math.round(p.y - 4)]);
    expect(taps).to.equal(0);
  });
  it("reveals a field focused before its effects have run, with its form's button (a transition's effects wait for a paint)", async () => {
    // A shopper's tap can land between the commit that puts the mask in the page and its effects:
    // the focused field and its Login button come into view all the same.
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const root = createRoot(shadow);
    let scrolledTo: number | undefined;
    const watch = new MutationObserver(() => {
      const field = shadow.querySelector('input');
      if (!field || scrolledTo !== undefined) return;
      // As a tap on a field that is partly in view: focus, and no scroll of the browser's own.
      field.focus({ preventScroll: true });
      scrolledTo = shadow.querySelector('[data-scroller]')!.scrollTop;
    });
    watch.observe(shadow, { childList: true, subtree: true });
    try {
      startTransition(() =>
        root.render(
          <Mask>
            <div data-scroller style={{ blockSize: 200, overflow: 'auto' }}>
              <form>
                <div style={{ blockSize: 300 }} />
                <input aria-label="Password" />
                <div style={{ blockSize: 100 }} />
                <button type="submit">Log in</button>
              </form>
            </div>
          </Mask>,
        ),
      );
      await waitUntil(() => scrolledTo !== undefined, 'the field never came');
      const scroller = shadow.querySelector('[data-scroller]')!.getBoundingClientRect();
      const button = shadow.querySelector('button')!.getBoundingClientRect();
      expect(scrolledTo).to.be.greaterThan(0);
      expect(button.bottom).to.be.at.most(scroller.bottom + 0.5);
    } finally {
      watch.disconnect();
      root.unmount();
      host.remove();
    }
  });
});
