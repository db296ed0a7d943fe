/** The page's visibility for the QR poller (it pauses while the tab is hidden). */
import type { VisibilitySource } from '../qr-login.ts';

export const documentVisibility: VisibilitySource = {
  isHidden: () => document.visibilityState === 'hidden',
  onChange(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};
