/**
 * Popovers and tooltips live in the top layer (the Popover API), so no dialog or list
 * clips them, and are placed here in viewport coordinates: on the asked side when it fits, else
 * on the opposite side, then kept inside the viewport. `start` and `end` follow the anchor's
 * writing direction.
 */

export type PopoverPlacement = 'top' | 'bottom' | 'start' | 'end';

/** Kept between a popover and the viewport's edges. */
const VIEWPORT_MARGIN_PX = 8;

export interface PlaceOptions {
  placement: PopoverPlacement;
  offset: number;
  /**
   * For `top` and `bottom`: measure from this box's edge instead of the anchor's (a hint hung
   * outside its dialog covers nothing in it).
   */
  edgeOf?: Element | null;
}

type Side = 'top' | 'bottom' | 'left' | 'right';

const OPPOSITE: Record<Side, Side> = { top: 'bottom', bottom: 'top', left: 'right', right: 'left' };

/** Places `popup` next to `anchor`; returns the side it went to. */
export function placePopover(popup: HTMLElement, anchor: Element, { placement, offset, edgeOf }: PlaceOptions): Side {
  const rtl = getComputedStyle(anchor).direction === 'rtl';
  const wanted: Side = placement === 'start' ? (rtl ? 'right' : 'left') : placement === 'end' ? (rtl ? 'left' : 'right') : placement;
  const box = anchor.getBoundingClientRect();
  const edge = edgeOf && (wanted === 'top' || wanted === 'bottom') ? edgeOf.getBoundingClientRect() : box;
  const { width, height } = popup.getBoundingClientRect();
  const viewWidth = document.documentElement.clientWidth;
  const viewHeight = document.documentElement.clientHeight;
  const room: Record<Side, number> = {
    top: edge.top - offset - VIEWPORT_MARGIN_PX,
    bottom: viewHeight - edge.bottom - offset - VIEWPORT_MARGIN_PX,
    left: box.left - offset - VIEWPORT_MARGIN_PX,
    right: viewWidth - box.right - offset - VIEWPORT_MARGIN_PX,
  };
  const needed = (side: Side) => (side === 'top' || side === 'bottom' ? height : width);
  const side = room[wanted] >= needed(wanted) || room[OPPOSITE[wanted]] < needed(OPPOSITE[wanted]) ? wanted : OPPOSITE[wanted];
  const from = side === 'top' || side === 'bottom' ? edge : box;
  let left: number;
  let top: number;
  if (side === 'top' || side === 'bottom') {
    // Centred on the anchor, unless that would leave the viewport.
    left = box.left + box.width / 2 - width / 2;
    top = side === 'top' ? from.top - offset - height : from.bottom + offset;
  } else {
    left = side === 'left' ? box.left - offset - width : box.right + offset;
    top = box.top + box.height / 2 - height / 2;
  }
  left = clamp(left, VIEWPORT_MARGIN_PX, viewWidth - width - VIEWPORT_MARGIN_PX);
  top = clamp(top, VIEWPORT_MARGIN_PX, viewHeight - height - VIEWPORT_MARGIN_PX);
  popup.style.setProperty('left', `${Math.round(left)}px`);
  popup.style.setProperty('top', `${Math.round(top)}px`);
  return side;
}

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/** Shows `popup` in the top layer (where the Popover API exists; elsewhere it stays fixed in place). */
function showInTopLayer(popup: HTMLElement): void {
  if (typeof popup.showPopover === 'function' && popup.isConnected && !popup.matches(':popover-open')) popup.showPopover();
}

function hideFromTopLayer(popup: HTMLElement): void {
  if (typeof popup.hidePopover === 'function' && popup.matches(':popover-open')) popup.hidePopover();
}

/**
 * Shows `popup` in the top layer and keeps it placed: `place()` now and on every scroll and
 * resize. Returns what undoes it (for an effect's cleanup).
 */
export function holdInTopLayer(popup: HTMLElement, place: () => void): () => void {
  showInTopLayer(popup);
  place();
  window.addEventListener('resize', place);
  window.addEventListener('scroll', place, true);
  return () => {
    window.removeEventListener('resize', place);
    window.removeEventListener('scroll', place, true);
    hideFromTopLayer(popup);
  };
}
