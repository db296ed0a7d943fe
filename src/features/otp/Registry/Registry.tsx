/**
 * Sign-up (SPEC §2 Registry): phone with its read-only prefix, the terms checkbox, one button per
 * send channel, third-party sign-up, and the links back to Login. Sending: src/features/otp/otp.ts.
 */
import { getRegion } from '../../../config/regions.ts';
import { useState } from 'react';
import { useScreenTitleId } from '../../../kit/popup-context.tsx';
import { publicPageUrl } from '../../../config/routes.ts';
import { Checkbox } from '../../../ui/Checkbox/Checkbox.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { SignInAlternatives } from '../../../kit/sign-in-alternatives.ts';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { useScreenDraft } from '../../../kit/use-screen-draft.ts';
import { ChannelButtons } from '../shared/ChannelButtons.tsx';
import { PhoneField } from '../shared/PhoneField.tsx';
import { otpCss } from '../shared/otp.css.ts';
import { usePhoneSendForm } from '../shared/use-otp.ts';

export function Registry() {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const titleId = useScreenTitleId();
  const [termsTicked, setTermsTicked] = useScreenDraft('terms', false);
  const [termsError, setTermsError] = useState<string>();
  const [promotions, setPromotions] = useScreenDraft('promotions', false);
  const links = { region: getRegion(actions.context.region).code, env: actions.context.env };

  const requireTerms = () => {
    if (termsTicked) return true;
    setTermsError(t.agreeTerms);
    return false;
  };

  // SPEC §5: send does nothing with an empty phone; with a number, the terms must be ticked.
  const { busy, field, channels, submit } = usePhoneSendForm('registry', (input) => ({ type: 'OTP_REGISTER', ...input, innerPageSource: 'registry' }), requireTerms);

  const loginLink = (label: string) => (
    <button key="login" type="button" part="login-link" className="mkt-otp-screen__link" onClick={() => actions.go('registry', 'log-in')}>
      {label}
    </button>
  );

  return (
    <section part="screen-registry" className="mkt-screen mkt-otp-screen" aria-labelledby={titleId} aria-busy={busy}>
      <style>{otpCss}</style>
      <h2 id={titleId} part="screen-title" className="mkt-screen__title">
        {t.registryTitle}
      </h2>
      <form className="mkt-screen" noValidate onSubmit={submit}>
        <PhoneField {...field} autoFocus />
        <Checkbox
          checked={termsTicked}
          onCheckedChange={(checked) => {
            setTermsTicked(checked);
            if (checked) setTermsError(undefined);
          }}
          error={termsError}
        >
          {t.termsAgreement(
            <a key="terms" part="terms-link" href={publicPageUrl('termsOfUse', links)} target="_blank" rel="noopener noreferrer">
              {t.termsOfUse}
            </a>,
            <a key="privacy" part="privacy-link" href={publicPageUrl('privacyPolicy', links)} target="_blank" rel="noopener noreferrer">
              {t.privacyPolicy}
            </a>,
          )}
        </Checkbox>
        <ChannelButtons {...channels} />
      </form>
      <p part="registry-login-hint" className="mkt-otp-screen__text">
        {t.registryLoginHint(loginLink(t.registryLoginHintLink))}
      </p>
      {/* 'Or, sign up with' comes with the buttons (and hides with them when there are none). */}
      <SignInAlternatives scene="registry" requireTerms={requireTerms} />
      <Checkbox checked={promotions} onCheckedChange={setPromotions}>
        {t.smsPromotions}
      </Checkbox>
      <p part="already-have-account" className="mkt-otp-screen__text">
        {t.alreadyHaveAccount} {loginLink(t.logInNow)}
      </p>
    </section>
  );
}
