/**
 * ProfileComplete after a sign-up (SPEC §2, §4, §5). Step 1: nickname (optional, a hint only) and
 * password, checked on every change and on confirm. Step 2: gender and birthday. 'Fill in Later'
 * and the last step finish the login the sign-up started (cookies, header, mkt-login-success) and
 * close the popup; a failed submit stays on its step with the error.
 */
import { useSingleFlight } from '../../../kit/use-single-flight.ts';
import { useRef, useState } from 'react';
import type { Gender, LoginResult } from '../../../api/index.ts';
import { profileFinishResult, readProfileParams, submitProfileBase, submitProfileOtherInfo } from '../profile.ts';
import { checkPassword, PASSWORD_RULE_MESSAGES } from '../../../flows/validation.ts';
import { encryptPassword } from '../../../security/rsa.ts';
import { passwordPublicKey } from '../../../flows/password-key.ts';
import { PasswordHints } from '../../../kit/PasswordHints.tsx';
import { isBreachedPassword } from '../../../flows/breached-password.ts';
import { useBreachedRefusal } from '../../../kit/use-breached-refusal.ts';
import { toast } from '../../../stores/toast.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { DatePicker } from '../../../ui/DatePicker/DatePicker.tsx';
import { Input } from '../../../ui/Input/Input.tsx';
import { PasswordInput } from '../../../ui/Input/PasswordInput.tsx';
import { Select } from '../../../ui/Select/Select.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';
import { usePopup } from '../../../kit/popup-context.tsx';
import { usePopupActions } from '../../../kit/use-popup-actions.ts';
import { ScreenShell } from '../../../kit/ScreenShell.tsx';
import { useFocusRecovery } from '../../../kit/use-focus-recovery.ts';

export function ProfileComplete() {
  const { entry } = usePopup();
  const actions = usePopupActions();
  const { t } = useTranslation();
  const params = readProfileParams(entry.params);
  const [step, setStep] = useState<'base' | 'other'>('base');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const [gender, setGender] = useState<Gender | ''>('');
  const [birthday, setBirthday] = useState('');
  const [busy, guarded] = useSingleFlight(actions.isCurrent);
  const saved = useRef<LoginResult | undefined>(undefined);
  // Step 2 replaces step 1 and its focused Confirm button: focus moves to the new step's first field.
  const stepView = useFocusRecovery<HTMLElement>(step);

  // SPEC §5: the password rule runs on every change (and again on confirm).
  const check = checkPassword(password);
  const breached = useBreachedRefusal(password);
  const passwordError = passwordTouched && !check.ok ? t[PASSWORD_RULE_MESSAGES[check.errors[0]]] : breached.message;


  /** The sign-up's login finishes here: the after-login router records it and closes the popup. */
  const finish = () => actions.afterLogin(profileFinishResult(params, saved.current), { isNewUser: true });

  const confirmBase = () =>
    guarded(async () => {
      setPasswordTouched(true);
      try {
        const outcome = await submitProfileBase(
          {
            api: actions.api,
            signal: actions.signal,
            encrypt: async (plain) => encryptPassword(plain, await passwordPublicKey(actions.config)),
            isBreached: (plain) => isBreachedPassword(plain, actions.config, actions.signal),
          },
          { token: params.token, nickname, password },
        );
        if (!actions.isCurrent()) return;
        if (outcome.kind === 'breached') breached.refuse(password);
        if (outcome.kind === 'saved') {
          saved.current = outcome.result;
          setStep('other');
        } else if (outcome.kind === 'encryption-failed') toast(t.passwordEncryptionFailed, { lang: actions.context.language });
        else if (outcome.kind === 'missing-token') toast(t.networkError, { lang: actions.context.language });
      } catch (error) {
        // SPEC §8: toast, and the step does not advance.
        actions.showError(error);
      }
    });

  const confirmOther = () =>
    guarded(async () => {
      try {
        await submitProfileOtherInfo({ api: actions.api, signal: actions.signal }, { gender, birthday });
        if (!actions.isCurrent()) return;
        await finish();
      } catch (error) {
        actions.showError(error);
      }
    });

  const fillInLater = (
    <Button part="button fill-in-later" color="secondary" fill="outline" disabled={busy} onClick={() => guarded(async () => void (await finish()))}>
      {t.fillInLater}
    </Button>
  );

  if (step === 'other') {
    return (
      <ScreenShell ref={stepView} part="profile-complete-other" title={t.profileOtherInfoTitle}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmOther();
          }}
        >
          <Select
            label={t.genderLabel}
            placeholder={t.selectPlaceholder}
            options={[
              { value: 'male', label: t.genderMale },
              { value: 'female', label: t.genderFemale },
            ]}
            value={gender}
            onChange={(value) => setGender(value === 'male' || value === 'female' ? value : '')}
          />
          <DatePicker label={t.birthdayLabel} range="birthday" value={birthday} onChange={setBirthday} />
          <div part="profile-actions" className="mkt-screen__actions">
            <Button type="submit" busy={busy}>
              {t.goShopping}
            </Button>
            {fillInLater}
          </div>
        </form>
      </ScreenShell>
    );
  }

  return (
    <ScreenShell ref={stepView} part="profile-complete" title={t.profileTitle}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirmBase();
        }}
      >
        <Input
          label={
            <>
              {t.nicknameLabel}{' '}
              <span part="optional-mark" className="mkt-optional-mark">
                ({t.optional})
              </span>
            </>
          }
          placeholder={t.nicknamePlaceholder}
          hint={t.nicknameHint}
          autoComplete="nickname"
          value={nickname}
          onValueChange={setNickname}
        />
        <PasswordInput
          label={t.passwordLabel}
          placeholder={t.passwordPlaceholder}
          autoComplete="new-password"
          required
          value={password}
          error={passwordError}
          // The rules tick as the shopper types, as on ResetPassword.
          hint={<PasswordHints password={password} check={check} touched={passwordTouched} />}
          onValueChange={(value) => {
            setPassword(value);
            setPasswordTouched(true);
          }}
        />
        <div part="profile-actions" className="mkt-screen__actions">
          <Button type="submit" busy={busy}>
            {t.confirm}
          </Button>
          {fillInLater}
        </div>
      </form>
    </ScreenShell>
  );
}
