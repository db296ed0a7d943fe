import type { ReactElement } from 'react';

/**
 * The icons the popup's first open draws (Login and its frame): they come with the first open. The others (the
 * code channels, QR, success, other brands) are in more-icons.tsx and register themselves with
 * the screens that use them. Our own simple drawings on a 24x24 grid, in currentColor so they follow the text colour
 * and the theme. Brand marks are recognisable outlines, not the providers' artwork.
 */
const CORE_ICON_PATHS = {
  close: <path d="M6 6l12 12M18 6L6 18" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  // Three finder squares and a few modules: the Login screen's QR entry.
  qr: <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2v2h-2zM18 14h2v2h-2z" fill="none" stroke="currentColor" strokeWidth="1.6" />,
  eye: (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
    </>
  ),
  'eye-off': (
    <>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 4l16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </>
  ),
} satisfies Record<string, ReactElement>;

/** The first open's icons; `IconName` (Icon.tsx) adds the registered ones. */
export type CoreIconName = keyof typeof CORE_ICON_PATHS;

// Keyed by string: the names of the registered sets are more-icons.tsx's to declare.
const paths: Partial<Record<string, ReactElement>> = { ...CORE_ICON_PATHS };

/** Adds drawings (more-icons.tsx does, as the first screen that needs them loads). */
export function registerIcons(more: Partial<Record<string, ReactElement>>): void {
  Object.assign(paths, more);
}

/** The drawing of `name`, once its set is registered. */
export function iconPath(name: string): ReactElement | undefined {
  return paths[name];
}

/** Icons that point along the reading direction and therefore mirror under dir=rtl. */
export const DIRECTIONAL_ICONS: ReadonlySet<string> = new Set(['back', 'forward']);
