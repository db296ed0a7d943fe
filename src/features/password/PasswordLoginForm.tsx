/**
 * The Password tab of the Login screen (SPEC §2, §5): login name, password with visibility
 * toggle, Login button, forgot-password link. The values live in the Login screen so they
 * survive a switch to the OTP tab and back; everything typed is kept when a login fails.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import type { PasswordLoginFieldErrors, PasswordLoginForm as PasswordLoginValues } from './password-login.ts';
import { loadPasswordLoginFlow } from './load-password-login.ts';
import { toast } from '../../stores/toast.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { Input } from '../../ui/Input/Input.tsx';
import { PasswordInput } from '../../ui/Input/PasswordInput.tsx';
import { useTranslation } from '../../ui/i18n-context.tsx';
import { usePopupActions } from '../../kit/use-popup-actions.ts';
import { preloadOnIntent } from '../../kit/screen-preload.ts';

export type { PasswordLoginValues };

/**
 * Field errors as Translation keys; the password field may also carry an encryption message, or
 * the server's words about the account or password (`rejected`).
 */
interface FormErrors {
  loginName?: PasswordLoginFieldErrors['loginName'];
  password?: PasswordLoginFieldErrors['password'] | 'passwordTooLongToEncrypt';
  rejected?: string;
}

export interface PasswordLoginFormProps {
  values: PasswordLoginValues;
  onValuesChange(values: PasswordLoginValues): void;
}

export function PasswordLoginForm({ values, onValuesChange }: PasswordLoginFormProps) {
  const { t } = useTranslation();
  const actions = usePopupActions();
  const formId = useId();
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  // A ref, not state: ten clicks in one frame all see the first one's flag (one request per click).
  const inFlight = useRef(false);

  const change = (field: keyof PasswordLoginValues, value: string) => {
    onValuesChange({ ...values, [field]: value });
    // An error is about what was submitted; editing the field takes it away. The server's refusal
    // is about the name and the password together: editing either takes it away.
    if (errors[field] || errors.rejected) setErrors((current) => ({ ...current, [field]: undefined, rejected: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read now: React clears currentTarget once the event's dispatch is over.
    const form = event.currentTarget;
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      // The flow (checks, encryption) loads with the first submit, not with the popup (first-open budget).
      let flow: Awaited<ReturnType<typeof loadPasswordLoginFlow>>;
      try {
        flow = await loadPasswordLoginFlow();
      } catch (error) {
        // The chunk did not arrive (offline): a network failure for the toast (SPEC §8).
        actions.showError(error);
        return;
      }
      const { hasFieldErrors, submitPasswordLogin, validatePasswordLogin, passwordPublicKey } = flow;
      // SPEC §5: required and length errors show on submit, and nothing is sent.
      const fieldErrors = validatePasswordLogin(values);
      setErrors(fieldErrors);
      if (hasFieldErrors(fieldErrors)) return;
      setBusy(true);
      const outcome = await submitPasswordLogin(
        { api: actions.api, signal: actions.signal, publicKey: passwordPublicKey(actions.config) },
        values,
      );
      if (!actions.isCurrent()) return;
      switch (outcome.kind) {
        case 'success':
          await actions.afterLogin(outcome.result);
          break;
        case 'invalid':
          setErrors(outcome.errors);
          break;
        case 'encryption-failed':
          // Too long for the key: about this password. Anything else: the page's configuration.
          if (outcome.message === 'passwordTooLongToEncrypt') setErrors({ password: outcome.message });
          else toast(t[outcome.message], { lang: actions.context.language });
          break;
        case 'failed': {
          const rejected = flow.credentialsRejection(outcome.error, t, form);
          if (rejected) setErrors({ rejected });
          else actions.showError(outcome.error);
          break;
        }
        case 'aborted':
          break;
      }
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form part="password-login-form" className="mkt-login__form" noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Input
        id={`${formId}-login-name`}
        name="loginName"
        label={t.loginNameLabel}
        placeholder={t.loginNamePlaceholder}
        type="text"
        // 'webauthn' lets the browser's autofill offer passkeys here (conditional mediation).
        autoComplete="username webauthn"
        // The dialog focuses this field when the popup opens on the Password tab.
        data-autofocus
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.loginName}
        onValueChange={(value) => change('loginName', value)}
        error={errors.loginName ? t[errors.loginName] : undefined}
      />
      <PasswordInput
        id={`${formId}-password`}
        name="password"
        label={t.passwordLabel}
        placeholder={t.passwordPlaceholder}
        autoComplete="current-password"
        required
        value={values.password}
        onValueChange={(value) => change('password', value)}
        error={errors.password ? t[errors.password] : errors.rejected}
      />
      <div className="mkt-login__row mkt-login__row--end">
        <button
          type="button"
          part="login-forgot-password"
          className="mkt-login__link"
          {...preloadOnIntent('forget-password')}
          // Recovery starts from the name typed here.
          onClick={() => actions.go('login', 'forgot-password', { loginName: values.loginName.trim() })}
        >
          {t.forgotPassword}
        </button>
      </div>
      <Button type="submit" block busy={busy} part="button login-submit">
        {t.loginButton}
      </Button>
    </form>
  );
}
