/**
 * The CMS loader (issue 17): the one `<script src=".../mkt-member-elements.js">` a CMS page
 * pastes. It is a classic script of under 1 KB that loads the element entries from the `esm/`
 * folder beside it (found from its own `src`, the way Stencil's and Shoelace's loaders find their
 * chunks). The header and the toast come with the page; `<mkt-login-popup>`, `<mkt-qr-login>`
 * and `<mkt-restore-account>` load when their tag is in the page; React, the screens and the
 * libraries load on first need exactly as on module pages. A visitor who never clicks pays for
 * the header and the toast only. The all-in-one `mkt-member-elements.iife.js` remains for
 * pages that cannot fetch more files (offline kiosks, intranets).
 *
 * `window.MktMemberElements` offers:
 * - `configure(options)`: applied before the elements are defined when called while the page is
 *   being parsed (an inline or deferred script after this one), else as soon as the
 *   configuration module is there;
 * - `load()`: the whole package API (`openLogin`, `toast`, `$session` ...), fetched on first call;
 * - `ready`: settles once the elements of the page are defined.
 */
import type { MemberConfig } from '../src/config/settings.ts';

type PackageApi = typeof import('../src/index.ts');

export interface MktMemberElementsLoader {
  configure(options: Partial<MemberConfig>): Promise<void>;
  load(): Promise<PackageApi>;
  ready: Promise<void>;
}

declare global {
  interface Window {
    MktMemberElements?: MktMemberElementsLoader;
  }
}

const script = document.currentScript;
const base = new URL('esm/', script instanceof HTMLScriptElement && script.src ? script.src : document.baseURI);
// A runtime URL: the bundler leaves this import() to the browser.
const importFromBase = <T>(file: string): Promise<T> => import(/* @vite-ignore */ new URL(file, base).href) as Promise<T>;

type ConfigureModule = typeof import('../src/configure.ts');
let configureModule: Promise<ConfigureModule> | undefined;
let packageApi: Promise<PackageApi> | undefined;
const early: Partial<MemberConfig>[] = [];

function configure(options: Partial<MemberConfig>): Promise<void> {
  early.push(options);
  configureModule ??= importFromBase<ConfigureModule>('configure.js');
  return configureModule.then((module) => {
    for (const queued of early.splice(0)) module.configure(queued);
  });
}

/**
 * The elements are defined once the page is parsed: every deferred or inline script of the page
 * has run by then, so its configure() comes before the elements read the configuration.
 */
function parsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/** Light elements every page shows: defined as soon as the page is parsed. */
const PAGE_ELEMENTS = ['mkt-header-account', 'mkt-toast'];
/**
 * Elements that draw React screens as they connect: their entries (and React with them) load
 * only when such a tag is in the page. The header loads the popup itself on first need.
 */
const ON_USE_ELEMENTS = ['mkt-login-popup', 'mkt-qr-login', 'mkt-restore-account'];
const requested = new Set<string>();

function defineElement(tag: string): Promise<unknown> {
  requested.add(tag);
  return importFromBase(`${tag}.js`);
}

/** Defines the on-use elements present in the page; watches for later ones until all are. */
function defineElementsInUse(): Promise<unknown> {
  const loads = ON_USE_ELEMENTS.filter((tag) => !requested.has(tag) && document.querySelector(tag)).map(defineElement);
  if (ON_USE_ELEMENTS.some((tag) => !requested.has(tag))) {
    const observer = new MutationObserver(() => {
      for (const tag of ON_USE_ELEMENTS) if (!requested.has(tag) && document.querySelector(tag)) void defineElement(tag);
      if (ON_USE_ELEMENTS.every((tag) => requested.has(tag))) observer.disconnect();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true });
  }
  return Promise.all(loads);
}

const ready = parsed()
  .then(() => (early.length > 0 ? configure({}) : undefined))
  .then(() => Promise.all([...PAGE_ELEMENTS.map(defineElement), defineElementsInUse()]))
  .then(() => undefined);

window.MktMemberElements ??= {
  configure,
  load: () => (packageApi ??= importFromBase<PackageApi>('index.js')),
  ready,
};
