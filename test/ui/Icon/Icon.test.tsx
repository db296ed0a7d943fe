import { expect } from '@open-wc/testing';
import { Icon } from '../../../src/ui/Icon/Icon.tsx';
import { ICON_NAMES } from '../../../src/ui/Icon/more-icons.tsx';
import { DELIVERY_CHANNELS } from '../../../src/config/constants.ts';
import { renderInShadow, type RenderResult } from '../../helpers/render.tsx';

describe('Icon', () => {
  let view: RenderResult | undefined;
  afterEach(async () => {
    await view?.unmount();
    view = undefined;
  });

  it('draws every channel, provider and interface icon', () => {
    const required = [...DELIVERY_CHANNELS, 'GOOGLE', 'FACEBOOK', 'APPLE', 'LINE', 'close', 'back', 'eye', 'eye-off', 'computer', 'success'];
    expect(ICON_NAMES).to.include.members(required);
  });

  it('is hidden from assistive tech unless labelled', async () => {
    view = await renderInShadow(
      <>
        <Icon name="SMS" />
        <Icon name="GOOGLE" label="Google" />
      </>,
    );
    const [decorative, labelled] = Array.from(view.root.querySelectorAll('svg'));
    expect(decorative.getAttribute('aria-hidden')).to.equal('true');
    expect(decorative.hasAttribute('role')).to.equal(false);
    expect(labelled.getAttribute('role')).to.equal('img');
    expect(labelled.getAttribute('aria-label')).to.equal('Google');
    expect(labelled.hasAttribute('aria-hidden')).to.equal(false);
    expect(decorative.querySelector('path, circle, rect')).not.to.equal(null);
  });

  it('mirrors back / forward arrows in right-to-left text only', async () => {
    view = await renderInShadow(
      <>
        <Icon name="back" />
        <Icon name="close" />
      </>,
      { lang: 'ur' },
    );
    const [back, close] = Array.from(view.root.querySelectorAll('svg'));
    expect(getComputedStyle(back).transform).to.equal('matrix(-1, 0, 0, 1, 0, 0)');
    expect(getComputedStyle(close).transform).to.equal('none');
    const ltr = await renderInShadow(<Icon name="back" />, { lang: 'en' });
    try {
      expect(getComputedStyle(ltr.root.querySelector('svg')!).transform).to.equal('none');
    } finally {
      await ltr.unmount();
    }
  });
});
