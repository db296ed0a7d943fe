/**
 * Where Login's QR hint shows (SPEC §2/§9, a desktop only: a phone gets no QR entry). It hangs
 * above the dialog's edge, centred on the QR button, in the top layer; in its own chunk, loaded
 * when the hint first opens, so the first open carries only the hint's text.
 *
 * It is shown only where it covers nothing of the dialog (its Close button, its title) and while
 * the QR button it points at is wholly in view: when the button scrolls out of the dialog or the
 * page, or the dialog leaves no room above or below it, the hint is hidden rather than pinned
 * over something else.
 */
import { TOOLTIP_OFFSET_PX } from '../../config/constants.ts';
import { holdInTopLayer, placePopover } from '../../ui/Popover/position.ts';

const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** Shows `hint` beside `anchor` and keeps it placed; returns what hides it again. */
export function holdQrHint(hint: HTMLElement, anchor: Element): () => void {
  const dialog = anchor.closest('[role="dialog"]');
  let anchorInView = true;
  const place = () => {
    // Measured in place: hidden only by visibility, so it keeps its size.
    placePopover(hint, anchor, { placement: 'top', offset: TOOLTIP_OFFSET_PX, edgeOf: dialog });
    const coversDialog = !!dialog && overlaps(hint.getBoundingClientRect(), dialog.getBoundingClientRect());
    hint.style.visibility = anchorInView && !coversDialog ? '' : 'hidden';
  };
  // The button is in view when the page and every scrolling box around it show all of it.
  const watch = new IntersectionObserver(([entry]) => {
    anchorInView = !!entry && entry.intersectionRatio > 0.99;
    place();
  }, { threshold: [0, 1] });
  watch.observe(anchor);
  const release = holdInTopLayer(hint, place);
  window.visualViewport?.addEventListener('resize', place);
  window.visualViewport?.addEventListener('scroll', place);
  return () => {
    watch.disconnect();
    window.visualViewport?.removeEventListener('resize', place);
    window.visualViewport?.removeEventListener('scroll', place);
    release();
  };
}
