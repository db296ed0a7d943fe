/**
 * `<mkt-account-security>`'s view: signed out, a short explanation and Log in (the page's popup);
 * signed in, the four sections. The recent verification opens over them when a change needs it,
 * and the change goes on once it is done.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestLogin } from '../../stores/login-requests.ts';
import { Button, Loading, TranslationProvider, UiRoot, useStore, useTranslation } from '../../ui/index.ts';
import type { AccountPageProps } from '../../kit/account-page.ts';
import { loadSecurityTexts, type SecurityTexts } from './texts/index.ts';
import { useSecurity, type StepUpRequest } from './use-security.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { PasswordSection } from './PasswordSection.tsx';
import { LinkedSection } from './LinkedSection.tsx';
import { DevicesSection } from './DevicesSection.tsx';
import { StepUp } from './StepUp.tsx';
import { securityCss } from './security.css.ts';

export function AccountSecurity(props: AccountPageProps) {
  const { language, dir, theme } = useStore(props.context);
  const [texts, setTexts] = useState<SecurityTexts>();
  useEffect(() => {
    let current = true;
    loadSecurityTexts(language).then(
      (loaded) => current && setTexts(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [language]);
  return (
    <TranslationProvider lang={language} dir={dir}>
      <UiRoot theme={theme}>
        <style>{securityCss}</style>
        {texts ? <SecurityView {...props} texts={texts} /> : <Loading visible />}
      </UiRoot>
    </TranslationProvider>
  );
}

type Pending = { resolve: (verified: { proof: string; expiresAt: string } | undefined) => void };

function SecurityView({ api, context, host, signal, texts }: AccountPageProps & { texts: SecurityTexts }) {
  const { lang } = useTranslation();
  const [stepUp, setStepUp] = useState<Pending>();
  const pending = useRef<Pending>(undefined);
  const requestStepUp = useCallback<StepUpRequest>(
    () =>
      new Promise((resolve) => {
        const request = { resolve };
        pending.current = request;
        setStepUp(request);
      }),
    [],
  );
  const finish = (verified: { proof: string; expiresAt: string } | undefined) => {
    pending.current?.resolve(verified);
    pending.current = undefined;
    setStepUp(undefined);
  };
  // The element leaving the page ends a pending step-up as cancelled.
  useEffect(() => () => pending.current?.resolve(undefined), []);
  const model = useSecurity({ api, host, signal, stepUp: requestStepUp });
  const { status, data } = model;
  // Signed out after the account was on screen: say so, the shopper did not necessarily do it here.
  const [shown, setShown] = useState(false);
  if (status === 'ready' && !shown) setShown(true);

  return (
    <section part="account-security" className="mkt-security" lang={lang} aria-labelledby="mkt-security-heading" aria-busy={status === 'loading' || undefined}>
      <h2 id="mkt-security-heading" part="heading" className="mkt-security__heading">
        {texts.heading}
      </h2>
      {status === 'signed-out' ? (
        <div part="signed-out" className="mkt-security__signed-out">
          {shown ? (
            <p role="status" className="mkt-security__note">
              {texts.signedOutHere}
            </p>
          ) : null}
          <p className="mkt-security__intro">{texts.signedOutIntro}</p>
          <Button part="button log-in" onClick={() => void requestLogin({ screen: 'login', context: () => context.get() })}>
            {texts.logIn}
          </Button>
        </div>
      ) : null}
      {status === 'loading' && !data && !model.loadFailed ? <Loading visible label={texts.loading} /> : null}
      {model.loadFailed ? (
        <div part="load-failed" className="mkt-security__load-failed" role="alert">
          <span>{texts.loadFailed}</span>
          <Button size="small" color="secondary" fill="outline" onClick={model.reload}>
            {texts.tryAgain}
          </Button>
        </div>
      ) : null}
      {status === 'ready' && data ? (
        <>
          <PasskeysSection model={model} texts={texts} data={data} />
          <PasswordSection model={model} texts={texts} data={data} context={context} />
          <LinkedSection model={model} texts={texts} data={data} context={context} />
          <DevicesSection model={model} texts={texts} data={data} context={context} host={host} />
          {stepUp ? <StepUp model={model} texts={texts} account={data.account} context={context} onVerified={finish} onCancel={() => finish(undefined)} /> : null}
        </>
      ) : null}
    </section>
  );
}
