import { useRef, type HTMLAttributes, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
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
      part="mask"
      {...rest}
      className={['mkt-mask', className ?? ''].filter(Boolean).join(' ')}
      onPointerDown={onPointerDown}
      // Issue 16: a press on the mask itself must not move focus out of the modal to the page
      // behind it (Escape then reached nothing until Tab was pressed).
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) event.preventDefault();
      }}
      onClick={onClick}
    >
      {children}
    </div>
  );
}
