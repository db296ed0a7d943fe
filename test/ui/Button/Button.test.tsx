import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { Button } from '../../../src/ui/Button/Button.tsx';
import { renderInShadow, actAsync, type RenderResult } from '../../helpers/render.tsx';

async function clickCentre(element: Element) {
  const box = element.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
}

describe('Button', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('defaults to a primary, solid, medium button of type "button"', async () => {
    view = await renderInShadow(<Button>Login</Button>);
    const button = view.root.querySelector('button')!;
    expect(button.type).to.equal('button');
    expect(button.getAttribute('part')).to.equal('button');
    expect(button.className).to.contain('mkt-button--primary').and.contain('mkt-button--solid').and.contain('mkt-button--medium');
    expect(button.textContent).to.equal('Login');
    expect(button.getBoundingClientRect().height).to.be.at.least(24);
  });

  it('applies each variant and looks different for each colour and fill', async () => {
    view = await renderInShadow(
      <>
        <Button color="secondary" fill="outline" size="small">a</Button>
        <Button color="primary" fill="text" size="large">b</Button>
        <Button>c</Button>
      </>,
    );
    const [outline, text, solid] = Array.from(view.root.querySelectorAll('button'));
    expect(outline.className).to.contain('mkt-button--secondary').and.contain('mkt-button--outline').and.contain('mkt-button--small');
    expect(text.className).to.contain('mkt-button--text').and.contain('mkt-button--large');
    expect(getComputedStyle(solid).backgroundColor).not.to.equal(getComputedStyle(text).backgroundColor);
    expect(text.getBoundingClientRect().height).to.be.greaterThan(outline.getBoundingClientRect().height);
  });

  it('does not fire clicks while disabled', async () => {
    let clicks = 0;
    view = await renderInShadow(<Button disabled onClick={() => clicks++}>Send</Button>);
    await clickCentre(view.root.querySelector('button')!);
    expect(clicks).to.equal(0);
  });

  it('shows a spinner and aria-busy when busy, and ignores clicks', async () => {
    let clicks = 0;
    view = await renderInShadow(<Button busy onClick={() => clicks++}>Send</Button>);
    const button = view.root.querySelector('button')!;
    expect(button.getAttribute('aria-busy')).to.equal('true');
    expect(button.querySelector('[part="spinner"]')).not.to.equal(null);
    await clickCentre(button);
    expect(clicks).to.equal(0);
  });

  it('stays busy while the click handler’s promise is pending, blocking a second click', async () => {
    let clicks = 0;
    let finish!: () => void;
    view = await renderInShadow(
      <Button
        onClick={() => {
          clicks++;
          return new Promise<void>((resolve) => (finish = resolve));
        }}
      >
        Send
      </Button>,
    );
    const button = view.root.querySelector('button')!;
    await clickCentre(button);
    await clickCentre(button);
    button.focus();
    await sendKeys({ press: 'Enter' });
    expect(clicks).to.equal(1);
    expect(button.getAttribute('aria-busy')).to.equal('true');
    await actAsync(() => finish());
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    await clickCentre(button);
    expect(clicks).to.equal(2);
  });

  it('accepts type="submit" and forwards its ref', async () => {
    let element: HTMLButtonElement | null = null;
    view = await renderInShadow(
      <Button type="submit" ref={(el) => void (element = el)}>
        Go
      </Button>,
    );
    expect(element).to.equal(view.root.querySelector('button'));
    expect(element!.type).to.equal('submit');
  });
});
