// What the phone journeys share (phone-header, phone-popup, phone-layout): a 360 x 740 touch
// screen at 2x pixels, one browser context for the file with fresh cookies and a fresh page per
// test (no uncaught page error allowed), Login opened from the header in a language, and the
// check that every visible control is where a thumb can use it.
import { after, beforeEach, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { inPopup } from './reliability-helpers.mjs';

export const PHONE = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 };
/** The storefront region each language is tried in. */
export const REGION = { en: 'SG', th: 'TH', ur: 'PK', ms: 'MY' };
/** WCAG 2.5.5 / issue 28: the smallest target a thumb can hit, in CSS px. */
export const TOUCH_TARGET_PX = 44;

/**
 * Registers the per-test hooks of a phone journey on `demo` (from useDemo()): the returned
 * object's `page` is the test's page and `context` the file's phone context (both set once
 * useDemo's own hooks ran).
 */
export function usePhone(demo, options = PHONE) {
  const phone = { context: undefined, page: undefined, errors: [] };
  after(async () => {
    await phone.context?.close();
  });
  beforeEach(async () => {
    phone.context ??= await demo.browser.newContext(options);
    await phone.context.clearCookies();
    phone.page = await phone.context.newPage();
    phone.errors = [];
    phone.page.on('pageerror', (error) => phone.errors.push(error.message));
  });
  afterEach(async () => {
    await phone.page.close();
    assert.deepEqual(phone.errors, [], 'no uncaught error in the page');
  });
  return phone;
}

/**
 * Opens Login from the header's Login link of the demo in `lang` (in the language's own region
 * unless `region` says otherwise: the sandbox's accounts are in SG), its title drawn.
 */
export async function openLogin(demo, page, lang = 'en', region = REGION[lang]) {
  await page.goto(new URL(`/?region=${region}&lang=${lang}`, demo.url).href);
  await page.locator('mkt-header-account [part="login-link"]').click();
  await page.locator(inPopup('[data-screen="login"] [part~="login-title"]')).waitFor();
}

/** What counts as a control: what a finger presses or types into. */
export const CONTROL_SELECTOR = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="menuitem"], [role="option"], [role="checkbox"]';

/**
 * Every visible control inside `hostSelector`'s shadow trees (nested shadow roots included),
 * brought into view as a thumb scrolls to it, then measured where the shopper sees it: inside the
 * visual viewport, at least TOUCH_TARGET_PX on both sides (an input inside a label counts with its
 * label's box, a field's input with the field's frame), and the element found at its own centre
 * through every shadow root (nothing covers it). Returns how many were checked and what fails,
 * one line each.
 */
export async function controlProblems(page, hostSelector, { topmost } = {}) {
  const count = await page.evaluate(markControls, { hostSelector, selector: CONTROL_SELECTOR, topmost });
  const problems = [];
  for (let index = 0; index < count; index += 1) {
    const problem = await page.evaluate(measureControl, { index, min: TOUCH_TARGET_PX });
    if (problem) problems.push(problem);
  }
  return { checked: count, problems };
}

/**
 * In the page: numbers the visible controls under the hosts (window.__mktControls); with
 * `topmost`, only those inside the last element matching it (a dialog over another one).
 */
function markControls({ hostSelector, selector, topmost }) {
  const found = [];
  const layers = [];
  const visit = (root) => {
    for (const node of root.querySelectorAll('*')) {
      // A checkbox's label is part of its target; a link inside running text is exempt from the
      // size (WCAG 2.5.8's inline exception) but must still be on screen and uncovered.
      const isControl = node.matches(selector) || (node.matches('label') && node.control?.type === 'checkbox');
      if (isControl && node.checkVisibility({ visibilityProperty: true, opacityProperty: true })) {
        const box = node.getBoundingClientRect();
        if (box.width > 0 && box.height > 0) found.push(node);
      }
      if (topmost && node.matches(topmost)) layers.push(node);
      if (node.shadowRoot) visit(node.shadowRoot);
    }
  };
  const inside = (node, layer) => {
    for (let at = node; at; at = at.parentNode ?? at.host) if (at === layer) return true;
    return false;
  };
  for (const host of document.querySelectorAll(hostSelector)) {
    if (host.shadowRoot) visit(host.shadowRoot);
    else visit(host);
  }
  const top = layers.at(-1);
  window.__mktControls = top ? found.filter((node) => inside(node, top)) : found;
  return window.__mktControls.length;
}

/** In the page: the one line that says what is wrong with control `index`, or null. */
async function measureControl({ index, min }) {
  const node = window.__mktControls[index];
  if (!node.isConnected) return null;
  node.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const own = node.getBoundingClientRect();
  // The target a finger meets: a label around an input, or the frame a text field is drawn in.
  const target = node.matches('input, select, textarea') ? (node.closest('label') ?? node.closest('[part~="input-box"]') ?? node) : node;
  const box = target.getBoundingClientRect();
  const width = Math.max(own.width, box.width);
  const height = Math.max(own.height, box.height);
  const parentText = node.parentElement?.textContent.trim() ?? '';
  const inRunningText = node.matches('a') && getComputedStyle(node).display === 'inline' && parentText.length > node.textContent.trim().length;
  const view = window.visualViewport;
  const x = own.left + own.width / 2;
  const y = own.top + own.height / 2;
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  const label = node.closest('label') ?? node.labels?.[0];
  const covered = !hit || !(hit === node || node.contains(hit) || (label && label.contains(hit)) || (target !== node && target.contains(hit)));
  const outside = own.left < -0.5 || own.top < view.offsetTop - 0.5 || own.right > view.width + 0.5 || own.bottom > view.offsetTop + view.height + 0.5;
  const name = (node.getAttribute('aria-label') || node.textContent || node.getAttribute('placeholder') || node.getAttribute('name') || '').trim().replace(/\s+/g, ' ').slice(0, 30);
  const what = `${node.tagName.toLowerCase()}${node.getAttribute('part') ? `[part="${node.getAttribute('part')}"]` : ''} "${name}"`;
  const faults = [];
  if (outside) faults.push(`outside the screen (${Math.round(own.left)},${Math.round(own.top)} ${Math.round(own.width)}x${Math.round(own.height)})`);
  if (!inRunningText && (width < min - 0.5 || height < min - 0.5)) faults.push(`${Math.round(width * 10) / 10}x${Math.round(height * 10) / 10} px`);
  if (covered) {
    const by = hit ? `${hit.tagName.toLowerCase()}${hit.getAttribute('part') ? `[part="${hit.getAttribute('part')}"]` : ''}` : 'nothing';
    faults.push(`covered by ${by}`);
  }
  return faults.length ? `${what}: ${faults.join(', ')}` : null;
}

/**
 * The controls now on screen (no scrolling) that are NOT what a finger at their centre would
 * meet: the storefront's header (`.shop-header`, the demo's; unless `pageHeader` is false, as
 * when a dialog's mask covers the page) and the shadow trees of `hosts`.
 * One line each; for checks while something floats over the page (a toast).
 */
export function coveredControls(page, hosts, { pageHeader = true } = {}) {
  return page.evaluate(
    ({ hosts: hostSelector, selector, pageHeader: withHeader }) => {
      const found = [];
      const visit = (root) => {
        for (const node of root.querySelectorAll('*')) {
          if (node.matches(selector) && node.checkVisibility({ visibilityProperty: true })) found.push(node);
          if (node.shadowRoot) visit(node.shadowRoot);
        }
      };
      if (withHeader) for (const header of document.querySelectorAll('.shop-header')) visit(header);
      for (const host of document.querySelectorAll(hostSelector)) if (host.shadowRoot) visit(host.shadowRoot);
      const view = window.visualViewport;
      const lines = [];
      for (const node of found) {
        const r = node.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        if (r.width === 0 || x < 0 || y < 0 || x > view.width || y > view.height) continue;
        let hit = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        const label = node.closest('label') ?? node.labels?.[0];
        if (hit && (hit === node || node.contains(hit) || label?.contains(hit))) continue;
        const name = (node.getAttribute('aria-label') || node.textContent || node.getAttribute('placeholder') || '').trim().slice(0, 30);
        const by = hit ? `${hit.tagName.toLowerCase()}${hit.getAttribute('part') ? `[part="${hit.getAttribute('part')}"]` : ''}` : 'nothing';
        lines.push(`${node.tagName.toLowerCase()} "${name}" covered by ${by}`);
      }
      return { checked: found.length, lines };
    },
    { hosts, selector: CONTROL_SELECTOR, pageHeader },
  );
}

/**
 * Titles (a screen's h2, a dialog's title) under `hostSelector`'s shadow trees whose last line
 * holds one word alone. Lines are read from where each letter is drawn; scripts written without
 * spaces between words (Thai) have no orphan to find.
 */
export function orphanedTitles(page, hostSelector) {
  return page.evaluate((hosts) => {
    const titles = [];
    const visit = (root) => {
      for (const node of root.querySelectorAll('*')) {
        if (node.matches('h1, h2, h3, [part~="dialog-title"]') && node.checkVisibility()) titles.push(node);
        if (node.shadowRoot) visit(node.shadowRoot);
      }
    };
    for (const host of document.querySelectorAll(hosts)) if (host.shadowRoot) visit(host.shadowRoot);
    const orphans = [];
    for (const title of titles) {
      const lines = new Map();
      const walker = document.createTreeWalker(title, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (let i = 0; i < text.length; i += 1) {
          range.setStart(text, i);
          range.setEnd(text, i + 1);
          const box = range.getBoundingClientRect();
          if (box.width === 0 && box.height === 0) continue;
          const top = Math.round(box.top + box.height / 2);
          const line = [...lines.keys()].find((key) => Math.abs(key - top) < box.height / 2) ?? top;
          lines.set(line, (lines.get(line) ?? '') + text.data[i]);
        }
      }
      if (lines.size < 2) continue;
      const last = lines.get(Math.max(...lines.keys())).trim();
      if (!/\s/.test(last) && /\s/.test(title.textContent.trim())) orphans.push(`"${title.textContent.trim()}" ends with "${last}" alone`);
    }
    return orphans;
  }, hostSelector);
}
