// Build-time renderer of the Login screen's first paint, bundled and run in Node by
// scripts/build-prepaint.mjs. React's own server renderer draws the popup as the client's first
// render does, with a slot for every text: `{{key}}` for a text of the Translation (the bundle
// swaps src/i18n/index.ts for i18n-slots.ts) and `{{@lang}}` / `{{@dir}}` for the language and
// direction. The page fills them in with the shopper's language
// (src/screens/prepaint/paint-login.ts), so one template serves the 11 languages.
import { prerender } from 'react-dom/static';
import { atom } from 'nanostores';
import { PopupRoot } from '../../src/screens/PopupRoot.tsx';
import { createPopupState } from '../../src/stores/popup.ts';
import { usedKeys } from './i18n-slots.ts';

export async function renderLoginTemplate(): Promise<{ html: string; keys: string[] }> {
  const state = createPopupState();
  state.open('login');
  const instance = {
    state,
    host: null as unknown as HTMLElement,
    context: atom({ env: 'production', region: 'SG', language: '{{@lang}}', dir: '{{@dir}}', theme: 'default' }),
    options: () => ({ hideClose: false, mode: 'popup' as const }),
  };
  const { prelude } = await prerender(<PopupRoot instance={instance as never} />);
  const html = await new Response(prelude).text();
  return { html, keys: [...usedKeys].sort() };
}
