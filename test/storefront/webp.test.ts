import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { WEBP_STORAGE_KEY, readCachedWebpSupport, resetWebpProbe, supportsWebp } from '../../src/storefront/webp.ts';

/** Count Image constructions (the probe is the only thing that makes one here). */
function countImages(): { count: () => number; restore: () => void } {
  const NativeImage = window.Image;
  let made = 0;
  window.Image = class extends NativeImage {
    constructor(width?: number, height?: number) {
      super(width, height);
      made += 1;
    }
  };
  return { count: () => made, restore: () => (window.Image = NativeImage) };
}

describe('supportsWebp (SPEC §7)', () => {
  let images: ReturnType<typeof countImages>;
  beforeEach(() => {
    localStorage.removeItem(WEBP_STORAGE_KEY);
    resetWebpProbe();
    images = countImages();
  });
  afterEach(() => {
    images.restore();
    sinon.restore();
    localStorage.removeItem(WEBP_STORAGE_KEY);
    resetWebpProbe();
  });

  it('probes once, stores the answer, and answers later calls from the cache', async () => {
    expect(readCachedWebpSupport()).to.equal(undefined);
    const [first, second] = await Promise.all([supportsWebp(), supportsWebp()]);
    expect(first).to.equal(true); // Chromium decodes WebP
    expect(second).to.equal(true);
    expect(localStorage.getItem(WEBP_STORAGE_KEY)).to.equal('1');
    resetWebpProbe(); // a new page load: only storage remains
    expect(await supportsWebp()).to.equal(true);
    expect(images.count()).to.equal(1);
  });

  it('trusts a stored negative answer without probing', async () => {
    localStorage.setItem(WEBP_STORAGE_KEY, '0');
    expect(await supportsWebp()).to.equal(false);
    expect(images.count()).to.equal(0);
  });

  it('still answers, and probes only once, when storage throws', async () => {
    sinon.stub(Storage.prototype, 'getItem').throws(new DOMException('denied', 'SecurityError'));
    sinon.stub(Storage.prototype, 'setItem').throws(new DOMException('full', 'QuotaExceededError'));
    expect(await supportsWebp()).to.equal(true);
    expect(await supportsWebp()).to.equal(true);
    expect(images.count()).to.equal(1);
  });

  it('answers false when the probe image fails to decode', async () => {
    images.restore();
    const NativeImage = window.Image;
    window.Image = class extends NativeImage {
      constructor() {
        super();
        queueMicrotask(() => this.onerror?.(new Event('error')));
      }
      override set src(_value: string) {
        // never loads
      }
    };
    try {
      expect(await supportsWebp()).to.equal(false);
      expect(localStorage.getItem(WEBP_STORAGE_KEY)).to.equal('0');
    } finally {
      window.Image = NativeImage;
    }
  });
});
