/**
 * Accessibility check with axe-core. axe-core is a UMD script: imported as a module it may or
 * may not expose itself, so fall back to a classic <script> that sets window.axe.
 */
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

type Axe = typeof import('axe-core');

let axePromise: Promise<Axe> | undefined;

function loadAxe(): Promise<Axe> {
  axePromise ??= (async () => {
    const fromWindow = (window as unknown as { axe?: Axe }).axe;
    if (fromWindow) return fromWindow;
    try {
      const module = (await import('axe-core')) as unknown as { default?: Axe } & Axe;
      const candidate = module.default ?? module;
      if (typeof candidate.run === 'function') return candidate;
    } catch {
      // fall through to the script tag
    }
    await new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = '/node_modules/axe-core/axe.min.js';
      script.onload = () => resolve();
      script.onerror = () => reject(new Error('axe-core could not be loaded'));
      document.head.appendChild(script);
    });
    return (window as unknown as { axe: Axe }).axe;
  })();
  return axePromise;
}

/** WCAG 2.0 / 2.1 / 2.2 A and AA rules: page-level best practices do not apply to a widget. */
const DEFAULT_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  resultTypes: ['violations'],
};

function describe(results: AxeResults): string {
  return results.violations
    .map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  - ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`)
    .join('\n');
}

/**
 * Fails when axe finds violations in `context` (a host element with a shadow root is checked
 * inside its shadow tree too: axe follows open shadow roots).
 */
export async function expectNoAxeViolations(context: Element | ShadowRoot, options: RunOptions = {}): Promise<void> {
  const axe = await loadAxe();
  // Colour contrast is measured on what is painted: let fade-ins (screen changes, toasts) finish.
  const root = context instanceof ShadowRoot ? context : (context.shadowRoot ?? context);
  // (Endless ones, such as a busy spinner, are left running.)
  const finite = root.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
  await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  const target = (context instanceof ShadowRoot ? context.host : context) as ElementContext;
  const results = await axe.run(target, { ...DEFAULT_OPTIONS, ...options });
  if (results.violations.length > 0) throw new Error(`axe found ${results.violations.length} violation(s):\n${describe(results)}`);
}
