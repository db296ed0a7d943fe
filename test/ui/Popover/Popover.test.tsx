import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import sinon from 'sinon';
import {
  POPOVER_ANIMATION_DEADLINE_MS,
  TOOLTIP_BLUR_DELAY_MS,
  TOOLTIP_MOUSE_LEAVE_DELAY_MS,
  TOOLTIP_OFFSET_PX,
} from '../../../src/config/constants.ts';
import { Popover } from '../../../src/ui/Popover/Popover.tsx';
import { Tooltip } from '../../../src/ui/Popover/Tooltip.tsx';
import { actAsync, renderInShadow, type RenderResult } from '../../helpers/render.tsx';

const centre = (el: Element): [number, number] => {
  const r = el.getBoundingClientRect();
  return [Math.round(r.x + r.width / 2), Math.round(r.y + r.height / 2)];
};

describe('Tooltip and Popover', () => {
  let view: RenderResult | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await sendMouse({ type: 'move', position: [0, 0] });
    await view?.unmount();
    view = undefined;
    document.querySelector('[data-room-above]')?.remove();
  });

  const popupOf = (root: ShadowRoot, role = 'tooltip') => root.querySelector<HTMLElement>(`[role="${role}"]`)!;

  it('links the trigger to the tooltip with aria-describedby inside the same shadow root', async () => {
    view = await renderInShadow(
      <Tooltip content="Log in faster">
        <button type="button">QR</button>
      </Tooltip>,
    );
    const button = view.root.querySelector('button')!;
    const tooltip = view.root.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(tooltip.getAttribute('role')).to.equal('tooltip');
    expect(tooltip.textContent).to.equal('Log in faster');
    expect(tooltip.hidden).to.equal(true);
  });

  it('shows on hover and hides TOOLTIP_MOUSE_LEAVE_DELAY_MS after the pointer leaves', async () => {
    // Room above the trigger, so the tooltip takes its asked side (flipping: position.test.ts).
    const roomAbove = document.createElement('div');
    roomAbove.setAttribute('data-room-above', '');
    roomAbove.style.paddingTop = '200px';
    document.body.append(roomAbove);
    view = await renderInShadow(
      <Tooltip content="hint">
        <button type="button">QR</button>
      </Tooltip>,
      { container: roomAbove },
    );
    const button = view.root.querySelector('button')!;
    await sendMouse({ type: 'move', position: centre(button) });
    await waitUntil(() => !popupOf(view!.root).hidden, 'tooltip did not show on hover');
    // offset from the trigger (SPEC §9)
    const gap = button.getBoundingClientRect().top - popupOf(view.root).getBoundingClientRect().bottom;
    expect(Math.round(gap)).to.equal(TOOLTIP_OFFSET_PX);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendMouse({ type: 'move', position: [0, 0] });
    await actAsync(() => clock!.tick(TOOLTIP_MOUSE_LEAVE_DELAY_MS - 1));
    expect(popupOf(view.root).className).not.to.contain('leaving');
    await actAsync(() => clock!.tick(1));
    expect(popupOf(view.root).className).to.contain('mkt-popover--leaving');
    // Removed at the animation deadline at the latest.
    await actAsync(() => clock!.tick(POPOVER_ANIMATION_DEADLINE_MS));
    expect(popupOf(view.root).hidden).to.equal(true);
  });

  it('shows on keyboard focus and hides TOOLTIP_BLUR_DELAY_MS after blur', async () => {
    view = await renderInShadow(
      <>
        <Tooltip content="hint">
          <button type="button">QR</button>
        </Tooltip>
        <button type="button">elsewhere</button>
      </>,
    );
    const [button] = Array.from(view.root.querySelectorAll('button'));
    button.focus();
    await actAsync(() => undefined);
    expect(popupOf(view.root).hidden).to.equal(false);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await sendKeys({ press: 'Tab' });
    await actAsync(() => clock!.tick(TOOLTIP_BLUR_DELAY_MS - 1));
    expect(popupOf(view.root).className).not.to.contain('leaving');
    await actAsync(() => clock!.tick(1));
    expect(popupOf(view.root).className).to.contain('leaving');
    await actAsync(() => clock!.tick(POPOVER_ANIMATION_DEADLINE_MS));
    expect(popupOf(view.root).hidden).to.equal(true);
  });

  it('closes on Escape without moving focus', async () => {
    view = await renderInShadow(
      <Tooltip content="hint">
        <button type="button">QR</button>
      </Tooltip>,
    );
    const button = view.root.querySelector('button')!;
    button.focus();
    await actAsync(() => undefined);
    expect(popupOf(view.root).hidden).to.equal(false);
    await sendKeys({ press: 'Escape' });
    expect(popupOf(view.root).className).to.contain('leaving');
    expect(view.root.activeElement).to.equal(button);
  });

  it('a click popover toggles on click, exposes aria-expanded and hides on an outside click (through the shadow boundary)', async () => {
    view = await renderInShadow(
      <>
        <Popover content={<a href="#x">inside link</a>}>
          <button type="button">More</button>
        </Popover>
        <p>outside text</p>
      </>,
    );
    const button = view.root.querySelector('button')!;
    await sendMouse({ type: 'click', position: centre(button) });
    const popover = popupOf(view.root, 'dialog');
    expect(popover.hidden).to.equal(false);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    // A click inside the popup (retargeted to our host at document level) keeps it open.
    await sendMouse({ type: 'click', position: centre(popover) });
    expect(popover.className).not.to.contain('leaving');
    await sendMouse({ type: 'click', position: centre(view.root.querySelector('p')!) });
    expect(popover.className).to.contain('leaving');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens on right-click for the contextmenu trigger', async () => {
    view = await renderInShadow(
      <Popover content="menu" trigger="contextmenu">
        <button type="button">Right</button>
      </Popover>,
    );
    const button = view.root.querySelector('button')!;
    await sendMouse({ type: 'click', button: 'right', position: centre(button) });
    expect(popupOf(view.root, 'dialog').hidden).to.equal(false);
    // A plain click does not toggle a contextmenu-only popover.
    await sendMouse({ type: 'click', position: [1, 1] });
    expect(popupOf(view.root, 'dialog').className).to.contain('leaving');
  });
});
