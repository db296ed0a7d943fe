/**
 * A new password the breached-password check refused (src/flows/breached-password.ts), said at
 * its field until the shopper changes it: typing it back says it again. Shared by every
 * new-password form (Reset password, profile completion, account security).
 */
import { useState } from 'react';
import { useTranslation } from '../ui/i18n-context.tsx';

export function useBreachedRefusal(password: string) {
  const { t } = useTranslation();
  const [refused, setRefused] = useState<string>();
  return {
    /** The field's message while it holds the refused password. */
    message: refused === password ? t.passwordBreached : undefined,
    refuse: setRefused,
  };
}
