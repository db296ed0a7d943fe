/**
 * What the CMS loader does once it knows how to fetch the package's modules: `configure()`
 * before the elements are defined, the page's light elements at once, the React elements when
 * their tag is in the page, and the whole package API on demand. Two shells use it: the classic
 * script `mkt-member-elements.js` (elements/loader.ts), which fetches `esm/` files from a base
 * URL found at run time, and the `./loader` module for bundlers (elements/loader-module.ts),
 * whose imports are static so the bundler follows them.
 *
 * `window.MktMemberElements` offers:
 * - `configure(options)`: applied before the elements are defined when called while the page is
 *   being parsed (an inline or deferred script after this one), else as soon as the
 *   configuration module is there;
 * - `load()`: the whole package API (`openLogin`, `toast`, `$session` ...), fetched on first call;
 * - `ready`: settles once the elements of the page are defined.
 */
import type { MemberConfig } from '../src/config/settings.ts';
import { pageParsed } from '../src/config/page-parsed.ts';

type PackageApi = typeof import('../src/index.ts');
type ConfigureModule = typeof import('../src/configure.ts');

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

/** The modules a loader fetches, by their file name in `esm/`. */
export type ModuleFile = 'configure.js' | 'index.js' | `${(typeof ON_USE_ELEMENTS | typeof PAGE_ELEMENTS)[number]}.js`;

/** Light elements every page shows: defined as soon as the page is parsed. */
const PAGE_ELEMENTS = ['mkt-header-account', 'mkt-toast'] as const;
/**
 * Elements that draw React screens as they connect: their entries (and React with them) load
 * only when such a tag is in the page. The header loads the popup itself on first need.
 */
const ON_USE_ELEMENTS = ['mkt-login-popup', 'mkt-qr-login', 'mkt-restore-account', 'mkt-account-security'] as const;

/**
 * Installs `window.MktMemberElements` (once per page) and returns it. `importModule` fetches one
 * module of the package; a failure rejects `ready` (or the call that needed it).
 */
export function installLoader(importModule: (file: ModuleFile) => Promise<unknown>): MktMemberElementsLoader {
  let configureModule: Promise<ConfigureModule> | undefined;
  let packageApi: Promise<PackageApi> | undefined;
  const early: Partial<MemberConfig>[] = [];
  const requested = new Set<string>();

  function configure(options: Partial<MemberConfig>): Promise<void> {
    early.push(options);
    configureModule ??= importModule('configure.js') as Promise<ConfigureModule>;
    return configureModule.then((module) => {
      for (const queued of early.splice(0)) module.configure(queued);
    });
  }

  const defineElement = (tag: (typeof ON_USE_ELEMENTS | typeof PAGE_ELEMENTS)[number]): Promise<unknown> => {
    requested.add(tag);
    return importModule(`${tag}.js`);
  };

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

  // The elements are defined once the page's deferred scripts have run (a deferred loader runs
  // before them, and a config script after it may still be on its way), and its configure()
  // calls applied: no element reads its configuration before the page's own.
  const ready = pageParsed()
    .then(() => (early.length > 0 ? configure({}) : undefined))
    .then(() => Promise.all([...PAGE_ELEMENTS.map(defineElement), defineElementsInUse()]))
    .then(() => undefined);

  return (window.MktMemberElements ??= {
    configure,
    load: () => (packageApi ??= importModule('index.js') as Promise<PackageApi>),
    ready,
  });
}
