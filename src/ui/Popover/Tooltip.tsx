import { Popover, type PopoverProps } from './Popover.tsx';

/** A Popover with the tooltip role, part and class; by default it opens on hover and focus, above. */
export type TooltipProps = Omit<PopoverProps, 'role' | 'part' | 'className'>;

/** A short description shown on hover and focus (by default), hidden on Escape and outside clicks. */
export function Tooltip({ trigger = ['hover', 'focus'], placement = 'top', ...rest }: TooltipProps) {
  return <Popover {...rest} trigger={trigger} placement={placement} role="tooltip" part="tooltip" className="mkt-tooltip" />;
}
