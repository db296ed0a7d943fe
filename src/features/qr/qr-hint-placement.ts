/**
 * Where Login's QR hint shows (SPEC §2/§9, a desktop only: a phone gets no QR entry). It hangs
 * above the dialog's top edge (the dialog hangs 12 % down the viewport: mask.css.ts), centred on
 * the QR button and kept inside the viewport, in the top layer. In its own chunk, loaded when the
 * hint first opens, and kept this small because it arrives within the first open's budget.
 *
 * It is shown only where it covers nothing of the dialog (its Close button, its title) and while
 * the QR button it points at is wholly in view: when the button scrolls out of the dialog or the
 * page, or the window leaves no room above the dialog, the hint is hidden rather than pinned over
 * something else.
 */
import { TOOLTIP_OFFSET_PX } from '../../config/constants.ts';

/** Kept between the hint and the viewport's edges. */
const MARGIN_PX = 8;

/** Shows `hint` above the dialog of `anchor` and keeps it placed; returns what hides it again. */
export function holdQrHint(hint: HTMLElement, anchor: Element): () => void {
  const dialog = anchor.closest('[role="dialog"]') ?? anchor;
  let anchorInView = true;
  const place = () => {
    const button = anchor.getBoundingClientRect();
    const { width, height } = hint.getBoundingClientRect();
    const top = dialog.getBoundingClientRect().top - TOOLTIP_OFFSET_PX - height;
    const left = Math.max(MARGIN_PX, Math.min(button.left + button.width / 2 - width / 2, document.documentElement.clientWidth - width - MARGIN_PX));
    hint.style.left = `${Math.round(left)}px`;
    hint.style.top = `${Math.round(top)}px`;
    // Measured in place: hidden by visibility only, so it keeps its size.
    hint.style.visibility = anchorInView && top >= MARGIN_PX ? '' : 'hidden';
  };
  // The button is in view when the page and every scrolling box around it show all of it.
  const watch = new IntersectionObserver(
    ([entry]) => {
      anchorInView = !!entry && entry.intersectionRatio > 0.99;
      place();
    },
    { threshold: [0, 1] },
  );
  watch.observe(anchor);
  if (!hint.matches(':popover-open')) hint.showPopover?.();
  place();
  addEventListener('resize', place);
  addEventListener('scroll', place, true);
  return () => {
    watch.disconnect();
    removeEventListener('resize', place);
    removeEventListener('scroll', place, true);
    if (hint.matches(':popover-open')) hint.hidePopover();
  };
}
