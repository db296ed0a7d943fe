/**
 * Logout (SPEC §2): ends the session on the member host, then clears the user-id cookie
 * and the session store, tells the other tabs and dispatches `mkt-logout`; the visitor stays on
 * the same page, anonymous. If the call fails the visitor stays logged in, with SPEC §8's message
 * in a toast: nothing is half cleared. Inside a partner app's webview, the full-page
 * `/user/logout?redirect=<page>` route does it (SPEC §2).
 */
import { isApiError, userMessage, type Api } from '../api/index.ts';
import { memberRouteUrl } from '../config/member-routes.ts';
import type { ElementContext } from '../context/element-context.ts';
import { dispatchMktEvent } from '../events/dispatch.ts';
import { loadTranslation } from '../i18n/index.ts';
import { isInPartnerApp } from '../storefront/partner-app.ts';
import { forgetSession } from '../stores/session.ts';
import { announceSession } from '../stores/session-sync.ts';
import { toast } from '../stores/toast.ts';

export interface LogoutOptions {
  api: Pick<Api, 'logout'>;
  context: ElementContext;
  /** Where `mkt-logout` is dispatched (the header that was used, or the document). */
  host: EventTarget;
  /** Leaves for a URL (the partner-app route); tests replace it. */
  navigate?: (url: string) => void;
  signal?: AbortSignal;
}

/** Resolves true once logged out (or on the way to the partner-app route), false on failure. */
export async function logOut({ api, context, host, navigate = (url) => location.assign(url), signal }: LogoutOptions): Promise<boolean> {
  if (isInPartnerApp()) {
    navigate(memberRouteUrl('logout', { region: context.region, env: context.env }, { redirect: location.href }));
    return true;
  }
  try {
    await api.logout({ signal });
  } catch (error) {
    if (isApiError(error) && error.kind === 'aborted') return false;
    const texts = await loadTranslation(context.language);
    toast(userMessage(error, texts), { lang: context.language });
    return false;
  }
  forgetSession();
  announceSession({ kind: 'logout' });
  dispatchMktEvent(host, 'mkt-logout', {});
  return true;
}
