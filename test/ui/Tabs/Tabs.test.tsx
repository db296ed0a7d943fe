import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Tabs } from '../../../src/ui/Tabs/Tabs.tsx';
import { renderInShadow, type RenderResult } from '../../helpers/render.tsx';

const TABS = [
  { id: 'password', label: 'Password', content: <p>password panel</p> },
  { id: 'otp', label: 'OTP', content: <p>otp panel</p> },
  { id: 'qr', label: 'QR', content: <p>qr panel</p> },
];

describe('Tabs', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  const selectedTab = (root: ShadowRoot) => root.querySelector('[role="tab"][aria-selected="true"]')!;
  const visiblePanel = (root: ShadowRoot) => root.querySelector('[role="tabpanel"]:not([hidden])')!;

  it('follows the ARIA tabs pattern with one tab stop', async () => {
    view = await renderInShadow(<Tabs label="Login" tabs={TABS} />);
    expect(view.root.querySelector('[role="tablist"]')!.getAttribute('aria-label')).to.equal('Login');
    const tabs = Array.from(view.root.querySelectorAll('[role="tab"]'));
    expect(tabs.map((t) => t.getAttribute('tabindex'))).to.deep.equal(['0', '-1', '-1']);
    const panel = visiblePanel(view.root);
    expect(panel.getAttribute('aria-labelledby')).to.equal(tabs[0].id);
    expect(tabs[0].getAttribute('aria-controls')).to.equal(panel.id);
    expect(panel.textContent).to.equal('password panel');
  });

  it('moves with arrows (wrapping), Home and End, selecting as it goes', async () => {
    const changes: string[] = [];
    view = await renderInShadow(<Tabs label="Login" tabs={TABS} onChange={(id) => changes.push(id)} />);
    (selectedTab(view.root) as HTMLElement).focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedTab(view.root).textContent).to.equal('OTP');
    expect(view.root.activeElement).to.equal(selectedTab(view.root));
    expect(visiblePanel(view.root).textContent).to.equal('otp panel');
    await sendKeys({ press: 'End' });
    expect(selectedTab(view.root).textContent).to.equal('QR');
    await sendKeys({ press: 'ArrowRight' });
    expect(selectedTab(view.root).textContent).to.equal('Password');
    await sendKeys({ press: 'ArrowLeft' });
    expect(selectedTab(view.root).textContent).to.equal('QR');
    await sendKeys({ press: 'Home' });
    expect(selectedTab(view.root).textContent).to.equal('Password');
    expect(changes).to.deep.equal(['otp', 'qr', 'password', 'qr', 'password']);
  });

  it('mirrors arrow keys in right-to-left text', async () => {
    view = await renderInShadow(<Tabs label="Login" tabs={TABS} />, { lang: 'ur' });
    (selectedTab(view.root) as HTMLElement).focus();
    await sendKeys({ press: 'ArrowLeft' });
    expect(selectedTab(view.root).textContent).to.equal('OTP');
  });

  it('moves to the next tab with Tab only once (to the panel)', async () => {
    view = await renderInShadow(<Tabs label="Login" tabs={TABS} />);
    (selectedTab(view.root) as HTMLElement).focus();
    await sendKeys({ press: 'Tab' });
    expect(view.root.activeElement).to.equal(visiblePanel(view.root));
  });
});
