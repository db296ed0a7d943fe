import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { SELECT_ITEM_HEIGHT_PX, SELECT_LIST_HEIGHT_PX } from '../../../src/config/constants.ts';
import { Select } from '../../../src/ui/Select/Select.tsx';
import { renderInShadow, type RenderResult } from '../../helpers/render.tsx';

const FRUITS = ['Apple', 'Banana', 'Blueberry', 'Cherry', 'Durian'].map((label) => ({ value: label.toLowerCase(), label }));
const MANY = Array.from({ length: 40 }, (_, i) => ({ value: String(i), label: `Option ${i}` }));

describe('Select', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  const combobox = (root: ShadowRoot) => root.querySelector<HTMLElement>('[role="combobox"]')!;
  const listbox = (root: ShadowRoot) => root.querySelector<HTMLElement>('[role="listbox"]')!;

  it('is a labelled combobox with a hidden listbox and the translated placeholder', async () => {
    view = await renderInShadow(<Select label="Fruit" options={FRUITS} />);
    const box = combobox(view.root);
    expect(view.root.getElementById(box.getAttribute('aria-labelledby')!)!.textContent).to.equal('Fruit');
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(listbox(view.root).hidden).to.equal(true);
    expect(box.textContent).to.equal('Please select');
  });

  it('opens with ArrowDown, moves with arrows, selects with Enter', async () => {
    const changes: string[] = [];
    view = await renderInShadow(<Select label="Fruit" options={FRUITS} onChange={(v) => changes.push(v)} />);
    const box = combobox(view.root);
    box.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).to.equal('true');
    const active = () => view!.root.getElementById(box.getAttribute('aria-activedescendant')!)!;
    expect(active().textContent).to.equal('Apple');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowUp' });
    expect(active().textContent).to.equal('Banana');
    await sendKeys({ press: 'Enter' });
    expect(changes).to.deep.equal(['banana']);
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(box.textContent).to.equal('Banana');
    expect(view.root.activeElement).to.equal(box);
  });

  it('closes on Escape without changing the value; End / Home jump', async () => {
    const changes: string[] = [];
    view = await renderInShadow(<Select label="Fruit" options={FRUITS} defaultValue="cherry" onChange={(v) => changes.push(v)} />);
    const box = combobox(view.root);
    box.focus();
    await sendKeys({ press: 'Enter' });
    const active = () => view!.root.getElementById(box.getAttribute('aria-activedescendant')!)!;
    expect(active().textContent).to.equal('Cherry');
    await sendKeys({ press: 'End' });
    expect(active().textContent).to.equal('Durian');
    await sendKeys({ press: 'Home' });
    expect(active().textContent).to.equal('Apple');
    await sendKeys({ press: 'Escape' });
    expect(box.getAttribute('aria-expanded')).to.equal('false');
    expect(changes).to.deep.equal([]);
    expect(box.textContent).to.equal('Cherry');
  });

  it('supports type-ahead', async () => {
    view = await renderInShadow(<Select label="Fruit" options={FRUITS} />);
    const box = combobox(view.root);
    box.focus();
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ type: 'bl' });
    expect(view.root.getElementById(box.getAttribute('aria-activedescendant')!)!.textContent).to.equal('Blueberry');
  });

  it(`uses a ${SELECT_LIST_HEIGHT_PX}px list of ${SELECT_ITEM_HEIGHT_PX}px items and chooses by click`, async () => {
    const changes: string[] = [];
    view = await renderInShadow(<Select label="Many" options={MANY} onChange={(v) => changes.push(v)} />);
    const box = combobox(view.root);
    const r = box.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.x + 10), Math.round(r.y + r.height / 2)] });
    const list = listbox(view.root);
    expect(list.getBoundingClientRect().height).to.be.at.most(SELECT_LIST_HEIGHT_PX);
    const option = list.querySelectorAll('[role="option"]')[2] as HTMLElement;
    expect(option.getBoundingClientRect().height).to.be.at.least(SELECT_ITEM_HEIGHT_PX);
    const o = option.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(o.x + 10), Math.round(o.y + o.height / 2)] });
    expect(changes).to.deep.equal(['2']);
    expect(list.hidden).to.equal(true);
  });

  it('shows its whole list above a container that clips (a dialog): at least 6 rows, and clicks reach them (issue 16)', async () => {
    const changes: string[] = [];
    view = await renderInShadow(
      <div style={{ overflow: 'hidden', blockSize: '80px', paddingBlockStart: '8px' }}>
        <Select label="Year" options={MANY} onChange={(v) => changes.push(v)} />
      </div>,
    );
    const box = combobox(view.root);
    box.focus();
    await sendKeys({ press: 'ArrowDown' });
    const list = listbox(view.root);
    expect(list.matches(':popover-open')).to.equal(true);
    const rect = list.getBoundingClientRect();
    expect(rect.height).to.be.at.least(6 * SELECT_ITEM_HEIGHT_PX);
    expect(Math.round(rect.width)).to.equal(Math.round(box.getBoundingClientRect().width));
    // The sixth row, below the clipping container's edge, is what a click there reaches.
    const sixth = list.querySelectorAll<HTMLElement>('[role="option"]')[5].getBoundingClientRect();
    expect(view.root.elementFromPoint(sixth.x + 10, sixth.y + sixth.height / 2)?.textContent).to.equal('Option 5');
    await sendMouse({ type: 'click', position: [Math.round(sixth.x + 10), Math.round(sixth.y + sixth.height / 2)] });
    expect(changes).to.deep.equal(['5']);
  });

  it('closes on a click outside', async () => {
    view = await renderInShadow(
      <>
        <Select label="Fruit" options={FRUITS} />
        <p style={{ marginBlockStart: 400 }}>outside</p>
      </>,
    );
    const box = combobox(view.root);
    box.focus();
    await sendKeys({ press: 'ArrowDown' });
    const p = view.root.querySelector('p')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(p.x + 5), Math.round(p.y + 5)] });
    expect(box.getAttribute('aria-expanded')).to.equal('false');
  });

  it('links its error text', async () => {
    view = await renderInShadow(<Select label="Fruit" options={FRUITS} error="You can't leave this empty." />);
    const box = combobox(view.root);
    expect(box.getAttribute('aria-invalid')).to.equal('true');
    expect(view.root.getElementById(box.getAttribute('aria-describedby')!)!.textContent).to.equal("You can't leave this empty.");
  });
});

describe('Select in a right-to-left language', () => {
  it('its arrow points down, as in left-to-right text', async () => {
    const view = await renderInShadow(
      <div dir="rtl">
        <Select label="مہینہ" options={FRUITS} />
      </div>,
    );
    try {
      const arrow = view.root.querySelector<HTMLElement>('.mkt-select__arrow')!;
      const style = getComputedStyle(arrow);
      // Rotated 45 degrees, the right and bottom edges make a chevron that points down.
      expect([style.borderRightWidth, style.borderBottomWidth, style.borderLeftWidth, style.borderTopWidth]).to.deep.equal(['2px', '2px', '0px', '0px']);
    } finally {
      await view.unmount();
    }
  });
});
