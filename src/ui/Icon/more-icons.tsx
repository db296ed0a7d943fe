/**
 * The icons screens after Login draw: the code channels, the QR screen's computer, success, back
 * and forward, and the brand marks. Importing this module registers them (so they stay out
 * of the first open); every screen that draws one imports it.
 */
import type { ReactElement } from 'react';
import { registerIcons, type CoreIconName } from './icons.tsx';

const MORE_ICON_PATHS = {
  back: <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  forward: <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />,
  GOOGLE: (
    <path d="M20.5 12.2c0-.6 0-1.1-.1-1.7H12v3.3h4.8a4.2 4.2 0 0 1-1.8 2.7A5.6 5.6 0 1 1 15.7 8l2.4-2.4A9 9 0 1 0 21 12.2z" fill="currentColor" />
  ),
  FACEBOOK: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 8H14a1.5 1.5 0 0 0-1.5 1.5V21M10 13h5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  SMS: (
    <>
      <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-4 3v-3H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="8" cy="11" r="1.3" fill="currentColor" />
      <circle cx="12" cy="11" r="1.3" fill="currentColor" />
      <circle cx="16" cy="11" r="1.3" fill="currentColor" />
    </>
  ),
  VOICE: (
    <path d="M6.6 3.5l2.6-.4 1.6 4-2 1.5a11 11 0 0 0 6.6 6.6l1.5-2 4 1.6-.4 2.6A2 2 0 0 1 18.5 19 15.5 15.5 0 0 1 5 5.5a2 2 0 0 1 1.6-2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
  ),
  WHATSAPP: (
    <>
      <path d="M12 3a9 9 0 0 0-7.8 13.5L3 21l4.6-1.2A9 9 0 1 0 12 3z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M9 8.2c.3-.4.9-.4 1.1 0l.7 1.6-.7.9a5.6 5.6 0 0 0 3.2 3.2l.9-.7 1.6.7c.4.2.4.8 0 1.1-.8.8-2 1-3 .5A8 8 0 0 1 8.5 11.2c-.5-1-.3-2.2.5-3z" fill="currentColor" />
    </>
  ),
  ZALO: (
    <>
      <path d="M5 4h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2h-8l-5 3v-3H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M8 8h7l-7 6h7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  SMS_UPLINK: (
    <>
      <rect x="6" y="2.5" width="12" height="19" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M12 16V8m-3 3l3-3 3 3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  APPLE: (
    <>
      <path d="M16.4 12.6c0-2 1.6-3 1.7-3a3.8 3.8 0 0 0-3-1.6c-1.3-.1-2.5.8-3.1.8s-1.7-.8-2.8-.7A4.1 4.1 0 0 0 5.7 10c-1.5 2.6-.4 6.4 1 8.5.7 1 1.5 2.2 2.6 2.1 1 0 1.4-.7 2.7-.7s1.6.7 2.7.7 1.8-1 2.5-2.1a8.6 8.6 0 0 0 1.1-2.3 3.6 3.6 0 0 1-1.9-3.6z" fill="currentColor" />
      <path d="M14.3 6.2A3.5 3.5 0 0 0 15.1 3.5a3.6 3.6 0 0 0-2.4 1.2 3.3 3.3 0 0 0-.8 2.5 3 3 0 0 0 2.4-1z" fill="currentColor" />
    </>
  ),
  LINE: (
    <>
      <path d="M12 3.5c-5 0-9 3.2-9 7.2 0 3.6 3.2 6.6 7.5 7.1.8.2.6 1 .4 2.2 0 .4.3.6.7.4 3.5-1.9 9.4-5.5 9.4-9.7 0-4-4-7.2-9-7.2z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <path d="M7 8.5V13h2M11 8.5V13M13.5 13V8.5l3 4.5V8.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
  computer: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M9 20h6M12 16v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M7.5 12.5l3 3 6-6.5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </>
  ),
} satisfies Record<string, ReactElement>;

export type MoreIconName = keyof typeof MORE_ICON_PATHS;

registerIcons(MORE_ICON_PATHS);

/** Every icon name (the gallery draws them all). */
export const ICON_NAMES: (CoreIconName | MoreIconName)[] = ['close', 'qr', 'eye', 'eye-off', ...(Object.keys(MORE_ICON_PATHS) as MoreIconName[])];
