/**
 * Code entry (SPEC §2 Verify, §4): codeLength boxes that submit when full, the 60-second resend
 * countdown, then resend / voice call / other methods; change number and back. Verifying and
 * resending: src/features/otp/otp.ts; the login result goes to the after-login router.
 */
import { TitleWithBack } from '../../../kit/TitleWithBack.tsx';
import { useEffect, useRef, useState } from 'react';
import { realClock, userMessage } from '../../../api/index.ts';
import { isRefusal } from '../../../flows/field-error.ts';
import { RESEND_COUNTDOWN_SECONDS, type DeliveryChannel } from '../../../config/constants.ts';
import { usableChannels } from '../channels.ts';
import { readVerifyParams, resendRequest, startResendCountdown, verifyCode } from '../otp.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Icon } from '../../../ui/Icon/Icon.tsx';
import { OtpInput, type OtpInputHandle } from '../../../ui/OtpInput/OtpInput.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup, useScreenTitleId } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { otpCss } from '../shared/otp.css.ts';
import { useChannelList, useSendCode } from '../shared/use-otp.ts';
import { useSingleFlight } from '../../../kit/use-single-flight.ts';
import { useSmsCodeReader } from '../../../kit/web-otp.ts';
import { rememberOtpChannel } from '../../../flows/last-used.ts';
// The icons past Login register themselves when imported, so the first open does not carry them.
import '../../../ui/Icon/more-icons.tsx';

export function Verify() {
  const { t } = useTranslation();
  const { entry } = usePopup();
  const actions = usePopupActions();
  const titleId = useScreenTitleId();
  const params = readVerifyParams(entry.params);
  const channels = useChannelList();
  // A resend shows a fresh Verify (replace): new countdown, empty boxes.
  const { send, busy: sending } = useSendCode('verify');
  const [secondsLeft, setSecondsLeft] = useState(RESEND_COUNTDOWN_SECONDS);
  const [canResend, setCanResend] = useState(false);
  const [verifying, runOnce] = useSingleFlight(actions.isCurrent);
  const [error, setError] = useState<string>();
  const otp = useRef<OtpInputHandle>(null);

  // An SMS code is read for the shopper where the browser can (WebOTP). A resend or
  // another channel shows a fresh Verify, so this wait ends with this screen.
  useSmsCodeReader(params?.deliveryType === 'SMS', entry.id, actions.signal, (code) => otp.current?.fill(code));

  useEffect(
    () =>
      startResendCountdown({
        clock: realClock,
        signal: actions.signal,
        onTick: setSecondsLeft,
        onDone: () => setCanResend(true),
      }),
    [actions.signal],
  );

  if (!params) {
    return (
      <section part="screen-verify" className="mkt-screen" aria-labelledby={titleId}>
        <h2 id={titleId} className="mkt-screen__title">
          {t.verifyTitle}
        </h2>
        <Button color="secondary" fill="outline" onClick={() => actions.go('verify', 'missing-params')}>
          {t.back}
        </Button>
      </section>
    );
  }

  const submit = (code: string) =>
    runOnce(async () => {
      setError(undefined);
      const outcome = await verifyCode({ api: actions.api, signal: actions.signal }, params, code);
      if (!actions.isCurrent()) return;
      if (outcome.kind === 'logged-in') {
        // The channel of this login is the one marked "Last used" next time.
        rememberOtpChannel(params.deliveryType);
        await actions.afterLogin(outcome.result, { isNewUser: outcome.isNewUser });
        return;
      }
      // SPEC §4: a refused code shows the error, at the boxes where the shopper is looking, and
      // clears the code entry (OtpInput); the error stays until the shopper types. A network or
      // system failure says nothing about the code: a toast, and the code stays for another try.
      if (isRefusal(outcome.error)) setError(userMessage(outcome.error, t));
      else actions.showError(outcome.error);
    });

  const resend = (deliveryType: DeliveryChannel) => send(resendRequest(params, deliveryType));
  const offersVoice = params.deliveryType !== 'VOICE' && channels !== undefined && usableChannels(channels).some((c) => c.deliveryType === 'VOICE');
  const destination = `${t.phonePrefix(params.phonePrefixCode)} ${params.phone}`;
  const busy = verifying || sending;

  return (
    <section part="screen-verify" className="mkt-screen mkt-otp-screen" aria-labelledby={titleId} aria-busy={busy}>
      <style>{otpCss}</style>
      <TitleWithBack titleId={titleId} title={t.verifyTitle} onBack={() => actions.go('verify', 'back')} />
      <p part="code-sent-to" className="mkt-otp-screen__text">
        {params.deliveryType === 'VOICE' ? t.codeCalledTo(destination) : t.codeSentTo(destination)}
      </p>
      <OtpInput ref={otp} length={params.codeLength} autoFocus disabled={verifying} error={error} onChange={() => setError(undefined)} onComplete={(code) => void submit(code)} />
      {canResend ? (
        <div part="resend-options" className="mkt-screen">
          <h3 className="mkt-otp-screen__section-title">{t.recallOtp}</h3>
          <Button part="button resend-button" color="primary" fill="outline" block busy={busy} onClick={() => resend(params.deliveryType)}>
            {t.resendOtp}
          </Button>
          {offersVoice ? (
            <Button part="button voice-call-button" color="secondary" fill="outline" block busy={busy} onClick={() => resend('VOICE')}>
              <Icon name="VOICE" /> {t.voiceCall}
            </Button>
          ) : null}
          <button
            type="button"
            part="other-methods-link"
            className="mkt-otp-screen__link"
            disabled={busy}
            onClick={() => actions.go('verify', 'other-methods', { ...params })}
          >
            {t.otherMethods}
          </button>
        </div>
      ) : (
        // Not a live region: the ticking number would be announced every second.
        <p part="resend-countdown" className="mkt-otp-screen__text">
          {t.resendCountdown(secondsLeft)}
        </p>
      )}
      {/* Announced once, when resending becomes possible. */}
      <p role="status" className="mkt-visually-hidden">
        {canResend ? t.resendOtp : ''}
      </p>
      <button type="button" part="change-number-link" className="mkt-otp-screen__link" disabled={busy} onClick={() => actions.go('verify', 'change-number')}>
        {t.changeNumber}
      </button>
    </section>
  );
}
