import type { ReactNode } from 'react';
import { toastCss } from './toast.css.ts';

export interface ToastProps {
  /** Nothing to show renders an empty live region, ready to announce the next toast. */
  content?: ReactNode;
}

/**
 * Presentational toast. The polite live region stays in the DOM while empty, because screen
 * readers only announce changes to a region that already existed.
 */
export function Toast({ content }: ToastProps) {
  const visible = content !== undefined && content !== null && content !== '';
  return (
    <div className="mkt-toast-region" role="status" aria-live="polite">
      {/* This component's rules come with it, not in the first-open sheet. */}
      <style>{toastCss}</style>
      {visible ? (
        <div part="toast" className="mkt-toast">
          {content}
        </div>
      ) : null}
    </div>
  );
}
