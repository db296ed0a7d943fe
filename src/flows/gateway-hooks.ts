/**
 * Fills the gateway's hooks once the popup's code is on the page (SPEC §4 session expiry,
 * §8 traffic limit, user validation, anti-crawler). Calls waiting for a login are replayed when
 * the popup closes after a success, and rejected when the user closes it.
 */
import type { ApiClient } from '../api/index.ts';
import { validateJumpUrl } from '../security/url-allowlist.ts';
import { confirm, requestRetryLaterDialog } from '../stores/dialog.ts';
import type { CloseReason } from '../stores/popup.ts';
import { forgetSession } from '../stores/session.ts';

export interface GatewayHookDeps {
  /** Opens the page's popup on Login; resolves with how it closed. */
  openLoginAndWait(): Promise<CloseReason>;
  navigate(url: string): void;
}

export function installGatewayHooks(api: ApiClient, deps: GatewayHookDeps): void {
  api.setHooks({
    async requestLogin() {
      const reason = await deps.openLoginAndWait();
      if (reason === 'user') {
        // The session is gone and the shopper chose not to log in again: the header
        // must not keep a name whose session has ended.
        forgetSession();
      }
      if (reason !== 'success') throw new Error('login cancelled');
    },
    showRetryLater() {
      void requestRetryLaterDialog();
    },
    redirect(url) {
      const checked = validateJumpUrl(url);
      if (checked.ok) deps.navigate(checked.url);
    },
    async verify(url) {
      const checked = validateJumpUrl(url);
      const passed = await confirm({ title: (t) => t.securityCheckTitle, desc: (t) => t.securityCheckMessage });
      if (!passed) throw new Error('verification cancelled');
      // The check itself happens on the verification page, in a new tab; the call is then resent.
      if (checked.ok) window.open(checked.url, '_blank', 'noopener,noreferrer');
    },
  });
}
