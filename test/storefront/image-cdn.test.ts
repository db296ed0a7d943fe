import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import fc from 'fast-check';
import {
  IMAGE_QUALITY_BY_CONNECTION,
  IMAGE_QUALITY_CAP_DPR2,
  IMAGE_QUALITY_CAP_DPR3,
  IMAGE_SHARPEN,
  IMAGE_SIZES,
  IMAGE_CDN_DEFAULTS,
  configureImageCdn,
  pickImageSize,
  resetImageCdn,
  rewriteImageUrl,
  type ImageConnection,
} from '../../src/storefront/image-cdn.ts';
import { configure, resetConfig } from '../../src/config/settings.ts';

const CDN = IMAGE_CDN_DEFAULTS.imageCdnHost;
const LARGEST = IMAGE_SIZES[IMAGE_SIZES.length - 1];

describe('rewriteImageUrl (SPEC §9, issue 8)', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    resetImageCdn();
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => {
    warn.restore();
    resetImageCdn();
    resetConfig();
  });

  it('gives the example of the issue: 200 px, quality 80, WebP', () => {
    expect(rewriteImageUrl(`https://${CDN}/p/abc.jpg`, { width: 200, connection: '4g', webp: true })).to.equal(
      `https://${CDN}/p/abc.jpg_200x200q80.jpg_.webp`,
    );
  });

  describe('size list boundaries (dpr 1)', () => {
    const rows: [number, number][] = [[1, IMAGE_SIZES[0]]];
    IMAGE_SIZES.forEach((size, index) => {
      rows.push([size, size]); // exactly a listed size: that size
      const next = IMAGE_SIZES[index + 1] ?? LARGEST;
      rows.push([size + 1, next]); // one pixel more: the next size, or the largest beyond the list
    });
    rows.push([LARGEST * 10, LARGEST]);
    for (const [width, expected] of rows) {
      it(`width ${width} -> ${expected}`, () => {
        expect(pickImageSize(width, 1)).to.equal(expected);
        expect(rewriteImageUrl('https://img.mkt.sg/p/a.jpg', { width, connection: '4g' })).to.equal(
          `https://${CDN}/p/a.jpg_${expected}x${expected}q80.jpg`,
        );
      });
    }
  });

  describe('each pixel ratio (width 100, wifi)', () => {
    const rows: { dpr: number; size: number; quality: string }[] = [
      { dpr: 1, size: 120, quality: `q${IMAGE_QUALITY_BY_CONNECTION.wifi}` },
      { dpr: 1.5, size: 150, quality: `q${IMAGE_QUALITY_BY_CONNECTION.wifi}` },
      { dpr: 2, size: 200, quality: `q${IMAGE_QUALITY_CAP_DPR2}` },
      // ratio capped at 2 for the size; quality capped at 50 and sharpened from 3 up
      { dpr: 3, size: 200, quality: `q${IMAGE_QUALITY_CAP_DPR3}${IMAGE_SHARPEN}` },
      { dpr: 4, size: 200, quality: `q${IMAGE_QUALITY_CAP_DPR3}${IMAGE_SHARPEN}` },
    ];
    for (const { dpr, size, quality } of rows) {
      it(`dpr ${dpr} -> ${size}x${size}${quality}`, () => {
        expect(rewriteImageUrl('https://img.mkt.sg/p/a.jpg', { width: 100, dpr, connection: 'wifi' })).to.equal(
          `https://${CDN}/p/a.jpg_${size}x${size}${quality}.jpg`,
        );
      });
    }
  });

  describe('each connection (dpr 1)', () => {
    const rows: [ImageConnection, string][] = [
      ['2g', `q50${IMAGE_SHARPEN}`],
      ['3g', 'q75'],
      ['4g', 'q80'],
      ['wifi', 'q90'],
    ];
    for (const [connection, quality] of rows) {
      it(`${connection} -> ${quality}`, () => {
        expect(rewriteImageUrl('https://img.mkt.sg/p/a.png', { width: 80, connection })).to.equal(
          `https://${CDN}/p/a.png_80x80${quality}.png`,
        );
      });
    }
    it('caps 3g at 75 on dpr 2 (no change) and at 50 with sharpen on dpr 3', () => {
      expect(rewriteImageUrl('https://img.mkt.sg/p/a.png', { width: 80, dpr: 2, connection: '3g' })).to.contain('q75.png');
      expect(rewriteImageUrl('https://img.mkt.sg/p/a.png', { width: 80, dpr: 3, connection: '3g' })).to.contain('q50s150.png');
    });
    it('uses 4g quality when the connection is unknown', () => {
      expect(rewriteImageUrl('https://img.mkt.sg/p/a.png', { width: 80 })).to.equal(`https://${CDN}/p/a.png_80x80q80.png`);
    });
  });

  describe('webp on / off', () => {
    it('adds _.webp only when asked', () => {
      const src = 'https://img.mkt.sg/p/a.jpeg';
      expect(rewriteImageUrl(src, { width: 120, webp: true })).to.equal(`https://${CDN}/p/a.jpeg_120x120q80.jpeg_.webp`);
      expect(rewriteImageUrl(src, { width: 120, webp: false })).to.equal(`https://${CDN}/p/a.jpeg_120x120q80.jpeg`);
      expect(rewriteImageUrl(src, { width: 120 })).to.equal(`https://${CDN}/p/a.jpeg_120x120q80.jpeg`);
    });
    it('does not ask for a WebP variant of a WebP original', () => {
      expect(rewriteImageUrl('https://img.mkt.sg/p/a.webp', { width: 120, webp: true })).to.equal(
        `https://${CDN}/p/a.webp_120x120q80.webp`,
      );
    });
  });

  describe('hosts', () => {
    const rewritten = [
      'https://img.mkt.sg/p/a.jpg',
      'https://www.mkt.co.th/p/a.jpg',
      'http://static.mkt-static.com/p/a.jpg',
      '//img.mkt.pk/p/a.jpg',
      `https://${CDN}/p/a.jpg`,
      'https://IMG.MKT.SG/p/a.jpg',
    ];
    for (const src of rewritten) {
      it(`rewrites known host ${src} onto the CDN host`, () => {
        expect(rewriteImageUrl(src, { width: 80 })).to.equal(`https://${CDN}/p/a.jpg_80x80q80.jpg`);
      });
    }
    const untouched = [
      'https://example.com/p/a.jpg',
      'https://evilmkt.sg/p/a.jpg',
      'https://mkt.sg.evil.example/p/a.jpg',
      '/p/a.jpg',
      'p/a.jpg',
      'data:image/png;base64,iVBORw0KGgo=',
      'blob:https://www.mkt.sg/1234',
      'ftp://img.mkt.sg/p/a.jpg',
    ];
    for (const src of untouched) {
      it(`leaves ${src} alone, silently`, () => {
        expect(rewriteImageUrl(src, { width: 80 })).to.equal(src);
        expect(warn.called).to.equal(false);
      });
    }
    it('keeps query and hash after the suffix', () => {
      expect(rewriteImageUrl('https://img.mkt.sg/p/a.jpg?v=2#x', { width: 80 })).to.equal(
        `https://${CDN}/p/a.jpg_80x80q80.jpg?v=2#x`,
      );
    });
    it('follows configureImageCdn', () => {
      configureImageCdn({ imageCdnHost: 'cdn.shop.example', imageSourceHosts: ['shop.example'] });
      expect(rewriteImageUrl('https://img.shop.example/p/a.jpg', { width: 80 })).to.equal(
        'https://cdn.shop.example/p/a.jpg_80x80q80.jpg',
      );
      expect(rewriteImageUrl('https://img.mkt.sg/p/a.jpg', { width: 80 })).to.equal('https://img.mkt.sg/p/a.jpg');
    });
    it('follows configure(): the CDN host and source hosts live with the rest of the settings', () => {
      configure({ imageCdnHost: 'CDN.Other.example', imageSourceHosts: ['.other.example'] });
      expect(rewriteImageUrl('https://img.other.example/p/a.png', { width: 120 })).to.equal(
        'https://cdn.other.example/p/a.png_120x120q80.png',
      );
      configure({ region: 'TH' });
      expect(rewriteImageUrl('https://img.other.example/p/a.png', { width: 120 }), 'another setting keeps them').to.equal(
        'https://cdn.other.example/p/a.png_120x120q80.png',
      );
      resetImageCdn();
      expect(rewriteImageUrl('https://img.other.example/p/a.png', { width: 120 }), 'reset gives the defaults back').to.equal(
        'https://img.other.example/p/a.png',
      );
    });
  });

  describe('left alone', () => {
    for (const src of ['https://img.mkt.sg/p/logo.svg', 'https://img.mkt.sg/p/LOGO.SVG?x=1', `https://${CDN}/icons/a.svg`]) {
      it(`SVG ${src}`, () => {
        expect(rewriteImageUrl(src, { width: 200, webp: true })).to.equal(src);
      });
    }
    for (const src of [
      `https://${CDN}/p/a.jpg_200x200q80.jpg`,
      `https://${CDN}/p/a.jpg_200x200q50s150.jpg_.webp`,
      `https://${CDN}/p/a.png_.webp`,
    ]) {
      it(`already processed by the CDN: ${src}`, () => {
        expect(rewriteImageUrl(src, { width: 960, dpr: 3, connection: '2g', webp: true })).to.equal(src);
      });
    }
  });

  describe('malformed URLs keep the original and warn once', () => {
    const malformed = [
      'https://',
      'https:///p/a.jpg',
      'https://img mkt.sg/p/a.jpg',
      'https://img.mkt.sg/p/a b.jpg',
      'http://[::1/p/a.jpg',
      'https://img.mkt.sg/p/no-extension',
    ];
    it('returns every malformed address unchanged with a single console warning', () => {
      for (const src of malformed) expect(rewriteImageUrl(src, { width: 80 })).to.equal(src);
      expect(warn.callCount).to.equal(1);
      expect(String(warn.firstCall.args[0])).to.contain(malformed[0]);
    });
    it('treats a missing or absurd width the same way', () => {
      for (const width of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(rewriteImageUrl('https://img.mkt.sg/p/a.jpg', { width })).to.equal('https://img.mkt.sg/p/a.jpg');
      }
      expect(warn.callCount).to.equal(1);
    });
  });

  it('is idempotent for any width, dpr, connection and webp flag', () => {
    const sources = ['https://img.mkt.sg/p/a.jpg', `https://${CDN}/x/y/z.png`, 'https://example.com/a.jpg', 'https://img.mkt.sg/a.svg'];
    fc.assert(
      fc.property(
        fc.constantFrom(...sources),
        fc.integer({ min: 1, max: 5000 }),
        fc.constantFrom(1, 1.5, 2, 2.5, 3, 4),
        fc.constantFrom<ImageConnection>('2g', '3g', '4g', 'wifi'),
        fc.boolean(),
        (src, width, dpr, connection, webp) => {
          const once = rewriteImageUrl(src, { width, dpr, connection, webp });
          expect(rewriteImageUrl(once, { width, dpr, connection, webp })).to.equal(once);
          // A second rewrite with other options changes nothing either.
          expect(rewriteImageUrl(once, { width: width + 500, dpr: 1, connection: 'wifi', webp: !webp })).to.equal(once);
        },
      ),
    );
    expect(warn.called).to.equal(false);
  });

  it('rewrites 1,000 URLs quickly (bench target: under 2 ms on the reference machine)', () => {
    const sources = Array.from({ length: 1000 }, (_, i) => `https://img.mkt.sg/p/item-${i}.jpg`);
    const started = performance.now();
    for (const src of sources) rewriteImageUrl(src, { width: 200, dpr: 2, connection: '4g', webp: true });
    // Generous bound for a loaded CI machine; the bench reports the real number.
    expect(performance.now() - started).to.be.below(50);
  });
});
