/**
 * Linked accounts: Google and Facebook as linked or not, Link after a recent verification (then
 * the popup's own third-party code flow and the link call) and Unlink after a confirmation and a
 * recent verification. The server
 * refuses to unlink the last way to sign in, and its reason is shown.
 */
import { useState } from 'react';
import type { ReadableAtom } from 'nanostores';
import { getRegion } from '../../config/regions.ts';
import { configForContext, type ElementContext } from '../../context/element-context.ts';
import { isThirdPartyUnavailable, oauthRedirectUri, obtainOAuthCode } from '../../flows/third-party.ts';
import { Button, Dialog, useTranslation } from '../../ui/index.ts';
import type { LinkableProvider } from './api.ts';
import { Section, type SectionProps } from './Section.tsx';

const PROVIDER_NAMES: Readonly<Record<LinkableProvider, string>> = { GOOGLE: 'Google', FACEBOOK: 'Facebook' };

export function LinkedSection({ model, texts, data, context }: SectionProps & { context: ReadableAtom<ElementContext> }) {
  const { t } = useTranslation();
  const [unlinking, setUnlinking] = useState<LinkableProvider>();

  // A linked sign-in is a new way in: the recent verification comes first, before the provider's
  // step. A refusal for want of a fresh proof asks again and sends the same code (withProof).
  const link = async (provider: LinkableProvider) => {
    const resolved = context.get();
    let code: string | undefined;
    let linked = false;
    await model.withProof(async (proof) => {
      try {
        code ??= await obtainOAuthCode(provider, { config: configForContext(resolved), region: getRegion(resolved.region), signal: model.signal });
      } catch (error) {
        if (model.signal.aborted) return;
        if (isThirdPartyUnavailable(error)) model.notify(t.thirdPartyLoginFailed);
        else model.report(error);
        return;
      }
      if (!code) return;
      await model.api.securityLinkProvider({ oauthType: provider, oauthCode: code, redirectUri: oauthRedirectUri(provider, location.href), proof }, { signal: model.signal });
      linked = true;
    });
    if (linked) await model.changed('provider-linked', texts.providerLinked(PROVIDER_NAMES[provider]));
  };

  const unlink = async (provider: LinkableProvider) => {
    const done = await model.withProof((proof) => model.api.securityUnlinkProvider({ provider, proof }, { signal: model.signal }));
    if (done) await model.changed('provider-unlinked', texts.providerUnlinked(PROVIDER_NAMES[provider]));
  };

  return (
    <Section name="linked" title={texts.linkedAccounts} intro={texts.linkedIntro}>
      <ul part="list" className="mkt-security__list">
        {data.account.providers.map(({ provider, linked, email }) => (
          <li key={provider} part={`item provider provider-${provider.toLowerCase()}`} className="mkt-security__item" data-provider={provider}>
            <div className="mkt-security__item-text">
              <span part="item-title" className="mkt-security__item-title">
                {PROVIDER_NAMES[provider]}
              </span>
              <span part="item-meta" className="mkt-security__meta">
                {linked ? [texts.linked, email].filter(Boolean).join(' · ') : texts.notLinked}
              </span>
            </div>
            <div className="mkt-security__item-actions">
              {linked ? (
                <Button size="small" color="secondary" fill="outline" aria-label={`${texts.unlink}: ${PROVIDER_NAMES[provider]}`} onClick={() => setUnlinking(provider)}>
                  {texts.unlink}
                </Button>
              ) : (
                <Button size="small" color="secondary" fill="outline" aria-label={`${texts.link}: ${PROVIDER_NAMES[provider]}`} onClick={() => link(provider)}>
                  {texts.link}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={unlinking !== undefined}
        title={unlinking ? texts.unlinkTitle(PROVIDER_NAMES[unlinking]) : undefined}
        desc={texts.unlinkBody}
        confirmText={texts.unlink}
        cancelText={texts.cancel}
        closeOnAction={false}
        onCancel={() => setUnlinking(undefined)}
        onClose={() => setUnlinking(undefined)}
        onConfirm={() => {
          // The confirmation closes first: a step-up, if needed, is the only dialog then.
          const chosen = unlinking;
          setUnlinking(undefined);
          if (chosen) void unlink(chosen);
        }}
      />
    </Section>
  );
}
