import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import {
  IMAGE_CDN_DEFAULTS,
  autoRewriteImages,
  resetImageCdn,
  type StopAutoRewrite,
} from '../../src/storefront/image-cdn.ts';
import { WEBP_STORAGE_KEY, resetWebpProbe } from '../../src/storefront/webp.ts';

const CDN = IMAGE_CDN_DEFAULTS.imageCdnHost;

/**
 * Images live in a document without a browsing context, so a thousand rewritten addresses are
 * checked without a thousand network requests. The prototypes (and so the spies) are this page's.
 */
function pageWithImages(count: number): Document {
  const doc = document.implementation.createHTMLDocument('shop');
  const list = doc.createElement('ul');
  for (let i = 0; i < count; i += 1) {
    const item = doc.createElement('li');
    const img = doc.createElement('img');
    img.setAttribute('data-mkt-src', `https://img.mkt.sg/p/item-${i}.jpg`);
    img.setAttribute('data-mkt-width', '200');
    item.append(img);
    list.append(item);
  }
  doc.body.append(list);
  return doc;
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Count every layout read the rewriter could make on an element. */
function spyOnLayoutReads(): { count: () => number; restore: () => void } {
  let reads = 0;
  const restorers: (() => void)[] = [];
  const patchMethod = (proto: object, name: string) => {
    const original = Reflect.get(proto, name) as (...args: unknown[]) => unknown;
    Object.defineProperty(proto, name, {
      configurable: true,
      writable: true,
      value(this: unknown, ...args: unknown[]) {
        reads += 1;
        return original.apply(this, args);
      },
    });
    restorers.push(() => Object.defineProperty(proto, name, { configurable: true, writable: true, value: original }));
  };
  const patchGetter = (proto: object, name: string) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name)!;
    Object.defineProperty(proto, name, {
      ...descriptor,
      get(this: unknown) {
        reads += 1;
        return descriptor.get!.call(this);
      },
    });
    restorers.push(() => Object.defineProperty(proto, name, descriptor));
  };
  patchMethod(Element.prototype, 'getBoundingClientRect');
  patchMethod(Element.prototype, 'getClientRects');
  patchMethod(window, 'getComputedStyle');
  for (const name of ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft']) patchGetter(HTMLElement.prototype, name);
  for (const name of ['clientWidth', 'clientHeight']) patchGetter(Element.prototype, name);
  for (const name of ['width', 'height', 'naturalWidth', 'x', 'y']) patchGetter(HTMLImageElement.prototype, name);
  return { count: () => reads, restore: () => restorers.reverse().forEach((restore) => restore()) };
}

describe('autoRewriteImages (issue 8 auto mode)', () => {
  let stop: StopAutoRewrite | undefined;
  let warn: sinon.SinonStub;

  beforeEach(() => {
    resetImageCdn();
    resetWebpProbe();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    stop?.();
    stop = undefined;
    warn.restore();
    localStorage.removeItem(WEBP_STORAGE_KEY);
    resetWebpProbe();
  });

  it('rewrites a page of 1,000 images in one pass without a layout read per image', () => {
    const doc = pageWithImages(1000);
    const layout = spyOnLayoutReads();
    const ratioReads = { count: 0 };
    const ratio = Object.getOwnPropertyDescriptor(window, 'devicePixelRatio')!;
    Object.defineProperty(window, 'devicePixelRatio', {
      configurable: true,
      get() {
        ratioReads.count += 1;
        return 2;
      },
    });
    // The spy itself sees a layout read (so a zero below means something).
    void document.body.offsetWidth;
    expect(layout.count()).to.equal(1);
    try {
      stop = autoRewriteImages({ root: doc, webp: true, connection: '4g' });
    } finally {
      layout.restore();
      Object.defineProperty(window, 'devicePixelRatio', ratio);
    }
    const images = [...doc.querySelectorAll('img')];
    expect(images).to.have.length(1000);
    images.forEach((img, i) => {
      // 200 CSS px x dpr 2 = 400; quality 80 capped at 75 on dpr 2
      expect(img.getAttribute('src')).to.equal(`https://${CDN}/p/item-${i}.jpg_400x400q75.jpg_.webp`);
    });
    expect(layout.count()).to.equal(1);
    expect(ratioReads.count).to.equal(1);
  });

  it('catches new and changed images with one MutationObserver', async () => {
    const doc = pageWithImages(2);
    const NativeObserver = window.MutationObserver;
    let observers = 0;
    window.MutationObserver = class extends NativeObserver {
      constructor(callback: MutationCallback) {
        super(callback);
        observers += 1;
      }
    };
    try {
      stop = autoRewriteImages({ root: doc, webp: false, dpr: 1, connection: 'wifi' });
    } finally {
      window.MutationObserver = NativeObserver;
    }
    const layout = spyOnLayoutReads();
    const single = doc.createElement('img');
    single.setAttribute('data-mkt-src', 'https://img.mkt.sg/p/new.png');
    single.setAttribute('width', '80');
    const card = doc.createElement('div');
    const nested = doc.createElement('img');
    nested.setAttribute('data-mkt-src', 'https://img.mkt.sg/p/nested.jpg');
    nested.setAttribute('data-mkt-width', '300');
    card.append(nested);
    doc.body.append(single, card);
    const first = doc.querySelector('img')!;
    first.setAttribute('data-mkt-src', 'https://img.mkt.sg/p/changed.jpg');
    await nextTask();
    layout.restore();

    expect(observers).to.equal(1);
    expect(single.getAttribute('src')).to.equal(`https://${CDN}/p/new.png_80x80q90.png`);
    expect(nested.getAttribute('src')).to.equal(`https://${CDN}/p/nested.jpg_300x300q90.jpg`);
    expect(first.getAttribute('src')).to.equal(`https://${CDN}/p/changed.jpg_200x200q90.jpg`);
    expect(layout.count()).to.equal(0);
  });

  it('stops watching after the stop function', async () => {
    const doc = pageWithImages(1);
    stop = autoRewriteImages({ root: doc, webp: false, dpr: 1 });
    stop();
    const late = doc.createElement('img');
    late.setAttribute('data-mkt-src', 'https://img.mkt.sg/p/late.jpg');
    late.setAttribute('width', '80');
    doc.body.append(late);
    await nextTask();
    expect(late.hasAttribute('src')).to.equal(false);
  });

  it('honours a custom selector and leaves foreign, SVG and width-less images showing their original', () => {
    const doc = new DOMParser().parseFromString(
      `
      <img class="lazy" src="https://img.mkt.sg/p/a.jpg" width="120">
      <img class="lazy" src="https://example.com/p/b.jpg" width="120">
      <img class="lazy" src="https://img.mkt.sg/p/c.svg" width="120">
      <img class="lazy" data-mkt-src="https://img.mkt.sg/p/d.jpg">
      <img src="https://img.mkt.sg/p/not-selected.jpg" width="120">`,
      'text/html',
    );
    stop = autoRewriteImages({ root: doc, selector: 'img.lazy', webp: false, dpr: 1, connection: '3g' });
    const srcs = [...doc.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(srcs).to.deep.equal([
      `https://${CDN}/p/a.jpg_120x120q75.jpg`,
      'https://example.com/p/b.jpg',
      'https://img.mkt.sg/p/c.svg',
      'https://img.mkt.sg/p/d.jpg',
      'https://img.mkt.sg/p/not-selected.jpg',
    ]);
    expect(warn.callCount).to.equal(1);
  });

  it('uses the cached WebP answer synchronously', () => {
    localStorage.setItem(WEBP_STORAGE_KEY, '1');
    const doc = pageWithImages(1);
    stop = autoRewriteImages({ root: doc, dpr: 1, connection: '4g' });
    expect(doc.querySelector('img')!.getAttribute('src')).to.equal(`https://${CDN}/p/item-0.jpg_200x200q80.jpg_.webp`);
  });

  it('waits for the WebP probe on a first visit, then rewrites once', async () => {
    localStorage.removeItem(WEBP_STORAGE_KEY);
    const doc = pageWithImages(1);
    stop = autoRewriteImages({ root: doc, dpr: 1, connection: '4g' });
    await stop.ready;
    // Chromium decodes WebP.
    expect(doc.querySelector('img')!.getAttribute('src')).to.equal(`https://${CDN}/p/item-0.jpg_200x200q80.jpg_.webp`);
    expect(localStorage.getItem(WEBP_STORAGE_KEY)).to.equal('1');
  });
});
