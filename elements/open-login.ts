/**
 * `openLogin(screen?)`: opens the page's `<mkt-login-popup>`, creating one at the end of <body>
 * when the page has none. Used by the header and exported for host pages. Importing this module
 * also lets src/ ask for the popup (login requests) before the popup's code has loaded.
 */
import type { ScreenName } from '../src/stores/popup.ts';
import { IDLE_PREFETCH_DEADLINE_MS } from '../src/config/constants.ts';
import { serveLoginRequests } from '../src/stores/login-requests.ts';
import type { PopupOpenOptions } from './popup-host-element.ts';
import type { MktLoginPopup } from './mkt-login-popup.ts';

async function ensurePopup(): Promise<MktLoginPopup> {
  // The element's entry file imports the chunk that paints Login; asking for that chunk
  // too fetches both at once instead of one after the other (one round trip less on a cold click).
  // Any module of that chunk would do: this one has a single export, and the bundle builds an
  // object of all the exports of the module named here (a bigger module's cost about 70 B gzip).
  const [{ pageLoginPopup }] = await Promise.all([import('./mkt-login-popup.ts'), import('../src/screens/popup-parts.ts')]);
  return pageLoginPopup();
}

/**
 * Opens the page's popup on `screen`. `options.context`: the context to speak (an element passes
 * its own, so the popup opened from a Thai header is Thai).
 */
export async function openLogin(screen?: ScreenName, options: PopupOpenOptions = {}): Promise<void> {
  const popup = await ensurePopup();
  await popup.open(screen, options);
}

/** Loads the popup's code without opening it (hover / focus / idle prefetch). */
export async function prefetchLogin(): Promise<void> {
  const popup = await ensurePopup();
  await popup.prefetch();
}

if (typeof document !== 'undefined') {
  // Until the popup's module is here: load it on the first request, then it serves requests itself.
  serveLoginRequests({
    open: async (request) => (await import('./mkt-login-popup.ts')).servePageLogin(request),
    prefetch: prefetchLogin,
  });
}

let idlePrefetchScheduled = false;

/** Visitors on a data-saving or 2G connection fetch the popup's code only when they ask for it. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Once the page is idle, fetch the popup's code so the first click opens it from cache.
 * Once per page, never on a data-saving connection, and only while `shouldPrefetch()` holds at
 * that moment (the header passes "the visitor is still anonymous").
 */
export function prefetchLoginWhenIdle(shouldPrefetch: () => boolean): void {
  if (idlePrefetchScheduled || savesData()) return;
  idlePrefetchScheduled = true;
  const run = () => {
    if (shouldPrefetch()) prefetchLogin().catch(() => {}); // the click fetches again
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: IDLE_PREFETCH_DEADLINE_MS });
  else setTimeout(run, IDLE_PREFETCH_DEADLINE_MS);
}
