/**
 * The popup of a Popover or a hint: shown while `open`, in the top layer (the Popover API, so no
 * dialog or list clips it), placed by position.ts before the browser paints and again on scroll
 * and resize, and faded out on close (cut off after POPOVER_ANIMATION_DEADLINE_MS when no
 * transitionend arrives). Who opens it is the caller's business: Popover's triggers, or the
 * Login screen's timed QR hint (the hint alone, without Popover's triggers, comes with the first
 * open).
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { POPOVER_ANIMATION_DEADLINE_MS, TOOLTIP_OFFSET_PX } from '../../config/constants.ts';
import { holdInTopLayer, placePopover } from './position.ts';
import type { PopoverPlacement } from './position.ts';

export interface PopoverBubbleProps {
  id: string;
  open: boolean;
  /** What it is placed against. */
  anchor: RefObject<Element | null>;
  placement: PopoverPlacement;
  /** For `top` / `bottom`: outside the enclosing dialog's edge, covering nothing in it. */
  outsideDialog?: boolean;
  role: 'tooltip' | 'dialog';
  part: string;
  className?: string;
  /** The bubble element, for callers that need it (outside-click checks). */
  bubble?: RefObject<HTMLSpanElement | null>;
  children: ReactNode;
}

export function PopoverBubble({ id, open, anchor, placement, outsideDialog = false, role, part, className, bubble, children }: PopoverBubbleProps) {
  // After closing, the bubble stays (fading out) until transitionend or the deadline.
  const [leaving, setLeaving] = useState(false);
  const [previousOpen, setPreviousOpen] = useState(open);
  if (previousOpen !== open) {
    setPreviousOpen(open);
    setLeaving(!open);
  }
  const own = useRef<HTMLSpanElement>(null);
  const element = bubble ?? own;
  const isLeaving = !open && leaving;
  const visible = open || isLeaving;

  useEffect(() => {
    if (!leaving) return;
    const deadline = setTimeout(() => setLeaving(false), POPOVER_ANIMATION_DEADLINE_MS);
    return () => clearTimeout(deadline);
  }, [leaving]);

  useLayoutEffect(() => {
    const trigger = anchor.current;
    const popup = element.current;
    if (!visible || !popup || !trigger) return;
    const edgeOf = outsideDialog ? trigger.closest('[role="dialog"]') : null;
    return holdInTopLayer(popup, () => placePopover(popup, trigger, { placement, offset: TOOLTIP_OFFSET_PX, edgeOf }));
  }, [visible, element, anchor, placement, outsideDialog]);

  const classes = ['mkt-popover', `mkt-popover--${placement}`, isLeaving ? 'mkt-popover--leaving' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <span
      ref={element}
      id={id}
      part={part}
      role={role}
      className={classes}
      popover="manual"
      hidden={!visible}
      onTransitionEnd={() => {
        if (!open) setLeaving(false);
      }}
    >
      {children}
    </span>
  );
}
