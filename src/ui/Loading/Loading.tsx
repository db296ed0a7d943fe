import { useEffect, useState } from 'react';
import { LOADING_HIDE_DELAY_MS } from '../../config/constants.ts';
import { Spinner } from '../Spinner/Spinner.tsx';
import { useTranslation } from '../i18n-context.tsx';

export interface LoadingProps {
  visible: boolean;
  /** Regional theme (SPEC §2 "loading overlay with regional theme"). */
  theme?: 'default' | 'mybiz';
  /** Announced text; default t.loading. */
  label?: string;
  /** Cover the whole viewport instead of the nearest positioned ancestor. */
  fullscreen?: boolean;
}

/** Busy overlay; fades out and leaves the DOM LOADING_HIDE_DELAY_MS after it is hidden (SPEC §4). */
export function Loading({ visible, theme = 'default', label, fullscreen = false }: LoadingProps) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(visible);

  useEffect(() => {
    if (visible) {
      setMounted(true);
      return;
    }
    const timer = setTimeout(() => setMounted(false), LOADING_HIDE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!mounted && !visible) return null;
  const classes = [
    'mkt-loading',
    visible ? '' : 'mkt-loading--hiding',
    fullscreen ? 'mkt-loading--fullscreen' : '',
    theme === 'mybiz' ? 'mkt-theme-mybiz' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      part="loading"
      className={classes}
      role="status"
      aria-busy={visible}
      aria-live="polite"
      // The fade lasts exactly as long as the element stays after hiding.
      style={{ transitionDuration: `${LOADING_HIDE_DELAY_MS}ms` }}
    >
      <Spinner className="mkt-loading__spinner" />
      <span className="mkt-visually-hidden">{visible ? (label ?? t.loading) : ''}</span>
    </div>
  );
}
