/**
 * When the document's deferred scripts have all run, so that a page's configuration script
 * (`<script src="/my-config.js" defer>` in the README's Quick start) has had its turn.
 *
 * `document.readyState` cannot tell: it turns 'interactive' before the deferred scripts run and
 * stays so after DOMContentLoaded. The navigation entry's `domContentLoadedEventStart` stays 0
 * until the event fires; a document without one (an `about:blank` frame) has no deferred scripts
 * to wait for once it is parsed.
 */
export function pageParsed(): Promise<void> {
  const navigation = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
  const fired = navigation ? navigation.domContentLoadedEventStart > 0 : document.readyState !== 'loading';
  return fired ? Promise.resolve() : new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}
