/**
 * The CMS loader: the one `<script src=".../mkt-member-elements.js">` a CMS page pastes. A script
 * of under 1 KB that loads the element entries from the `esm/` folder beside it, the way
 * Stencil's and Shoelace's loaders find their chunks; what it loads when is elements/loader-core.ts.
 * The all-in-one `mkt-member-elements.iife.js` remains for pages that cannot fetch more files.
 *
 * Where `esm/` is, in this order:
 * 1. `data-base` on the script tag: an explicit URL of the `esm/` folder (a CDN that rewrites
 *    paths, a copy under another name); a module script is found by `script[data-base]`;
 * 2. the script's own URL: `document.currentScript` for a classic script in the document;
 * 3. otherwise (loaded as `type="module"`, inserted from a shadow root, where `currentScript` is
 *    null) the URL of the running file, read from a stack trace, which every engine prints with
 *    the script's URL.
 * When none of them gives a URL, one console error says how to load it, and `ready`
 * rejects with the same message: never 404s from a guessed folder.
 */
import { installLoader } from './loader-core.ts';

export type { MktMemberElementsLoader } from './loader-core.ts';

const HOW_TO_LOAD = '[mkt-member-elements] esm/ not found: use <script src> or data-base="…/esm/"';

function esmBase(): URL | undefined {
  const script = (document.currentScript ?? document.querySelector('script[data-base]')) as HTMLScriptElement | null;
  // The running file's URL from the top frame of a stack trace (every engine prints it).
  const own = script?.src || /(https?:\/\/[^\s()@]+?)(:\d+){1,2}\)?(\s|$)/.exec(new Error().stack ?? '')?.[1];
  const explicit = script?.dataset.base;
  try {
    return explicit ? new URL(explicit.replace(/\/?$/, '/'), document.baseURI) : own ? new URL('esm/', own) : undefined;
  } catch {
    return undefined;
  }
}

const base = esmBase();
if (!base) console.error(HOW_TO_LOAD);
installLoader((file) =>
  base
    ? // A runtime URL: the bundler leaves this import() to the browser.
      import(/* @vite-ignore */ new URL(file, base).href)
    : Promise.reject(new Error(HOW_TO_LOAD)),
);
