import type { ReactElement, ReactNode } from 'react';
import { Popover, type PopoverPlacement, type PopoverTrigger } from './Popover.tsx';

export interface TooltipProps {
  content: ReactNode;
  /** The described element; it gets aria-describedby pointing at the tooltip (same shadow root). */
  children: ReactElement;
  trigger?: PopoverTrigger | readonly PopoverTrigger[];
  placement?: PopoverPlacement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** A short description shown on hover and focus (by default), hidden on Escape and outside clicks. */
export function Tooltip({ trigger = ['hover', 'focus'], placement = 'top', ...rest }: TooltipProps) {
  return <Popover {...rest} trigger={trigger} placement={placement} role="tooltip" part="tooltip" className="mkt-tooltip" />;
}
