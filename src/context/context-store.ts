/**
 * The context of one element instance as a store: the element calls `refresh()` when it connects,
 * when an observed attribute changes and when it opens, and everything that reads `$context`
 * (its screens, its api client's headers) follows. Equal contexts do not notify.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { ContextSignals, ElementContext } from './element-context.ts';

export interface ContextStore {
  readonly $context: ReadableAtom<ElementContext>;
  /** Resolves the context again (the element's attributes may have changed); returns it. */
  refresh(): ElementContext;
}

function sameContext(a: ElementContext, b: ElementContext): boolean {
  return a.env === b.env && a.region === b.region && a.language === b.language && a.theme === b.theme;
}

/** `resolve`: the element's one resolution of its context (`resolveContext` of its attributes, or its opener's). */
export function createContextStore(resolve: () => ElementContext): ContextStore {
  const $context = atom<ElementContext>(resolve());
  return {
    $context,
    refresh() {
      const next = resolve();
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
