/**
 * What an account-page element hands the feature that draws it (`<mkt-account-security>`): its
 * resolved context and its api client, the host element (where its DOM events are dispatched), and a signal that
 * aborts when the element leaves the page, ending every request, timer and credential prompt.
 */
import type { ReadableAtom } from 'nanostores';
import type { ApiClient } from '../api/index.ts';
import type { ElementContext } from '../context/element-context.ts';

export interface AccountPageProps {
  /** The api client of the element's context, every feature's calls included. */
  api: ApiClient;
  context: ReadableAtom<ElementContext>;
  host: HTMLElement;
  signal: AbortSignal;
}
