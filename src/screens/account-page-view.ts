/**
 * Loaded when an account-page element connects (never with the page or the popup): React, the
 * feature that draws the page, and the kit's styles. The popup's feature list is here too, so the
 * api client has every feature's calls and the popup opened from the page's Log in shares React
 * and the screens with it.
 */
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { ReadableAtom } from 'nanostores';
import type { ElementContext } from '../context/element-context.ts';
import { loadTranslation } from '../i18n/index.ts';
import { adoptUiStyles } from '../ui/styles.ts';
import type { FeatureManifest } from '../kit/feature.ts';
import { FEATURES } from './features.ts';

/**
 * Draws the account page of the feature that has one in `root`; returns the unmount. `signal`
 * aborts when the element leaves the page.
 */
export async function mountAccountPage(root: ShadowRoot, props: { context: ReadableAtom<ElementContext>; host: HTMLElement; signal: AbortSignal }): Promise<() => void> {
  const load = (FEATURES as readonly FeatureManifest[]).find((entry) => entry.accountPage)?.accountPage;
  if (!load) return () => undefined;
  // The language's texts before the first render: the page is never English first.
  const [Page] = await Promise.all([load(), loadTranslation(props.context.get().language).catch(() => undefined)]);
  adoptUiStyles(root);
  const reactRoot = createRoot(root);
  reactRoot.render(createElement(Page, props));
  return () => reactRoot.unmount();
}
