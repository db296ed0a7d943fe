import { useState } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { useTranslation } from '../i18n-context.tsx';
import { Input, type InputProps } from './Input.tsx';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix' | 'digitsOnly'>;

/** A password field with a visibility toggle (SPEC §4 "password visibility can be toggled"). */
export function PasswordInput({ autoComplete = 'current-password', ...props }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      part="password-toggle"
      className="mkt-input__toggle"
      aria-label={t.showPassword}
      aria-pressed={visible}
      onClick={() => setVisible((v) => !v)}
    >
      <Icon name={visible ? 'eye-off' : 'eye'} />
    </button>
  );
  return <Input {...props} secret type={visible ? 'text' : 'password'} autoComplete={autoComplete} spellCheck={false} suffix={toggle} />;
}
