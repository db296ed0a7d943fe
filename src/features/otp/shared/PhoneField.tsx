import type { Ref } from 'react';
import { Input } from '../../../ui/Input/Input.tsx';
import { useTranslation } from '../../../ui/i18n-context.tsx';

export interface PhoneFieldProps {
  /** Country code without '+', shown read-only before the number (SPEC §5). */
  countryCode: string;
  value: string;
  onValueChange(value: string): void;
  error?: string;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The phone number with its read-only country-code prefix; digits only (SPEC §2, §5). */
export function PhoneField({ countryCode, value, onValueChange, error, disabled, autoFocus, ref }: PhoneFieldProps) {
  const { t } = useTranslation();
  return (
    <Input
      ref={ref}
      label={t.phoneLabel}
      placeholder={t.phonePlaceholder}
      prefix={<span aria-label={t.phonePrefixLabel}>{t.phonePrefix(countryCode)}</span>}
      digitsOnly
      type="tel"
      autoComplete="tel-national"
      name="phone"
      value={value}
      onValueChange={onValueChange}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
    />
  );
}
