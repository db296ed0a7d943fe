/**
 * ForgetPassword (SPEC §2, §4): the login name (phone or e-mail), then its own code step (the code
 * boxes, a 60-second resend countdown, resend). A right code leads to ResetPassword, or to the
 * second-verification page. Known and unknown names get exactly the same texts.
 */
import { getRegion } from '../../../config/regions.ts';
import { useSingleFlight } from '../../../kit/use-single-flight.ts';
import { useEffect, useRef, useState } from 'react';
import { realClock, userMessage } from '../../../api/index.ts';
import { isRefusal, refusedField } from '../../../flows/field-error.ts';
import { RESEND_COUNTDOWN_SECONDS } from '../../../config/constants.ts';
import {
  checkLoginName,
  describeDestination,
  requestResetCode,
  sendResetCode,
  verifyResetCode,
  type LoginNameError,
  type ResetCodeTicket,
} from '../forgot-password.ts';
import { startCountdown } from '../../../flows/countdown.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Input } from '../../../ui/Input/Input.tsx';
import { OtpInput, type OtpInputHandle } from '../../../ui/OtpInput/OtpInput.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { ScreenShell } from '../../../kit/ScreenShell.tsx';
import { useFocusRecovery } from '../../../kit/use-focus-recovery.ts';
import { usePopup } from '../../../kit/popup-context.tsx';
import { useScreenDraft } from '../../../kit/use-screen-draft.ts';
import { useSmsCodeReader } from '../../../kit/web-otp.ts';

export function ForgetPassword() {
  const actions = usePopupActions();
  const { t } = useTranslation();
  const { entry } = usePopup();
  // Starts from the name typed on Login, and keeps what is typed here on the way back.
  const [loginName, setLoginName] = useScreenDraft('loginName', () => (typeof entry.params.loginName === 'string' ? entry.params.loginName : ''));
  // Our own check's message key, or the server's words refusing the name (an unknown account, an
  // invalid number or address): both under the field until it is edited.
  const [nameError, setNameError] = useState<LoginNameError | { refused: string } | undefined>();
  const [codeError, setCodeError] = useState<string>();
  const [ticket, setTicket] = useState<ResetCodeTicket | undefined>();
  const [busy, guarded] = useSingleFlight(actions.isCurrent);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [countdownRun, setCountdownRun] = useState(0);
  const otp = useRef<OtpInputHandle>(null);
  // Back from the code step drops focus with its button: it returns to the login-name field.
  const stepView = useFocusRecovery<HTMLElement>(ticket === undefined);

  // SPEC §4: resend waits RESEND_COUNTDOWN_SECONDS; the timer dies with the popup.
  useEffect(() => {
    if (countdownRun === 0) return undefined;
    return startCountdown({
      clock: realClock,
      signal: actions.signal,
      seconds: RESEND_COUNTDOWN_SECONDS,
      onTick: setSecondsLeft,
      onDone: () => setSecondsLeft(0),
    });
  }, [countdownRun, actions.signal]);

  // A reset code sent by SMS is read for the shopper where the browser can (WebOTP);
  // a resend starts a new wait, Back and closing end it.
  useSmsCodeReader(ticket?.channel === 'phone', countdownRun, actions.signal, (code) => otp.current?.fill(code));

  const deps = { api: actions.api, region: getRegion(actions.context.region), signal: actions.signal };

  // A code went out: its step, with the countdown from the first frame (no flash of Resend).
  const showCodeStep = (sent: ResetCodeTicket) => {
    setTicket(sent);
    setCodeError(undefined);
    setSecondsLeft(RESEND_COUNTDOWN_SECONDS);
    setCountdownRun((run) => run + 1);
  };

  const sendFirstCode = () =>
    guarded(async () => {
      const check = checkLoginName(loginName);
      if (!check.ok) {
        setNameError(check.error);
        return;
      }
      setNameError(undefined);
      try {
        const sent = await requestResetCode(deps, loginName);
        if (actions.isCurrent()) showCodeStep(sent);
      } catch (error) {
        if (refusedField(error)) setNameError({ refused: userMessage(error, t) });
        else actions.showError(error);
      }
    });

  const resend = () =>
    guarded(async () => {
      if (!ticket) return;
      try {
        const sent = await sendResetCode(deps, ticket, true);
        if (!actions.isCurrent()) return;
        showCodeStep(sent);
        otp.current?.reset();
      } catch (error) {
        actions.showError(error);
      }
    });

  const verify = (code: string) =>
    guarded(async () => {
      if (!ticket) return;
      try {
        const outcome = await verifyResetCode(deps, ticket, code, actions.currentUrl());
        if (!actions.isCurrent()) return;
        if (outcome.kind === 'reset') actions.go('forget-password', 'code-verified', { token: outcome.token, tokenType: outcome.tokenType, loginName: loginName.trim() });
        else if (outcome.kind === 'second-verification') actions.go('forget-password', 'second-verification', { url: outcome.url });
        else actions.showError(undefined);
      } catch (error) {
        // SPEC §4, §8: a refused code is said at the boxes, which are cleared for a new code
        // (OtpInput); a failure of the network or the system is a toast and keeps the code.
        if (!actions.isCurrent()) return;
        if (isRefusal(error)) setCodeError(userMessage(error, t));
        else actions.showError(error);
      }
    });

  if (ticket) {
    return (
      <ScreenShell
        ref={stepView}
        part="forget-password-code"
        title={t.verifyTitle}
        description={t.codeSentTo(describeDestination(ticket))}
        descriptionPart="code-sent-to"
        onBack={() => {
          setTicket(undefined);
          setSecondsLeft(0);
        }}
      >
        <OtpInput ref={otp} key={ticket.codeLength} length={ticket.codeLength} label={t.verificationCodeLabel} disabled={busy} autoFocus error={codeError} onChange={() => setCodeError(undefined)} onComplete={(code) => void verify(code)} />
        {/* One code-entry layout (docs/design.md): where the code went, the boxes, then the
            countdown or Resend at the start of the next line, as on Verify. */}
        <div part="forget-password-code-actions" className="mkt-screen__actions mkt-screen__actions--code">
          {secondsLeft > 0 ? (
            // A timer is not live (explicitly so): the number must not be read out every second.
            <span part="resend-countdown" className="mkt-resend-countdown" role="timer" aria-live="off">
              {t.resendCountdown(secondsLeft)}
            </span>
          ) : (
            <Button part="button resend" fill="text" busy={busy} onClick={resend}>
              {t.resendOtp}
            </Button>
          )}
        </div>
      </ScreenShell>
    );
  }

  return (
    <ScreenShell
      ref={stepView}
      part="forget-password"
      title={t.forgetPasswordTitle}
      description={t.forgetPasswordDescription}
      descriptionPart="forget-password-description"
      onBack={() => actions.go('forget-password', 'back')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sendFirstCode();
        }}
      >
        <Input
          label={t.loginNameLabel}
          placeholder={t.loginNamePlaceholder}
          autoComplete="username"
          required
          value={loginName}
          error={typeof nameError === 'object' ? nameError.refused : nameError ? t[nameError] : undefined}
          onValueChange={(value) => {
            setLoginName(value);
            if (nameError) setNameError(undefined);
          }}
        />
        <div part="forget-password-actions" className="mkt-screen__actions">
          <Button type="submit" busy={busy}>
            {t.sendCode}
          </Button>
        </div>
      </form>
    </ScreenShell>
  );
}
