/**
 * SMS from the user's phone (SPEC §2 SmsUplink, §4): send the given code from your own number to
 * the receiver, then confirm. One button, disabled while working. Submitting: src/features/otp/sms-uplink.ts.
 */
import { rememberOtpChannel } from '../../../flows/last-used.ts';
import { TitleWithBack } from '../../../kit/TitleWithBack.tsx';
import { useState } from 'react';
import { submitSmsUplink } from '../sms-uplink.ts';
import { readSmsUplinkParams, type SmsUplinkParams } from '../otp.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup, useScreenTitleId } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { otpCss } from '../shared/otp.css.ts';
import { useSingleFlight } from '../../../kit/use-single-flight.ts';

export function SmsUplink() {
  const { t } = useTranslation();
  const { entry } = usePopup();
  const actions = usePopupActions();
  const titleId = useScreenTitleId();
  const [params, setParams] = useState<SmsUplinkParams | undefined>(() => readSmsUplinkParams(entry.params));
  const [busy, runOnce] = useSingleFlight(actions.isCurrent);

  const confirm = async () => {
    // SPEC §4: double submit blocked while busy.
    if (!params) return;
    await runOnce(async () => {
      const outcome = await submitSmsUplink({ api: actions.api, signal: actions.signal }, params);
      if (!actions.isCurrent()) return;
      if (outcome.kind === 'logged-in') {
        rememberOtpChannel('SMS_UPLINK');
        await actions.afterLogin(outcome.result, { isNewUser: outcome.isNewUser });
        return;
      }
      // SPEC §8: a stale or mismatched code: the new code first, then the message.
      if (outcome.kind === 'renewed') setParams(outcome.params);
      actions.showError(outcome.error);
    });
  };

  return (
    <section part="screen-sms-uplink" className="mkt-screen mkt-otp-screen" aria-labelledby={titleId} aria-busy={busy}>
      <style>{otpCss}</style>
      <TitleWithBack titleId={titleId} title={t.smsUplinkTitle} onBack={() => actions.go('sms-uplink', 'back')} />
      {params ? (
        <>
          <p part="sms-uplink-instruction" className="mkt-otp-screen__text" aria-live="polite">
            {t.smsUplinkInstruction(params.smsUplinkCode, params.smsUplinkTargetPhone)}
          </p>
          <p part="sms-uplink-code" className="mkt-otp-screen__code" dir="ltr">
            {params.smsUplinkCode}
          </p>
          <Button part="button sms-uplink-confirm" block busy={busy} disabled={busy} onClick={confirm}>
            {t.smsUplinkConfirm}
          </Button>
        </>
      ) : (
        <p part="sms-uplink-error" className="mkt-otp-screen__text" role="alert">
          {t.smsUplinkError}
        </p>
      )}
    </section>
  );
}
