/**
 * One press on a provider's button (SPEC §4 "Third-party login"): the provider's code, its
 * exchange with loginByOAuthCode (REGISTER when the account is new), then the after-login router
 * (AddPhone, second verification, or close). Its own chunk, loaded with the first press.
 */
import { getRegion } from '../../config/regions.ts';
import type { Translation } from '../../i18n/types.ts';
import type { PopupActions } from '../../kit/use-popup-actions.ts';
import { toast } from '../../stores/toast.ts';
import { isThirdPartyUnavailable, loginWithOAuthCode, oauthRedirectUri, obtainOAuthCode } from '../../flows/third-party.ts';
import type { SocialProvider } from './social-providers.ts';

export async function signInWith(provider: SocialProvider, actions: PopupActions, t: Translation): Promise<void> {
  try {
    const code = await obtainOAuthCode(provider, { config: actions.config, region: getRegion(actions.context.region), signal: actions.signal });
    if (!code || !actions.isCurrent()) return;
    const { result, isNewUser } = await loginWithOAuthCode(
      actions.api,
      { oauthType: provider, oauthCode: code, redirectUri: oauthRedirectUri(provider, actions.currentUrl()) },
      actions.signal,
    );
    if (!actions.isCurrent()) return;
    await actions.afterLogin(result, { isNewUser });
  } catch (error) {
    if (actions.signal.aborted) return;
    if (isThirdPartyUnavailable(error)) toast(t.thirdPartyLoginFailed, { lang: actions.context.language });
    else actions.showError(error);
  }
}
