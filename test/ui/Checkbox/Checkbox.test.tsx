import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { Checkbox } from '../../../src/ui/Checkbox/Checkbox.tsx';
import { renderInShadow, type RenderResult } from '../../helpers/render.tsx';

describe('Checkbox', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('toggles from its label text and keyboard, while a link inside the label stays a link', async () => {
    const changes: boolean[] = [];
    let linkClicks = 0;
    view = await renderInShadow(
      <Checkbox onCheckedChange={(c) => changes.push(c)}>
        I agree to the{' '}
        <a
          href="#terms"
          onClick={(e) => {
            e.preventDefault();
            linkClicks++;
          }}
        >
          Terms of Use
        </a>
      </Checkbox>,
    );
    const input = view.root.querySelector('input')!;
    const label = view.root.querySelector('label')!;
    expect(label.htmlFor).to.equal(input.id);
    const l = label.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(l.x + 3), Math.round(l.y + l.height / 2)] });
    expect(input.checked).to.equal(true);
    const a = view.root.querySelector('a')!.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(a.x + a.width / 2), Math.round(a.y + a.height / 2)] });
    expect(linkClicks).to.equal(1);
    expect(input.checked).to.equal(true);
    input.focus();
    await sendKeys({ press: 'Space' });
    expect(changes).to.deep.equal([true, false]);
  });

  it('links its error text and sets aria-invalid', async () => {
    view = await renderInShadow(<Checkbox error="You should agree to our Terms of Use and Privacy Policy.">terms</Checkbox>);
    const input = view.root.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(view.root.getElementById(input.getAttribute('aria-describedby')!)!.textContent).to.equal(
      'You should agree to our Terms of Use and Privacy Policy.',
    );
  });
});
