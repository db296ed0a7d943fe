/**
 * Issue 16: popovers are placed in viewport coordinates, on the asked side when it has room,
 * otherwise on the other side, and always inside the viewport.
 */
import { expect } from '@open-wc/testing';
import { placePopover } from '../../../src/ui/Popover/position.ts';

describe('placePopover', () => {
  const made: HTMLElement[] = [];
  afterEach(() => {
    for (const element of made.splice(0)) element.remove();
  });

  function box(style: Partial<CSSStyleDeclaration>, parent: HTMLElement = document.body): HTMLElement {
    const element = document.createElement('div');
    Object.assign(element.style, { position: 'fixed', ...style });
    parent.append(element);
    made.push(element);
    return element;
  }

  const viewWidth = () => document.documentElement.clientWidth;
  const viewHeight = () => document.documentElement.clientHeight;

  it('goes above when asked and there is room, centred on the anchor', () => {
    const anchor = box({ left: '300px', top: '300px', width: '40px', height: '20px' });
    const popup = box({ width: '100px', height: '50px' });
    expect(placePopover(popup, anchor, { placement: 'top', offset: 4 })).to.equal('top');
    const rect = popup.getBoundingClientRect();
    expect(rect.bottom).to.equal(296);
    expect(rect.left + rect.width / 2).to.equal(320);
  });

  it('flips below when the top has no room, and stays inside the viewport at the edges', () => {
    const anchor = box({ left: '0px', top: '10px', width: '20px', height: '20px' });
    const popup = box({ width: '200px', height: '60px' });
    expect(placePopover(popup, anchor, { placement: 'top', offset: 4 })).to.equal('bottom');
    const rect = popup.getBoundingClientRect();
    expect(rect.top).to.equal(34);
    expect(rect.left).to.be.at.least(8);
    const right = box({ left: `${viewWidth() - 20}px`, top: `${viewHeight() - 20}px`, width: '20px', height: '20px' });
    placePopover(popup, right, { placement: 'bottom', offset: 4 });
    const clamped = popup.getBoundingClientRect();
    expect(clamped.right).to.be.at.most(viewWidth() - 8);
    expect(clamped.bottom).to.be.at.most(viewHeight() - 8);
  });

  it('hangs outside a given edge (the dialog) instead of the anchor', () => {
    const dialog = box({ left: '100px', top: '200px', width: '300px', height: '300px' });
    const anchor = box({ left: '330px', top: '224px', width: '36px', height: '36px' });
    const popup = box({ width: '120px', height: '40px' });
    expect(placePopover(popup, anchor, { placement: 'top', offset: 4, edgeOf: dialog })).to.equal('top');
    expect(popup.getBoundingClientRect().bottom).to.equal(196);
  });

  it('reads start and end in the writing direction', () => {
    const holder = box({ left: '0px', top: '0px', width: '100%', height: '100%' });
    holder.dir = 'rtl';
    const anchor = box({ left: '300px', top: '300px', width: '40px', height: '20px' }, holder);
    const popup = box({ width: '80px', height: '20px' });
    expect(placePopover(popup, anchor, { placement: 'start', offset: 4 })).to.equal('right');
    expect(popup.getBoundingClientRect().left).to.equal(344);
  });
});
