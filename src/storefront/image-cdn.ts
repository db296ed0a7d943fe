/**
 * Image-address rewriting to the image CDN (SPEC §1, §5, §8, §9).
 *
 * `https://<cdn>/p/abc.jpg` at 200 px, quality 80, WebP becomes
 * `https://<cdn>/p/abc.jpg_200x200q80.jpg_.webp`: the original path on the CDN host, then
 * `_{S}x{S}q{Q}` (+ `s150` when sharpened), `.{original extension}`, then `_.webp` for WebP.
 *
 * Hot path: a page may rewrite thousands of URLs, so parsing is one regular expression rather
 * than `new URL()`, and nothing here touches the DOM. The DOM side is `autoRewriteImages`.
 */
import { REGION_CODES, REGIONS } from '../config/regions.ts';
import { configure, getConfig, type MemberConfig } from '../config/settings.ts';
import { readCachedWebpSupport, supportsWebp } from './webp.ts';

// Image sizes and qualities (SPEC §9). Kept here, not in config/constants.ts, which is on every
// page before any click: only pages that rewrite images need them.
export const IMAGE_SIZES = [
  80, 120, 150, 170, 200, 240, 260, 270, 300, 340, 360, 400, 460, 500, 580, 600, 640, 680, 720, 760, 960, 1200, 2200,
] as const;
export const IMAGE_MAX_DPR = 2;
export const IMAGE_QUALITY_BY_CONNECTION = { '2g': 50, '3g': 75, '4g': 80, wifi: 90 } as const;
export const IMAGE_QUALITY_CAP_DPR2 = 75;
export const IMAGE_QUALITY_CAP_DPR3 = 50;
export const IMAGE_SHARPEN_MAX_QUALITY = 50;
export const IMAGE_SHARPEN = 's150';


export type ImageConnection = keyof typeof IMAGE_QUALITY_BY_CONNECTION;

export interface RewriteImageOptions {
  /** Width the image is displayed at, in CSS pixels. */
  width: number;
  /** Device pixel ratio; 1 when absent. */
  dpr?: number;
  /** Connection class; '4g' when absent (what a desktop browser on broadband reports). */
  connection?: ImageConnection;
  /** Ask the CDN for WebP (only when the browser supports it, see supportsWebp()). */
  webp?: boolean;
}

export interface ImageCdnConfig {
  /** The one image CDN host every known image is served from. */
  imageCdnHost: string;
  /**
   * Registrable domains (or exact hosts) of the marketplace and its content network whose images
   * may be rewritten; a host matches an entry or any of its subdomains.
   */
  imageSourceHosts: readonly string[];
}

/** Defaults: the twelve country domains (SPEC §3) and the static/content-network domains. */
export const IMAGE_CDN_DEFAULTS: Readonly<ImageCdnConfig> = Object.freeze({
  imageCdnHost: 'img.mktcdn.com',
  imageSourceHosts: Object.freeze([...REGION_CODES.map((code) => REGIONS[code].domain), 'mkt-static.com', 'mktcdn.com']),
});

let derivedConfig: ImageCdnConfig = IMAGE_CDN_DEFAULTS;
/** The settings object `derivedConfig` was derived from; configure() replaces it on every change. */
let derivedFrom: Readonly<MemberConfig> | undefined;
let warned = false;
/** Hostname -> known source host. Pages repeat a handful of hosts, so this keeps the hot path flat. */
let knownHostCache = new Map<string, boolean>();

/**
 * The CDN settings live in configure() with everything else (configuration in one
 * place). This derives the normalised form once per configure() call, not once per URL.
 */
function currentConfig(): ImageCdnConfig {
  const settings = getConfig();
  if (settings !== derivedFrom) {
    derivedFrom = settings;
    derivedConfig = {
      imageCdnHost: (settings.imageCdnHost ?? IMAGE_CDN_DEFAULTS.imageCdnHost).toLowerCase(),
      imageSourceHosts: (settings.imageSourceHosts ?? IMAGE_CDN_DEFAULTS.imageSourceHosts).map((h) => h.toLowerCase().replace(/^\./, '')),
    };
    knownHostCache = new Map();
  }
  return derivedConfig;
}

/** Shorthand for `configure({ imageCdnHost, imageSourceHosts })`. */
export function configureImageCdn(options: Partial<ImageCdnConfig>): ImageCdnConfig {
  const given: Partial<MemberConfig> = {};
  if (options.imageCdnHost !== undefined) given.imageCdnHost = options.imageCdnHost;
  if (options.imageSourceHosts !== undefined) given.imageSourceHosts = [...options.imageSourceHosts];
  configure(given);
  return currentConfig();
}

/** Back to the defaults and re-arm the one-time warning (tests, hot reconfiguration). */
export function resetImageCdn(): void {
  configure({ imageCdnHost: undefined, imageSourceHosts: undefined });
  warned = false;
}

/** SPEC §8: a URL that cannot be rewritten keeps the original and warns once on the console. */
function warnOnce(src: string, reason: string): void {
  if (warned) return;
  warned = true;
  console.warn(`[mkt] image address kept as is (${reason}): ${src}`);
}

/** scheme-relative or http(s) URL: scheme, host[:port], path, rest (?query#hash). */
const ABSOLUTE_URL = /^(?:https?:)?\/\/([^/?#]*)([^?#]*)(.*)$/i;
const LOOKS_ABSOLUTE = /^(?:https?:)?\/\//i;
const VALID_HOST = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
/** Raster formats the CDN resizes. */
const EXTENSION = /\.(jpe?g|png|gif|webp|bmp)$/i;
const SVG_PATH = /\.svgz?$/i;
/** A path the CDN already processed: `_200x200q80.jpg`, `_200x200q50s150.jpg`, or `_.webp`. */
const ALREADY_REWRITTEN = /(?:_\d+x\d+(?:q\d+)?(?:s\d+)?\.[a-z0-9]+(?:_\.webp)?|_\.webp)$/i;
const WEBP_SUFFIX = '_.webp';
const HOST_CACHE_LIMIT = 256;

function hostMatches(hostname: string, entry: string): boolean {
  return hostname === entry || hostname.endsWith(`.${entry}`);
}

function isKnownSourceHost(hostname: string, config: ImageCdnConfig): boolean {
  let known = knownHostCache.get(hostname);
  if (known === undefined) {
    known = hostname === config.imageCdnHost || config.imageSourceHosts.some((entry) => hostMatches(hostname, entry));
    // Bounded: a page that shows images from unbounded hosts must not grow this forever.
    if (knownHostCache.size > HOST_CACHE_LIMIT) knownHostCache.clear();
    knownHostCache.set(hostname, known);
  }
  return known;
}

/** SPEC §9: the smallest listed size at least width x dpr (dpr capped at 2), else the largest. */
export function pickImageSize(width: number, dpr = 1): number {
  const needed = width * Math.min(normaliseDpr(dpr), IMAGE_MAX_DPR);
  for (const size of IMAGE_SIZES) if (size >= needed) return size;
  return IMAGE_SIZES[IMAGE_SIZES.length - 1];
}

/** SPEC §9: quality by connection, capped at 75 for dpr 2 and at 50 for dpr 3 or more. */
export function pickImageQuality(connection: ImageConnection = '4g', dpr = 1): number {
  const ratio = normaliseDpr(dpr);
  const base: number = IMAGE_QUALITY_BY_CONNECTION[connection] ?? IMAGE_QUALITY_BY_CONNECTION['4g'];
  if (ratio >= 3) return Math.min(base, IMAGE_QUALITY_CAP_DPR3);
  if (ratio >= 2) return Math.min(base, IMAGE_QUALITY_CAP_DPR2);
  return base;
}

function normaliseDpr(dpr: number): number {
  return Number.isFinite(dpr) && dpr > 0 ? dpr : 1;
}

/**
 * The CDN address of `src` sized for `options`, or `src` itself when it must not or cannot be
 * rewritten: SVG, foreign hosts, relative/data URLs, URLs already processed by the CDN
 * (so rewriting twice changes nothing), and malformed URLs (those also warn once).
 */
export function rewriteImageUrl(src: string, options: RewriteImageOptions): string {
  if (typeof src !== 'string') return src;
  const trimmed = src.trim();
  // Relative, data: and blob: addresses are not on a known host: nothing to do, nothing to report.
  if (!LOOKS_ABSOLUTE.test(trimmed)) return src;
  const match = ABSOLUTE_URL.exec(trimmed);
  if (!match) return src;
  const [, host, path, rest] = match;
  if (!VALID_HOST.test(host) || /\s/.test(path) || /\s/.test(rest)) {
    warnOnce(src, 'malformed URL');
    return src;
  }
  const hostname = host.replace(/:\d+$/, '').toLowerCase();
  const config = currentConfig();
  if (!isKnownSourceHost(hostname, config)) return src;
  if (SVG_PATH.test(path) || ALREADY_REWRITTEN.test(path)) return src;
  const extension = EXTENSION.exec(path);
  if (!extension) {
    warnOnce(src, 'no image extension');
    return src;
  }
  if (!(Number.isFinite(options.width) && options.width > 0)) {
    warnOnce(src, 'no display width');
    return src;
  }
  const dpr = options.dpr ?? 1;
  const size = pickImageSize(options.width, dpr);
  const quality = pickImageQuality(options.connection, dpr);
  const sharpen = quality <= IMAGE_SHARPEN_MAX_QUALITY ? IMAGE_SHARPEN : '';
  const ext = extension[1];
  // A WebP original needs no WebP variant.
  const webp = options.webp && ext.toLowerCase() !== 'webp' ? WEBP_SUFFIX : '';
  return `https://${config.imageCdnHost}${path}_${size}x${size}q${quality}${sharpen}.${ext}${webp}${rest}`;
}

// ---------------------------------------------------------------------------------------------
// Auto mode

export interface AutoRewriteOptions {
  /** Which images to rewrite. Default `img[data-mkt-src]`. */
  selector?: string;
  /** Where to look and watch. Default `document`. */
  root?: Document | Element | ShadowRoot;
  /** Attribute holding the original address; `src` is used when it is absent. */
  sourceAttribute?: string;
  /** Attribute holding the display width in CSS px; the `width` attribute is the fallback. */
  widthAttribute?: string;
  /** Force WebP on or off; by default the cached probe result, or the probe itself (async). */
  webp?: boolean;
  /** Force the pixel ratio / connection instead of reading them from the browser. */
  dpr?: number;
  connection?: ImageConnection;
}

export type StopAutoRewrite = (() => void) & {
  /** Settles once the first pass over existing images has run (after the WebP probe if needed). */
  ready: Promise<void>;
};

export const AUTO_REWRITE_SELECTOR = 'img[data-mkt-src]';
export const AUTO_REWRITE_SOURCE_ATTRIBUTE = 'data-mkt-src';
export const AUTO_REWRITE_WIDTH_ATTRIBUTE = 'data-mkt-width';

interface NetworkInformationLike {
  effectiveType?: string;
  type?: string;
}

/** Map the Network Information API onto the SPEC §9 connection classes. */
export function readConnection(nav: Navigator | undefined = globalThis.navigator): ImageConnection | undefined {
  const info = (nav as (Navigator & { connection?: NetworkInformationLike }) | undefined)?.connection;
  if (!info) return undefined;
  if (info.type === 'wifi' || info.type === 'ethernet') return 'wifi';
  switch (info.effectiveType) {
    case 'slow-2g':
    case '2g':
      return '2g';
    case '3g':
      return '3g';
    case '4g':
      return '4g';
    default:
      return undefined;
  }
}

/**
 * Rewrite matching `<img>` elements in one pass, then catch new or changed ones with ONE
 * MutationObserver. Widths come from attributes only: no layout is read per image, and the
 * pixel ratio and connection are read once per pass. Returns a stop function.
 */
export function autoRewriteImages(options: AutoRewriteOptions = {}): StopAutoRewrite {
  const selector = options.selector ?? AUTO_REWRITE_SELECTOR;
  const sourceAttribute = options.sourceAttribute ?? AUTO_REWRITE_SOURCE_ATTRIBUTE;
  const widthAttribute = options.widthAttribute ?? AUTO_REWRITE_WIDTH_ATTRIBUTE;
  const root = options.root ?? globalThis.document;
  let stopped = false;
  let observer: MutationObserver | undefined;
  let webp = options.webp ?? readCachedWebpSupport();

  const rewriteAll = (images: Iterable<Element>): void => {
    // Read once per pass, never per image.
    const dpr = options.dpr ?? globalThis.devicePixelRatio ?? 1;
    const connection = options.connection ?? readConnection();
    for (const image of images) {
      const source = image.getAttribute(sourceAttribute) ?? image.getAttribute('src');
      if (!source) continue;
      const width = Number(image.getAttribute(widthAttribute) ?? image.getAttribute('width'));
      const next = rewriteImageUrl(source, { width, dpr, connection, webp: webp === true });
      if (image.getAttribute('src') !== next) image.setAttribute('src', next);
    }
  };

  const start = (): void => {
    if (stopped || !root) return;
    rewriteAll(root.querySelectorAll(selector));
    if (typeof MutationObserver === 'undefined') return;
    observer = new MutationObserver((records) => {
      const found = new Set<Element>();
      for (const record of records) {
        if (record.type === 'attributes') {
          if (record.target instanceof Element && record.target.matches(selector)) found.add(record.target);
          continue;
        }
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(selector)) found.add(node);
          for (const inner of node.querySelectorAll(selector)) found.add(inner);
        }
      }
      if (found.size > 0) rewriteAll(found);
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      // Not `src`: our own writes must not wake the observer.
      attributeFilter: [sourceAttribute, widthAttribute, 'width'],
    });
  };

  let ready: Promise<void>;
  if (webp === undefined) {
    // First visit: the probe is a tiny in-memory decode, so wait for it rather than load twice.
    ready = supportsWebp().then((supported) => {
      webp = supported;
      start();
    });
  } else {
    start();
    ready = Promise.resolve();
  }

  const stop = (() => {
    stopped = true;
    observer?.disconnect();
    observer = undefined;
  }) as StopAutoRewrite;
  stop.ready = ready;
  return stop;
}
