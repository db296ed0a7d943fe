/**
 * The context of one element instance as a store: the element calls `refresh()` when it connects,
 * when an observed attribute changes and when it opens, and everything that reads `$context`
 * (its screens, its api client's headers) follows. Equal contexts do not notify.
 */
import { atom, type ReadableAtom } from 'nanostores';
import { resolveContext, type ContextSignals, type ElementContext } from './element-context.ts';

export interface ContextStore {
  readonly $context: ReadableAtom<ElementContext>;
  /** Derives the context again from the element's signals; returns it. */
  refresh(): ElementContext;
}

function sameContext(a: ElementContext, b: ElementContext): boolean {
  return a.env === b.env && a.region === b.region && a.language === b.language && a.theme === b.theme;
}

export function createContextStore(signals: () => ContextSignals): ContextStore {
  const $context = atom<ElementContext>(resolveContext(signals()));
  return {
    $context,
    refresh() {
      const next = resolveContext(signals());
      if (!sameContext($context.get(), next)) $context.set(next);
      return $context.get();
    },
  };
}

/** The attributes an element derives its context from (each element observes them). */
export const CONTEXT_ATTRIBUTES = ['region', 'lang', 'env'] as const;

/** What an element's attributes say about its context. */
export function signalsOf(element: Element): ContextSignals {
  return { env: element.getAttribute('env'), region: element.getAttribute('region'), lang: element.getAttribute('lang'), tag: element.localName };
}
