// Section 5 in the page: our built modules, timed with performance.now() in real Chromium.
// window.benchPure.run({ runs, validationChunk, qrChunk }) answers raw per-run times; the first
// run of each function is the cold one (nothing compiled yet), the next `runs` are measured.
import { autoRewriteImages, isAllowedRedirect, REGIONS, rewriteImageUrl } from '/dist/esm/index.js';

/** Deterministic inputs: the same URLs every run and every machine. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}
const pick = (random, list) => list[Math.floor(random() * list.length)];

const OWN_DOMAINS = Object.values(REGIONS).map((region) => region.domain);

function imageUrls(count) {
  const random = seededRandom(8);
  const hosts = [...OWN_DOMAINS.map((domain) => `www.${domain}`), 'img.mkt-static.com', 'static.mktcdn.com', 'img.mktcdn.com', 'images.example.org', 'cdn.other-shop.com'];
  const extensions = ['jpg', 'jpeg', 'png', 'webp', 'gif', 'JPG', 'svg'];
  const shapes = [
    (host, path, ext) => `https://${host}/p/${path}.${ext}`,
    (host, path, ext) => `//${host}/p/${path}.${ext}`,
    (host, path, ext) => `http://${host}/g/${path}.${ext}?v=${path.length}#top`,
    (host, path, ext) => `https://${host}/p/${path}.${ext}_200x200q80.${ext}_.webp`,
    (_host, path, ext) => `/local/${path}.${ext}`,
    () => 'data:image/gif;base64,R0lGODlhAQABAAAAACw=',
    (host, path) => `https://${host}/p/${path}`,
  ];
  return Array.from({ length: count }, (_, index) => {
    const path = `${index.toString(36)}-${Math.floor(random() * 1e9).toString(36)}`;
    return {
      src: pick(random, shapes)(pick(random, hosts), path, pick(random, extensions)),
      options: { width: 40 + Math.floor(random() * 1200), dpr: pick(random, [1, 1.5, 2, 3]), connection: pick(random, ['2g', '3g', '4g', 'wifi']), webp: random() < 0.7 },
    };
  });
}

function redirectUrls(count) {
  const random = seededRandom(9);
  const own = OWN_DOMAINS.flatMap((domain) => [domain, `www.${domain}`, `member.${domain}`]);
  const shapes = [
    (host) => `https://${host}/account?from=header&x=${Math.floor(random() * 1e6)}`,
    (host) => `https://${host}`,
    (host) => `//${host}/cart`,
    () => `/user/account?tab=${Math.floor(random() * 10)}`,
    () => 'https://evil.example/steal',
    (host) => `https://${host}.evil.example/`,
    (host) => `https://${host}@evil.example/`,
    (host) => `https:\\\\${host}/x`,
    () => 'javascript:alert(1)',
    () => 'data:text/html,hi',
    (host) => ` https://${host}/ `,
    (host) => `https://${host}:8443/x`,
    (host) => `https://xn--${host}/`,
    () => 'https://evil%2eexample/',
  ];
  return Array.from({ length: count }, () => pick(random, shapes)(pick(random, own)));
}

function passwords(count) {
  const random = seededRandom(10);
  const samples = ['Mkt@2024go', 'short1!', 'abcdefghij', 'abc123456789', 'Abc 123!xyz', 'пароль123!', 'Emoji🙂123!', 'VeryLongPassword1!XYZ', '~.!@#$%^&*<>aA1'];
  return Array.from({ length: count }, (_, index) => `${pick(random, samples)}${index % 3 === 0 ? '' : index % 10}`);
}

/** A 200-character URL like the QR login URL the server sends. */
const QR_TEXT = 'https://qr.mkt.sg/app/login?client=buyer-app&requestId='.padEnd(200, '0123456789abcdef');

function timeEach(runs, fn) {
  const times = [];
  for (let run = 0; run <= runs; run++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times;
}

async function timeEachAsync(runs, fn) {
  const times = [];
  for (let run = 0; run <= runs; run++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times;
}

/** The export of a built chunk that behaves like `test` says (chunk exports have short names). */
function exportLike(module, test) {
  for (const value of Object.values(module)) {
    for (const candidate of [value, value?.default]) {
      try {
        if (candidate && test(candidate)) return candidate;
      } catch {
        // not this one
      }
    }
  }
  throw new Error('export not found');
}

/** Counts calls that read layout (forced synchronous layout when the page is dirty). */
function countLayoutReads() {
  let reads = 0;
  const restore = [];
  const wrapGetter = (proto, name) => {
    const descriptor = Object.getOwnPropertyDescriptor(proto, name);
    if (!descriptor?.get) return;
    Object.defineProperty(proto, name, { ...descriptor, get() { reads++; return descriptor.get.call(this); } });
    restore.push(() => Object.defineProperty(proto, name, descriptor));
  };
  const wrapMethod = (owner, name) => {
    const original = owner[name];
    owner[name] = function countedLayoutRead(...args) {
      reads++;
      return original.apply(this, args);
    };
    restore.push(() => (owner[name] = original));
  };
  for (const name of ['offsetWidth', 'offsetHeight', 'offsetTop', 'offsetLeft', 'offsetParent']) wrapGetter(HTMLElement.prototype, name);
  for (const name of ['clientWidth', 'clientHeight', 'clientTop', 'clientLeft', 'scrollWidth', 'scrollHeight', 'scrollTop', 'scrollLeft']) wrapGetter(Element.prototype, name);
  for (const name of ['width', 'height', 'x', 'y', 'naturalWidth', 'naturalHeight']) wrapGetter(HTMLImageElement.prototype, name);
  for (const name of ['getBoundingClientRect', 'getClientRects', 'checkVisibility', 'computedStyleMap']) wrapMethod(Element.prototype, name);
  wrapMethod(window, 'getComputedStyle');
  return {
    get reads() {
      return reads;
    },
    restore: () => restore.forEach((undo) => undo()),
  };
}

function imagePage(count) {
  const container = document.createElement('div');
  // Hidden and lazy: the rewritten addresses (the CDN host) are never fetched.
  container.hidden = true;
  const urls = imageUrls(count);
  for (const { src, options } of urls) {
    const image = document.createElement('img');
    image.loading = 'lazy';
    image.alt = '';
    image.setAttribute('data-mkt-src', src);
    image.setAttribute('data-mkt-width', String(options.width));
    container.append(image);
  }
  document.body.append(container);
  // Dirty the layout, so any layout read inside the pass would be a forced one.
  document.body.style.paddingTop = document.body.style.paddingTop === '1px' ? '2px' : '1px';
  return container;
}

function autoMode(runs) {
  const times = [];
  let reads = 0;
  let rewritten = 0;
  for (let run = 0; run <= runs; run++) {
    const container = imagePage(1000);
    const counter = countLayoutReads();
    const start = performance.now();
    const stop = autoRewriteImages({ root: container, webp: true });
    times.push(performance.now() - start);
    counter.restore();
    reads += counter.reads;
    rewritten = [...container.querySelectorAll('img')].filter((image) => image.getAttribute('src')?.includes('mktcdn')).length;
    stop();
    container.remove();
  }
  // Control: the same counter on a pass that reads each image's width from layout must see 1,000.
  const container = imagePage(1000);
  const counter = countLayoutReads();
  for (const image of container.querySelectorAll('img')) rewriteImageUrl(image.getAttribute('data-mkt-src'), { width: image.offsetWidth || 100 });
  counter.restore();
  container.remove();
  return { times, layoutReadsPerPass: reads / (runs + 1), imagesRewritten: rewritten, controlLayoutReads: counter.reads };
}

window.benchPure = {
  async run({ runs, validationChunk, qrChunk }) {
    const images = imageUrls(1000);
    const redirects = redirectUrls(10000);
    const candidates = passwords(1000);
    const validation = await import(validationChunk);
    const checkPassword = exportLike(validation, (fn) => typeof fn === 'function' && fn('Mkt@2024go').ok === true && fn('short').errors.includes('length'));
    const qrcode = exportLike(await import(qrChunk), (lib) => typeof lib.create === 'function' && typeof lib.toCanvas === 'function');
    const canvas = document.createElement('canvas');
    let sink = 0;
    const results = {
      rewriteImageUrl: timeEach(runs, () => {
        for (const { src, options } of images) sink += rewriteImageUrl(src, options).length;
      }),
      isAllowedRedirect: timeEach(runs, () => {
        for (const url of redirects) sink += isAllowedRedirect(url) ? 1 : 0;
      }),
      qrCreate: timeEach(runs, () => {
        sink += qrcode.create(QR_TEXT, { errorCorrectionLevel: 'M' }).modules.size;
      }),
      // What the QR screen does (src/features/qr/Qrcode/draw-qr.ts): encode and draw at 120 px.
      qrToCanvas: await timeEachAsync(runs, () => qrcode.toCanvas(canvas, QR_TEXT, { width: 120, errorCorrectionLevel: 'M' })),
      checkPassword: timeEach(runs, () => {
        for (const password of candidates) sink += checkPassword(password).errors.length;
      }),
    };
    const auto = autoMode(runs);
    return {
      times: { ...results, autoRewriteImages: auto.times },
      facts: {
        imageUrls: images.length,
        imagesRewrittenPerCall: images.filter(({ src, options }) => rewriteImageUrl(src, options) !== src).length,
        redirectUrls: redirects.length,
        redirectsAllowed: redirects.filter((url) => isAllowedRedirect(url)).length,
        passwords: candidates.length,
        qrTextLength: QR_TEXT.length,
        qrVersion: qrcode.create(QR_TEXT, { errorCorrectionLevel: 'M' }).version,
        autoImages: 1000,
        autoImagesRewritten: auto.imagesRewritten,
        autoLayoutReadsPerPass: auto.layoutReadsPerPass,
        controlLayoutReads: auto.controlLayoutReads,
        sink,
      },
    };
  },
};
