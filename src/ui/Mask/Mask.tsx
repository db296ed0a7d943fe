import { useEffect, useLayoutEffect, useRef, type HTMLAttributes, type MouseEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { deepActiveElement, revealWithFormButton } from '../dom.ts';
import { MASK_SWIPE_THRESHOLD_PX } from '../../config/constants.ts';

export interface MaskProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick'> {
  /**
   * Called for a tap or click on the mask itself (not on its content). A gesture that moved
   * more than MASK_SWIPE_THRESHOLD_PX is a swipe or scroll, not a tap (SPEC §9), and one that
   * started on the content (a text selection dragged out) is ignored too.
   */
  onMaskClick?: () => void;
  children?: ReactNode;
}

export function Mask({ onMaskClick, children, className, ...rest }: MaskProps) {
  const start = useRef<{ x: number; y: number; onMask: boolean } | null>(null);
  const mask = useRef<HTMLDivElement>(null);
  useKeyboardInset(mask);
  useEffect(toastAbove, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    start.current = { x: event.clientX, y: event.clientY, onMask: event.target === event.currentTarget };
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget) return;
    const from = start.current;
    start.current = null;
    if (from) {
      if (!from.onMask) return;
      const moved = Math.hypot(event.clientX - from.x, event.clientY - from.y);
      if (moved > MASK_SWIPE_THRESHOLD_PX) return;
    }
    onMaskClick?.();
  };

  return (
    <div
      ref={mask}
      part="mask"
      {...rest}
      className={['mkt-mask', className ?? ''].filter(Boolean).join(' ')}
      onPointerDown={onPointerDown}
      // A press on the mask itself must not move focus out of the modal to the page behind it
      // (Escape would then reach nothing until Tab was pressed).
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={onClick}
    >
      {children}
    </div>
  );
}

/** Masks open now: dialogs stack (a dialog over a screen). */
let openMasks = 0;

/**
 * While a dialog is open the page's toast shows at the top (toast.css.ts), in the room left above
 * the dialog and above a phone's bottom sheet: at the bottom it would cover the sheet's buttons.
 */
function toastAbove() {
  const root = document.documentElement.style;
  openMasks++;
  root.setProperty('--mkt-toast-inset-block', 'max(8px, env(safe-area-inset-top)) auto');
  return () => {
    if (!--openMasks) root.removeProperty('--mkt-toast-inset-block');
  };
}

/**
 * Phones: the on-screen keyboard shrinks the visual viewport, not the layout one, so a
 * bottom sheet would sit behind it. The mask tells its CSS how much the keyboard hides
 * (--mkt-keyboard-inset) and how tall the visible part is (--mkt-visible-height), and the
 * focused field is scrolled into the visible part. Some keyboards shrink the layout viewport
 * instead (Firefox for Android, older Android Chrome, pages with
 * interactive-widget=resizes-content): nothing is hidden then, but the sheet gets shorter, so
 * every resize of either viewport reveals the focused field and its form's button again.
 */
function useKeyboardInset(mask: RefObject<HTMLDivElement | null>): void {
  // A layout effect: from the commit on, not from after a paint (when a transition's effects run),
  // so that a tap on a field in between is revealed too (the first open's Login renders in one).
  useLayoutEffect(() => {
    const viewport = window.visualViewport;
    const element = mask.current;
    if (!viewport || !element) return;
    const revealFocused = () => {
      const focused = deepActiveElement();
      if (element.contains(focused)) revealWithFormButton(focused);
    };
    const update = () => {
      const hidden = Math.max(0, window.innerHeight - viewport.height - viewport.offsetTop);
      element.style.setProperty('--mkt-keyboard-inset', `${Math.round(hidden)}px`);
      element.style.setProperty('--mkt-visible-height', `${Math.round(viewport.height)}px`);
      if (hidden > 0) revealFocused();
    };
    const onResize = () => {
      update();
      revealFocused();
    };
    const onFocusIn = (event: Event) => revealWithFormButton(event.target as Element);
    update();
    viewport.addEventListener('resize', onResize);
    viewport.addEventListener('scroll', update);
    window.addEventListener('resize', onResize);
    element.addEventListener('focusin', onFocusIn);
    return () => {
      viewport.removeEventListener('resize', onResize);
      viewport.removeEventListener('scroll', update);
      window.removeEventListener('resize', onResize);
      element.removeEventListener('focusin', onFocusIn);
    };
  }, [mask]);
}
