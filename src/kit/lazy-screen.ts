/** A screen (or part of one) in its own chunk that renders at once when already loaded. */
import { createElement, lazy, type ComponentType } from 'react';
import { completeEnglish } from '../i18n/index.ts';

export interface LazyScreen {
  (): ReturnType<typeof createElement>;
  preload(): Promise<void>;
}

export function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  // The English texts past Login come with the first screen that may show them.
  const preload = () =>
    (loading ??= Promise.all([load(), completeEnglish()]).then(
      ([component]) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined; // a failed chunk may load next time
        throw error;
      },
    ));
  const Suspending = lazy(() => preload().then(() => ({ default: loaded! })));
  const Screen = () => createElement(loaded ?? Suspending);
  Screen.preload = preload;
  return Screen;
}

