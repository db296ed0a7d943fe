/**
 * Loaded when an account-page element connects (never with the page or the popup): React, the
 * feature that draws the page (src/screens/account-page-list.ts), and the kit's styles. The popup's
 * feature list is here too, so the api client has every feature's calls and the popup opened from
 * the page's Log in shares React and the screens with it.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReadableAtom } from 'nanostores';
import type { ElementContext } from '../context/element-context.ts';
import { loadTranslation } from '../i18n/index.ts';
import { adoptPopupStyles } from './popup-styles.ts';
import type { FeatureManifest } from '../kit/feature.ts';
import { provideApiSlices } from '../flows/api-slices.ts';
import { FEATURES } from './features.ts';
import * as accountPageList from './account-page-list.ts';

const ACCOUNT_PAGES: readonly FeatureManifest[] = Object.values(accountPageList);
// The api client of a page with an account page has its calls besides the popup's features'.
provideApiSlices([...(FEATURES as readonly FeatureManifest[]), ...ACCOUNT_PAGES]);

/**
 * Draws the account page of the feature that has one in `root`; returns the unmount. `signal`
 * aborts when the element leaves the page.
 */
export async function mountAccountPage(root: ShadowRoot, props: { context: ReadableAtom<ElementContext>; host: HTMLElement; signal: AbortSignal }): Promise<() => void> {
  const load = ACCOUNT_PAGES.find((entry) => entry.accountPage)?.accountPage;
  if (!load) return () => undefined;
  // The language's texts before the first render: the page is never English first. lazy-api.ts
  // is imported as the popup's logout path imports it, through its namespace, so the first open's
  // chunk exports nothing more for this page.
  const [Page, { lazyApiFor }] = await Promise.all([load(), import('../flows/lazy-api.ts'), loadTranslation(props.context.get().language).catch(() => undefined)]);
  // The popup's sheets: the kit's controls, shared with the popup on the page (one parse).
  adoptPopupStyles(root);
  const reactRoot = createRoot(root);
  reactRoot.render(createElement(Page, { ...props, api: lazyApiFor(props.context) }));
  return () => reactRoot.unmount();
}
