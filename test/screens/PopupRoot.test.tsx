import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { renderScreen, type ScreenHarness } from '../helpers/popup-harness.tsx';
import { actAsync } from '../helpers/render.tsx';
import { th } from '../../src/i18n/th.ts';
import { FIXTURE_SCREEN, FIXTURE_TITLE, registerFixtureFeature } from '../helpers/fixture-feature.tsx';

registerFixtureFeature();

describe('PopupRoot: the popup frame and the screen stack (SPEC §2)', () => {
  let popup: ScreenHarness;
  afterEach(() => popup?.close());

  it('shows the entry screen in a modal dialog and exposes it as data-screen', async () => {
    popup = await renderScreen('registry');
    const dialog = popup.$('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(popup.$('[data-screen]')!.getAttribute('data-screen')).to.equal('registry');
  });

  it('follows push and back', async () => {
    popup = await renderScreen('login');
    await actAsync(() => popup.state.push('forget-password'));
    await waitUntil(() => popup.$('[data-screen="forget-password"]'));
    await actAsync(() => popup.state.back());
    await waitUntil(() => popup.$('[data-screen="login"]'));
  });

  it('after a navigation moves focus into the new screen (the control that led there is gone), and Tab stays in the dialog', async () => {
    popup = await renderScreen('login', { popup: {} });
    await waitUntil(() => popup.root.activeElement);
    const forgot = popup.$<HTMLButtonElement>('[part="login-forgot-password"]')!;
    forgot.focus();
    await actAsync(() => forgot.click());
    await waitUntil(() => popup.$('[data-screen="forget-password"]'));
    await waitUntil(() => popup.root.activeElement?.matches('input[autocomplete~="username"]'), 'focus is not on the first field of the new screen');
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(popup.$('[role="dialog"]')!.contains(popup.root.activeElement)).to.equal(true);
  });

  it('moves focus into the screen it opened on when a navigation leads back to it', async () => {
    popup = await renderScreen('login', { popup: {} });
    await waitUntil(() => popup.root.activeElement);
    const forgot = popup.$<HTMLButtonElement>('[part="login-forgot-password"]')!;
    forgot.focus();
    await actAsync(() => forgot.click());
    await waitUntil(() => popup.root.activeElement?.matches('[data-screen="forget-password"] input[autocomplete~="username"]'), 'focus is not on the new screen');
    await actAsync(() => popup.state.back());
    await waitUntil(
      () => popup.root.activeElement?.matches('[data-screen="login"] input[autocomplete~="username"]'),
      'focus is not on the first field of the screen navigated back to',
    );
  });

  it('closes with reason user from the close button', async () => {
    popup = await renderScreen('login');
    const reasons: string[] = [];
    popup.state.onClose((reason) => reasons.push(reason));
    await actAsync(() => popup.$<HTMLButtonElement>('[part="dialog-close"]')!.click());
    expect(reasons).to.deep.equal(['user']);
    expect(popup.$('[role="dialog"]')).to.equal(null);
  });

  it('closes on Escape', async () => {
    popup = await renderScreen('login');
    await waitUntil(() => popup.root.activeElement);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !popup.$('[role="dialog"]'));
    expect(popup.state.$open.get()).to.equal(false);
  });

  it("names the dialog with the screen's title in the user's language, and follows the screen", async () => {
    popup = await renderScreen('forget-password', { lang: 'th' });
    const dialog = popup.$('[role="dialog"]')!;
    expect(dialog.getAttribute('aria-label')).to.equal(th.forgetPasswordTitle);
    await actAsync(() => popup.state.replace(FIXTURE_SCREEN));
    await waitUntil(() => popup.$(`[data-screen="${FIXTURE_SCREEN}"]`));
    expect(popup.$('[role="dialog"]')!.getAttribute('aria-label')).to.equal(th[FIXTURE_TITLE]);
  });

  it('is labelled by the visible title of the screen it shows, and by the new one after push, replace and back', async () => {
    popup = await renderScreen('login', { lang: 'th' });
    const nameOf = () => {
      const dialog = popup.$('[role="dialog"]')!;
      const title = popup.root.getElementById(dialog.getAttribute('aria-labelledby') ?? '');
      expect(title, 'the dialog points at no title').not.to.equal(null);
      expect(dialog.contains(title)).to.equal(true);
      return title!.textContent;
    };
    await waitUntil(() => popup.$('[part="login-title"]'));
    expect(nameOf()).to.equal(th.loginTitle);
    await actAsync(() => popup.state.push('forget-password'));
    await waitUntil(() => popup.$('[data-screen="forget-password"] h2'));
    expect(nameOf()).to.equal(th.forgetPasswordTitle);
    await actAsync(() => popup.state.replace(FIXTURE_SCREEN));
    await waitUntil(() => popup.$(`[data-screen="${FIXTURE_SCREEN}"] h2`));
    expect(nameOf()).to.equal(th[FIXTURE_TITLE]);
    await actAsync(() => popup.state.back());
    await waitUntil(() => popup.$('[data-screen="login"] [part="login-title"]'));
    expect(nameOf()).to.equal(th.loginTitle);
  });

  it('with hide-close, Escape does not close it either (the host chose a popup the user cannot dismiss)', async () => {
    popup = await renderScreen('login', { popup: { hideClose: true } });
    await waitUntil(() => popup.root.activeElement);
    await sendKeys({ press: 'Escape' });
    expect(popup.state.$open.get()).to.equal(true);
    expect(popup.$('[role="dialog"]')).to.not.equal(null);
  });

  it('hides the close button with hide-close and renders inline without mask in embedded mode', async () => {
    popup = await renderScreen('login', { popup: { hideClose: true } });
    expect(popup.$('[part="dialog-close"]')).to.equal(null);
    await popup.close();
    popup = await renderScreen('login', { popup: { mode: 'embedded' } });
    expect(popup.$('[role="dialog"]')).to.equal(null);
    expect(popup.$('[part="dialog-mask"]')).to.equal(null);
    expect(popup.$('[data-screen="login"]')).to.not.equal(null);
  });

  it('renders right to left in Urdu', async () => {
    popup = await renderScreen('login', { lang: 'ur' });
    expect(popup.$('[data-screen]')!.getAttribute('dir')).to.equal('rtl');
  });
});
