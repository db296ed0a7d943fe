import { expect, waitUntil } from '@open-wc/testing';
import { Gallery, adoptGalleryStyles } from '../../examples/gallery.tsx';
import { expectNoAxeViolations } from '../helpers/axe.ts';
import { renderInShadow, type RenderResult } from '../helpers/render.tsx';

describe('UI kit gallery', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  async function renderGallery(lang: string, theme: 'default' | 'mybiz' = 'default') {
    view = await renderInShadow(<Gallery lang={lang} theme={theme} />, { withRoot: false });
    adoptGalleryStyles(view.root);
    await waitUntil(() => view!.root.querySelector('h1'));
    return view;
  }

  it('uses an axe check that looks inside our shadow root (guards the checks below)', async () => {
    view = await renderInShadow(
      <>
        <input />
        <p style={{ color: '#bbbbbb' }}>low contrast</p>
      </>,
    );
    let failure = '';
    await expectNoAxeViolations(view.root).catch((error: Error) => (failure = error.message));
    expect(failure).to.contain('label').and.contain('color-contrast');
  });

  for (const lang of ['en', 'th', 'ur']) {
    it(`has no axe-core violations in ${lang}`, async () => {
      const { root } = await renderGallery(lang);
      await expectNoAxeViolations(root);
    });
  }

  it('has no axe-core violations in the mybiz theme', async () => {
    const { root } = await renderGallery('en', 'mybiz');
    await expectNoAxeViolations(root);
  });

  it('mirrors the layout in Urdu', async () => {
    const { root } = await renderGallery('ur');
    const uiRoot = root.querySelector('.mkt-root')!;
    expect(uiRoot.getAttribute('dir')).to.equal('rtl');
    expect(uiRoot.getAttribute('lang')).to.equal('ur');
    const prefix = root.querySelector('[part="input-prefix"]')!;
    const input = prefix.parentElement!.querySelector('input')!;
    // The country code sits on the right of the number in right-to-left layout.
    expect(prefix.getBoundingClientRect().left).to.be.greaterThan(input.getBoundingClientRect().left);
    const back = root.querySelector('[data-icon="back"]')!;
    expect(getComputedStyle(back).transform).to.not.equal('none');
  });

  it('renders hostile markup as harmless text', async () => {
    const { root } = await renderGallery('en');
    const hostile = root.querySelector('.gallery__hostile')!;
    expect(hostile.querySelector('script, img, iframe, style, svg, [onerror], [onload]')).to.equal(null);
    expect(hostile.querySelector('a[href^="javascript:"]')).to.equal(null);
    expect((window as { __pwned?: number }).__pwned).to.equal(undefined);
  });
});
