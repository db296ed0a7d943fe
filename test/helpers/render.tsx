/**
 * Renders React UI the way the package does: inside an open shadow root of a host element,
 * with the kit's shared stylesheet adopted and a TranslationProvider around it.
 */
import { loadTranslation } from '../../src/i18n/index.ts';
import type { ReactNode } from 'react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { waitUntil } from '@open-wc/testing';
import { adoptUiStyles } from '../../src/ui/styles.ts';
import { TranslationProvider, type TextDirection } from '../../src/ui/i18n-context.tsx';
import { UiRoot, type UiTheme } from '../../src/ui/UiRoot/UiRoot.tsx';

/**
 * act() only while a test drives React directly: real input (sendKeys / sendMouse) runs outside
 * act, and React would warn about it if the act environment flag stayed on.
 */
async function inAct(fn: () => unknown): Promise<void> {
  const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  flags.IS_REACT_ACT_ENVIRONMENT = true;
  try {
    await act(async () => {
      await fn();
    });
  } finally {
    flags.IS_REACT_ACT_ENVIRONMENT = false;
  }
}

export interface RenderOptions {
  lang?: string;
  dir?: TextDirection;
  theme?: UiTheme;
  /** Wrap in <UiRoot> (lang, dir, theme class, isolation reset). Default true. */
  withRoot?: boolean;
  /** Where the host goes; default document.body. */
  container?: HTMLElement;
}

export interface RenderResult {
  host: HTMLDivElement;
  root: ShadowRoot;
  /** Re-renders with a new element (same options). */
  rerender(element: ReactNode): Promise<void>;
  unmount(): Promise<void>;
}

export async function renderInShadow(element: ReactNode, options: RenderOptions = {}): Promise<RenderResult> {
  const { lang = 'en', dir, theme = 'default', withRoot = true, container = document.body } = options;
  // Languages load on demand; render with the asked language's texts from the first frame.
  await loadTranslation(lang);
  const host = document.createElement('div');
  host.setAttribute('data-test-host', '');
  container.appendChild(host);
  const root = host.attachShadow({ mode: 'open' });
  adoptUiStyles(root);
  const reactRoot = createRoot(root);

  const wrap = (node: ReactNode) => (
    <TranslationProvider lang={lang} dir={dir}>
      {withRoot ? <UiRoot theme={theme}>{node}</UiRoot> : node}
    </TranslationProvider>
  );

  await inAct(() => reactRoot.render(wrap(element)));
  await waitUntil(() => root.childNodes.length > 0 || element == null, 'nothing rendered in the shadow root');

  return {
    host,
    root,
    async rerender(next: ReactNode) {
      await inAct(() => reactRoot.render(wrap(next)));
    },
    async unmount() {
      await inAct(() => reactRoot.unmount());
      host.remove();
    },
  };
}

/** Runs `fn` inside act() and lets React flush its updates. */
export function actAsync(fn: () => unknown): Promise<void> {
  return inAct(fn);
}
