/**
 * 'Or, login with' / 'Or, sign up with' and one button per provider the site supports (SPEC §2,
 * §3: GOOGLE and/or FACEBOOK from webSiteIdSupport3rd; nothing at all when the list is empty or
 * the lookup failed). The flow (src/features/social/third-party.ts) loads the provider's script, asks the
 * user to sign in, and logs in (REGISTER when the provider account is new); the after-login
 * router takes the result (AddPhone, second verification, or close).
 */
import { useEffect, useRef, useState } from 'react';
import { loadSocialProviders, type SocialProvider } from '../social-providers.ts';
import { toast } from '../../../stores/toast.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopupActions } from '../../../screens/use-popup-actions.ts';

export interface ThirdPartyButtonsProps {
  scene: 'login' | 'registry';
  /** Registry: returns false (and shows its own message) while the terms are not ticked. */
  requireTerms?: () => boolean;
}

/** Brand names are not translated. */
const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

function ProviderMark({ provider }: { provider: SocialProvider }) {
  // Simple brand-coloured marks drawn with shapes only (no text nodes in the button's label).
  return provider === 'GOOGLE' ? (
    <svg className="mkt-third-party__mark" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M15.5 6.2A6.5 6.5 0 1 0 16.5 10H10" fill="none" stroke="#4285f4" strokeWidth="2.6" />
    </svg>
  ) : (
    <svg className="mkt-third-party__mark" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#1877f2" />
      <path d="M11 20v-7.2h2.3l.4-2.7H11V8.4c0-.8.3-1.3 1.4-1.3h1.4V4.7a18 18 0 0 0-2-.1c-2 0-3.4 1.2-3.4 3.5v2H6.2v2.7h2.2V20z" fill="#fff" />
    </svg>
  );
}

const thirdPartyCss = /* css */ `
.mkt-third-party { display: flex; flex-direction: column; gap: var(--mkt-space-2, 8px); }
.mkt-third-party__title { margin: 0; text-align: center; color: var(--mkt-color-muted, #4b5563); font-size: var(--mkt-font-size-small, 12px); font-weight: 400; }
.mkt-third-party__list { display: flex; flex-wrap: wrap; gap: var(--mkt-space-2, 8px); margin: 0; padding: 0; list-style: none; }
.mkt-third-party__list > li { flex: 1 1 0; min-inline-size: 140px; }
.mkt-third-party .mkt-button__label { display: inline-flex; align-items: center; gap: var(--mkt-space-2, 8px); }
`;

export function ThirdPartyButtons({ scene, requireTerms }: ThirdPartyButtonsProps) {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  const [busyProvider, setBusyProvider] = useState<SocialProvider | null>(null);
  // A ref, not state: two clicks in the same frame must both see the first one's lock.
  const busy = useRef(false);

  useEffect(() => {
    let live = true;
    void loadSocialProviders(actions.api, actions.signal).then((list) => {
      if (live) setProviders(list);
    });
    return () => {
      live = false;
    };
  }, [actions.api, actions.signal]);

  if (providers.length === 0) return null;

  const signIn = async (provider: SocialProvider) => {
    if (busy.current) return;
    // SPEC §5: the terms must be ticked before a third-party sign-up.
    if (requireTerms && !requireTerms()) return;
    busy.current = true;
    setBusyProvider(provider);
    let flow: typeof import('../third-party.ts') | undefined;
    try {
      // The provider scripts and the exchange load on the first use of a button (issue 9).
      flow = await import('../third-party.ts');
      const { loginWithOAuthCode, oauthRedirectUri, obtainOAuthCode } = flow;
      const code = await obtainOAuthCode(provider, { config: actions.config, region: actions.region, signal: actions.signal });
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
      // A chunk that failed to load is a network error like any other (SPEC §8).
      if (flow?.isThirdPartyUnavailable(error)) toast(t.thirdPartyLoginFailed, { lang: actions.lang });
      else actions.showError(error);
    } finally {
      busy.current = false;
      setBusyProvider(null);
    }
  };

  const titleId = `third-party-title-${scene}`;
  return (
    <section part="third-party" className="mkt-third-party" aria-labelledby={titleId}>
      <style>{thirdPartyCss}</style>
      <h3 id={titleId} className="mkt-third-party__title">
        {scene === 'registry' ? t.orSignUpWith : t.orLoginWith}
      </h3>
      <ul className="mkt-third-party__list">
        {providers.map((provider) => (
          <li key={provider}>
            <Button
              part={`button third-party-${provider.toLowerCase()}`}
              color="secondary"
              fill="outline"
              block
              busy={busyProvider === provider}
              disabled={busyProvider !== null && busyProvider !== provider}
              data-provider={provider}
              onClick={() => signIn(provider)}
            >
              <ProviderMark provider={provider} />
              {t.continueWith(PROVIDER_NAMES[provider])}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
