/**
 * ResetPassword (SPEC §2, §4, §5): new password with visibility toggle and the three rule hints,
 * each highlighted when met and marked as an error when not; Confirm is blocked while the shared
 * check fails. Success view: image, message and Go Shopping with a 5-second countdown.
 */
import { useEffect, useRef, useState } from 'react';
import { realClock } from '../../../api/index.ts';
import { RESET_SUCCESS_COUNTDOWN_SECONDS } from '../../../config/constants.ts';
import {
  isBackHidden,
  leaveAfterReset,
  readResetParams,
  startCountdown,
  submitNewPassword,
} from '../reset-password.ts';
import { checkPassword, PASSWORD_RULE_MESSAGES } from '../../../flows/validation.ts';
import { encryptPassword } from '../../../security/rsa.ts';
import { passwordPublicKey } from '../../../flows/password-key.ts';
import { toast } from '../../../stores/toast.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { PasswordInput } from '../../../ui/Input/PasswordInput.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { SuccessView } from '../../../kit/SuccessView.tsx';
import { useSingleFlight } from '../../../kit/use-single-flight.ts';
import { ScreenShell } from '../../../kit/ScreenShell.tsx';
import { COMPLETE_PASSWORD_SCENE } from '../../../flows/next-step.ts';
import { PasswordHints } from '../../../kit/PasswordHints.tsx';
import { HiddenUsername } from '../../../kit/HiddenUsername.tsx';
import { isBreachedPassword } from '../../../flows/breached-password.ts';
import { useBreachedRefusal } from '../../../kit/use-breached-refusal.ts';
import { storeNewPassword } from '../../../flows/store-password.ts';
// The icons past Login register themselves when imported, so the first open does not carry them.
import '../../../ui/Icon/more-icons.tsx';

function parentWindow(): { location: { href: string } } | undefined {
  return typeof window !== 'undefined' && window.parent && window.parent !== window ? window.parent : undefined;
}

export function ResetPassword() {
  const { entry } = usePopup();
  const actions = usePopupActions();
  const { t } = useTranslation();
  const params = readResetParams(entry.params);
  const backHidden = isBackHidden(params);
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [busy, runOnce] = useSingleFlight(actions.isCurrent);
  const [done, setDone] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const stopCountdown = useRef<() => void>(() => undefined);
  const left = useRef(false);

  const check = checkPassword(password);
  const breached = useBreachedRefusal(password);

  const leave = () => {
    if (left.current) return;
    left.current = true;
    stopCountdown.current();
    leaveAfterReset({
      homeUrl: actions.config.homeUrl,
      backHidden,
      parent: parentWindow(),
      navigate: actions.navigate,
      closePopup: () => actions.go('reset-password', 'done'),
    });
  };
  const leaveRef = useRef(leave);
  leaveRef.current = leave;

  // SPEC §2: after the success the countdown sends the user on; it dies with the popup.
  useEffect(() => {
    if (!done) return undefined;
    stopCountdown.current = startCountdown({
      clock: realClock,
      signal: actions.signal,
      onTick: setSecondsLeft,
      onDone: () => leaveRef.current(),
    });
    return () => stopCountdown.current();
  }, [done, actions.signal]);

  const submit = async () => {
    setTouched(true);
    if (!check.ok) return;
    await runOnce(async () => {
      try {
        const outcome = await submitNewPassword(
          {
            api: actions.api,
            signal: actions.signal,
            encrypt: async (plain) => encryptPassword(plain, await passwordPublicKey(actions.config)),
            isBreached: (plain) => isBreachedPassword(plain, actions.config, actions.signal),
          },
          { token: params.token, password },
        );
        if (!actions.isCurrent()) return;
        if (outcome.kind === 'breached') breached.refuse(password);
        if (outcome.kind === 'navigate' || outcome.kind === 'success') storeNewPassword(params.loginName, password);
        if (outcome.kind === 'encryption-failed') toast(t.passwordEncryptionFailed, { lang: actions.context.language });
        else if (outcome.kind === 'missing-token') toast(t.networkError, { lang: actions.context.language });
        else if (outcome.kind === 'navigate') actions.go('reset-password', outcome.action === 'JUMP_TO_URL' ? 'jump-to-url' : 'deletion-cool-confirm', { url: outcome.url });
        else if (outcome.kind === 'success') {
          // The countdown shows from the success view's first frame.
          setSecondsLeft(RESET_SUCCESS_COUNTDOWN_SECONDS);
          setDone(true);
        }
      } catch (error) {
        actions.showError(error);
      }
    });
  };

  if (done) {
    return (
      <SuccessView part="reset-password-success" message={t.resetPasswordSuccess}>
        <Button part="button go-shopping" block onClick={leave}>
          {secondsLeft > 0 ? t.goShoppingCountdown(secondsLeft) : t.goShopping}
        </Button>
      </SuccessView>
    );
  }

  const firstError = touched && !check.ok ? t[PASSWORD_RULE_MESSAGES[check.errors[0]]] : breached.message;
  return (
    <ScreenShell
      part="reset-password"
      title={t.resetPasswordTitle}
      // An account that logged in without a password is told why it lands here, not left to think
      // the password it typed was wrong (SPEC §4, COMPLETE_PASSWORD_FOR_LOGIN).
      description={params.scene === COMPLETE_PASSWORD_SCENE ? t.completePasswordDescription : t.resetPasswordDescription}
      descriptionPart="reset-password-description"
      onBack={backHidden ? undefined : () => actions.go('reset-password', 'back')}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <HiddenUsername loginName={params.loginName} />
        <PasswordInput
          label={t.newPasswordLabel}
          placeholder={t.newPasswordPlaceholder}
          autoComplete="new-password"
          required
          value={password}
          error={firstError}
          // The hints sit in the field's hint, so the field's aria-describedby reads them.
          hint={<PasswordHints password={password} check={check} touched={touched} />}
          onValueChange={(value) => {
            setPassword(value);
            setTouched(true);
          }}
        />
        <div part="reset-password-actions" className="mkt-screen__actions">
          <Button type="submit" busy={busy} disabled={!check.ok} aria-disabled={!check.ok}>
            {t.confirm}
          </Button>
        </div>
      </form>
    </ScreenShell>
  );
}
