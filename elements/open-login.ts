/**
 * `openLogin(screen?)`: opens the page's `<mkt-login-popup>`, creating one at the end of <body>
 * when the page has none. Used by the header and exported for host pages.
 */
import type { ScreenName } from '../src/stores/popup.ts';
import type { MktLoginPopup } from './mkt-login-popup.ts';

async function ensurePopup(): Promise<MktLoginPopup> {
  await import('./mkt-login-popup.ts');
  let popup = document.querySelector<MktLoginPopup>('mkt-login-popup:not([mode="embedded"])');
  if (!popup) {
    popup = document.createElement('mkt-login-popup');
    document.body.append(popup);
  }
  return popup;
}

export async function openLogin(screen?: ScreenName): Promise<void> {
  const popup = await ensurePopup();
  await popup.open(screen);
}

/** Loads the popup's code without opening it (hover / focus / idle prefetch). */
export async function prefetchLogin(): Promise<void> {
  const popup = await ensurePopup();
  await popup.prefetch();
}
