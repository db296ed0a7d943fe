import {
  cloneElement,
  isValidElement,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import {
  TOOLTIP_BLUR_DELAY_MS,
  TOOLTIP_MOUSE_LEAVE_DELAY_MS,
} from '../../config/constants.ts';
import { eventPassesThrough } from '../dom.ts';
import { PopoverBubble } from './PopoverBubble.tsx';

export type PopoverTrigger = 'click' | 'hover' | 'focus' | 'contextmenu';
export type { PopoverPlacement } from './position.ts';
import type { PopoverPlacement } from './position.ts';

export interface PopoverProps {
  content: ReactNode;
  /** The trigger: one element, which receives the ARIA link to the popup. */
  children: ReactElement;
  /** SPEC §4: click, hover, focus or right-click; several may be combined. Default 'click'. */
  trigger?: PopoverTrigger | readonly PopoverTrigger[];
  placement?: PopoverPlacement;
  /** Controlled visibility; leave undefined to let the triggers decide. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** 'tooltip' links the trigger with aria-describedby; 'dialog' with aria-expanded/aria-controls. */
  role?: 'tooltip' | 'dialog';
  /** `part` of the popup (default 'popover'). */
  part?: string;
  className?: string;
}

/**
 * A popup anchored to its trigger, shown in the top layer (the Popover API: no dialog or list
 * clips it) and placed in the viewport by position.ts, flipping to the other side when the asked
 * one has no room, TOOLTIP_OFFSET_PX from the trigger. Hides on outside click
 * (composedPath, since clicks inside a shadow root
 * are retargeted to its host), on Escape, after TOOLTIP_MOUSE_LEAVE_DELAY_MS once the pointer
 * leaves and TOOLTIP_BLUR_DELAY_MS once focus leaves (SPEC §9). The leave animation is cut off
 * after POPOVER_ANIMATION_DEADLINE_MS even if no transitionend arrives.
 */
export function Popover({
  content,
  children,
  trigger = 'click',
  placement = 'bottom',
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  role = 'dialog',
  part = 'popover',
  className,
}: PopoverProps) {
  const triggers = new Set<PopoverTrigger>(typeof trigger === 'string' ? [trigger] : trigger);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isControlled = controlledOpen !== undefined;
  const open = isControlled ? controlledOpen : uncontrolledOpen;
  const anchor = useRef<HTMLSpanElement>(null);
  const popup = useRef<HTMLSpanElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const popupId = useId();

  const setOpen = useCallback(
    (next: boolean) => {
      clearTimeout(hideTimer.current);
      hideTimer.current = undefined;
      if (!isControlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isControlled, onOpenChange],
  );

  const scheduleHide = (delay: number) => {
    clearTimeout(hideTimer.current);
    hideTimer.current = setTimeout(() => setOpen(false), delay);
  };
  const cancelHide = () => {
    clearTimeout(hideTimer.current);
    hideTimer.current = undefined;
  };

  useEffect(() => () => clearTimeout(hideTimer.current), []);


  // Outside pointer and Escape close it, wherever they happen.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!eventPassesThrough(event, anchor.current)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // A popover closes alone: an enclosing dialog stays open. A tooltip only describes its
      // trigger: Escape hides it and still reaches the dialog (never swallowed).
      if (role !== 'tooltip') event.stopPropagation();
      setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [open, setOpen, role]);

  const inPopup = (event: MouseEvent) => event.target instanceof Node && Boolean(popup.current?.contains(event.target));

  const handlers = {
    // Clicks inside the popup itself (its links, its text) do not toggle it.
    onClick: triggers.has('click')
      ? (event: MouseEvent) => {
          if (!inPopup(event)) setOpen(!open);
        }
      : undefined,
    onContextMenu: triggers.has('contextmenu')
      ? (event: MouseEvent) => {
          if (inPopup(event)) return;
          event.preventDefault();
          setOpen(true);
        }
      : undefined,
    onMouseEnter: triggers.has('hover')
      ? () => {
          cancelHide();
          if (!open) setOpen(true);
        }
      : undefined,
    onMouseLeave: triggers.has('hover') ? () => scheduleHide(TOOLTIP_MOUSE_LEAVE_DELAY_MS) : undefined,
    onFocus: triggers.has('focus')
      ? () => {
          cancelHide();
          if (!open) setOpen(true);
        }
      : undefined,
    onBlur: triggers.has('focus')
      ? (event: FocusEvent) => {
          if (anchor.current && event.relatedTarget instanceof Node && anchor.current.contains(event.relatedTarget)) return;
          scheduleHide(TOOLTIP_BLUR_DELAY_MS);
        }
      : undefined,
  };

  const link =
    role === 'tooltip'
      ? { 'aria-describedby': popupId }
      : { 'aria-expanded': open, 'aria-controls': popupId, 'aria-haspopup': 'dialog' as const };
  const triggerElement = isValidElement(children) ? cloneElement(children, link) : children;
  return (
    <span ref={anchor} part="popover-anchor" className="mkt-popover-anchor" {...handlers}>
      {triggerElement}
      <PopoverBubble id={popupId} open={open} anchor={anchor} placement={placement} role={role} part={part} className={className} bubble={popup}>
        {content}
      </PopoverBubble>
    </span>
  );
}
