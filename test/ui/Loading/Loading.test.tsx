import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { LOADING_HIDE_DELAY_MS } from '../../../src/config/constants.ts';
import { Loading } from '../../../src/ui/Loading/Loading.tsx';
import { actAsync, renderInShadow, type RenderResult } from '../../helpers/render.tsx';

describe('Loading', () => {
  let view: RenderResult | undefined;
  let clock: sinon.SinonFakeTimers | undefined;
  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    await view?.unmount();
    view = undefined;
  });

  it('is a busy status region announcing the translated text', async () => {
    view = await renderInShadow(<Loading visible />);
    const overlay = view.root.querySelector('[part="loading"]')!;
    expect(overlay.getAttribute('role')).to.equal('status');
    expect(overlay.getAttribute('aria-busy')).to.equal('true');
    expect(overlay.textContent).to.equal('Loading');
  });

  it(`stays ${LOADING_HIDE_DELAY_MS} ms after hide, fading, then leaves the DOM`, async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    view = await renderInShadow(<Loading visible />);
    await view.rerender(<Loading visible={false} />);
    const overlay = view.root.querySelector('[part="loading"]')!;
    expect(overlay.className).to.contain('mkt-loading--hiding');
    expect(overlay.getAttribute('aria-busy')).to.equal('false');
    await actAsync(() => clock!.tick(LOADING_HIDE_DELAY_MS - 1));
    expect(view.root.querySelector('[part="loading"]')).not.to.equal(null);
    await actAsync(() => clock!.tick(1));
    expect(view.root.querySelector('[part="loading"]')).to.equal(null);
  });

  it('showing again during the hide delay keeps it', async () => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    view = await renderInShadow(<Loading visible />);
    await view.rerender(<Loading visible={false} />);
    await view.rerender(<Loading visible />);
    await actAsync(() => clock!.tick(LOADING_HIDE_DELAY_MS * 2));
    expect(view.root.querySelector('[part="loading"]')!.className).not.to.contain('hiding');
  });

  it('uses the regional theme colour for mybiz', async () => {
    view = await renderInShadow(
      <>
        <Loading visible />
        <Loading visible theme="mybiz" />
      </>,
    );
    const [plain, mybiz] = Array.from(view.root.querySelectorAll('[part="loading"]'));
    expect(mybiz.className).to.contain('mkt-theme-mybiz');
    expect(getComputedStyle(plain).color).not.to.equal(getComputedStyle(mybiz).color);
  });
});
