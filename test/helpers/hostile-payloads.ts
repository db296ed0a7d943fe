/**
 * Markup payloads for the tests that show server text or echo user input (test/security/hostile-text.test.tsx
 * and the features' own): each sets a page-level flag if it ever runs, and `expectInert` checks that
 * none became an element or ran.
 */
import { expect } from '@open-wc/testing';

declare global {
  interface Window {
    __pwned?: number;
  }
}

/** The payload style of DOMPurify's test corpus; PWN marks the page if it ever runs. */
export const PAYLOADS = [
  '<img src=x onerror="PWN">',
  '"><svg onload="PWN">',
  '<script>PWN</script>',
  "'><iframe srcdoc=\"<script>parent.PWN</script>\">",
  '<a href="javascript:PWN">tap</a>',
  '<details open ontoggle=PWN>',
].map((payload, index) => payload.replaceAll('PWN', `window.__pwned=${index + 1}`));

/**
 * Anything that would mean the text became markup (the UI's own icons are svg, so svg counts only
 * with a handler).
 */
const INJECTED = 'img[src="x"], script, iframe, details, a[href^="javascript"], [onerror], [onload], [ontoggle]';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function expectInert(root: ParentNode, payload: string): Promise<void> {
  await pause(50); // let an image error, a toggle or a frame fire if anything was created
  // outerHTML, not the element: a failure message then shows what was injected.
  expect(root.querySelector(INJECTED)?.outerHTML ?? null, payload).to.equal(null);
  expect(window.__pwned, payload).to.equal(undefined);
}
