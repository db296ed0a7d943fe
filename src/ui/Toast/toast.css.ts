/**
 * Shared by the React <Toast> and the light <mkt-toast>: one look, no React in the element.
 * Every token has its default as a fallback, so <mkt-toast> needs no copy of the whole theme
 * (it loads with the page, within the page-load budget), and the bubble sets its inherited properties itself so
 * host-page CSS cannot leak in through inheritance.
 *
 * Where it shows: at the bottom of the screen, above a phone's safe-area inset, clear of the
 * storefront's header and its Login link. While a dialog of the package is open the Mask
 * (src/ui/Mask/Mask.tsx) sets --mkt-toast-inset-block on the page's root: the toast then shows at
 * the top, in the room the dialog leaves above its fixed top edge (mask.css.ts) and above a
 * phone's bottom sheet (dialog.css.ts), where it covers none of the dialog's controls.
 */
import { urduFontCss } from '../urdu-font.css.ts';

const bubbleCss = /* css */ `
.mkt-toast-region {
  position: fixed;
  inset-inline: 0;
  inset-block: var(--mkt-toast-inset-block, auto calc(var(--mkt-space-6, 32px) + env(safe-area-inset-bottom, 0px)));
  z-index: var(--mkt-z-index-toast, 2147483300);
  display: flex;
  justify-content: center;
  padding-inline: var(--mkt-space-4, 16px);
  pointer-events: none;
}
.mkt-toast {
  box-sizing: border-box;
  max-inline-size: min(480px, 100%);
  padding-block: var(--mkt-space-3, 12px);
  padding-inline: var(--mkt-space-4, 16px);
  border-radius: var(--mkt-radius, 6px);
  background: var(--mkt-color-toast-background, #1f2937);
  color: var(--mkt-color-toast-text, #ffffff);
  font-family: var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
  font-size: var(--mkt-font-size, 14px);
  font-style: normal;
  font-weight: 400;
  line-height: var(--mkt-line-height, 1.5);
  letter-spacing: normal;
  text-transform: none;
  text-align: center;
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25);
  pointer-events: auto;
  animation: mkt-toast-in 0.2s ease-out;
}
@keyframes mkt-toast-in {
  from {
    opacity: 0;
    transform: translateY(8px);
  }
}
@media (prefers-reduced-motion: reduce) {
  .mkt-toast { animation: none; }
}
`;

/** The bubble carries its message's lang: Urdu's own family first (urdu-font.css.ts). */
export const toastCss = bubbleCss + urduFontCss;
