/**
 * 'Or, login with' / 'Or, sign up with' and one button per provider the site supports (SPEC §2,
 * §3: GOOGLE and/or FACEBOOK from webSiteIdSupport3rd; nothing at all when the list is empty or
 * the lookup failed). The flow (src/flows/third-party.ts) loads the provider's script, asks the
 * user to sign in, and logs in (REGISTER when the provider account is new); the after-login
 * router takes the result (AddPhone, second verification, or close).
 */
import type { SignInAlternativesProps } from '../../../kit/sign-in-alternatives.ts';
import { useEffect, useRef, useState } from 'react';
import { loadSocialProviders, type SocialProvider } from '../social-providers.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { lastUsedMethod } from '../../../flows/last-used.ts';
import { LastUsedBadge } from '../../../ui/Badge/LastUsedBadge.tsx';

export type ThirdPartyButtonsProps = SignInAlternativesProps;

/** Brand names are not translated. */
const PROVIDER_NAMES: Readonly<Record<SocialProvider, string>> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

function ProviderMark({ provider }: { provider: SocialProvider }) {
  // Each brand's own mark and colours, as their button guidelines ask (drawn here on a
  // 20x20 grid; no text nodes in the button's label). Google: the four-colour G. Facebook: the
  // white f on its blue disc.
  return provider === 'GOOGLE' ? (
    <svg className="mkt-third-party__mark" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <path d="M18.8 10.2c0-.6-.1-1.3-.2-1.9H10v3.6h5a4.3 4.3 0 0 1-1.9 2.8v2.3h3c1.7-1.6 2.7-4 2.7-6.8z" fill="#4285f4" />
      <path d="M10 19.2c2.5 0 4.6-.8 6.1-2.2l-3-2.3c-.8.6-1.9.9-3.1.9-2.4 0-4.4-1.6-5.1-3.8H1.8v2.4A9.2 9.2 0 0 0 10 19.2z" fill="#34a853" />
      <path d="M4.9 11.8a5.5 5.5 0 0 1 0-3.6V5.8H1.8a9.2 9.2 0 0 0 0 8.4z" fill="#fbbc05" />
      <path d="M10 4.5c1.3 0 2.5.5 3.5 1.4l2.6-2.6A9.2 9.2 0 0 0 1.8 5.8l3.1 2.4C5.6 6.1 7.6 4.5 10 4.5z" fill="#ea4335" />
    </svg>
  ) : (
    <svg className="mkt-third-party__mark" viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
      <circle cx="10" cy="10" r="10" fill="#1877f2" />
      <path d="M11 20v-7.2h2.3l.4-2.7H11V8.4c0-.8.3-1.3 1.4-1.3h1.4V4.7a18 18 0 0 0-2-.1c-2 0-3.4 1.2-3.4 3.5v2H6.2v2.7h2.2V20z" fill="#fff" />
    </svg>
  );
}

// One roomy column. An "or" divider, then one full-width button per provider, stacked.
const thirdPartyCss = /* css */ `
.mkt-third-party { display: flex; flex-direction: column; gap: var(--mkt-space-2); }
.mkt-third-party__title { display: flex; align-items: center; gap: var(--mkt-space-3); margin: 0; color: var(--mkt-color-muted); font-size: var(--mkt-font-size-small); font-weight: 400; }
.mkt-third-party__title::before, .mkt-third-party__title::after { content: ''; flex: 1; border-block-start: 1px solid var(--mkt-color-border); }
.mkt-third-party__list { display: flex; flex-direction: column; gap: var(--mkt-space-2); margin: 0; padding: 0; list-style: none; }
.mkt-third-party .mkt-button__label { display: inline-flex; align-items: center; gap: var(--mkt-space-2); }
`;

export function ThirdPartyButtons({ scene, requireTerms, leading }: ThirdPartyButtonsProps) {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const [providers, setProviders] = useState<SocialProvider[]>([]);
  const [busyProvider, setBusyProvider] = useState<SocialProvider | null>(null);
  // The provider used last on this device comes first, marked "Last used" (Login and
  // sign-up always offer other ways too).
  const [lastUsed] = useState(() => lastUsedMethod()?.toUpperCase());
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

  if (providers.length === 0 && !leading) return null;

  const signIn = async (provider: SocialProvider) => {
    if (busy.current) return;
    // SPEC §5: the terms must be ticked before a third-party sign-up.
    if (requireTerms && !requireTerms()) return;
    busy.current = true;
    setBusyProvider(provider);
    try {
      // The sign-in, the provider scripts and the exchange load on the first use of a button
      // (not with the page, not with the first open).
      const { signInWith } = await import('../sign-in-with.ts');
      await signInWith(provider, actions, t);
    } catch (error) {
      // The chunk did not arrive (offline): a network failure like any other (SPEC §8).
      if (!actions.signal.aborted) actions.showError(error);
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
        {leading ? <li>{leading}</li> : null}
        {[...providers].sort((a, b) => Number(b === lastUsed) - Number(a === lastUsed)).map((provider) => (
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
              {provider === lastUsed ? <LastUsedBadge /> : null}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
