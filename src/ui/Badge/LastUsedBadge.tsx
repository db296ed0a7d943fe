import { useTranslation } from '../i18n-context.tsx';

/**
 * "Last used": marks the sign-in method or code channel the shopper used last on this
 * device. Its text is part of the control's accessible name. Styled by the popup's sheet
 * (`.mkt-last-used`, part `last-used-badge`).
 */
export function LastUsedBadge() {
  const { t } = useTranslation();
  return (
    <span part="last-used-badge" className="mkt-last-used">
      {t.lastUsed}
    </span>
  );
}
