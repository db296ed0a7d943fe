import { DIRECTIONAL_ICONS, iconPath, type CoreIconName } from './icons.tsx';
import type { MoreIconName } from './more-icons.tsx';

export type IconName = CoreIconName | MoreIconName;

export interface IconProps {
  name: IconName;
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  /** Edge length in px (default 20). */
  size?: number;
  className?: string;
}

export function Icon({ name, label, size = 20, className }: IconProps) {
  const classes = ['mkt-icon', DIRECTIONAL_ICONS.has(name) ? 'mkt-icon--directional' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg part="icon" className={classes} data-icon={name} viewBox="0 0 24 24" width={size} height={size} {...a11y}>
      {iconPath(name)}
    </svg>
  );
}
