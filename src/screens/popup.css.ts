/** Layout of the popup frame and the screen transition (SPEC §2: screens change with a fade). */
// The screen frame takes focus only as a fallback after a navigation (a screen without controls),
// so it draws no focus ring. Only a screen change fades (.mkt-fade, PopupRoot.tsx): the screen an
// opening starts on, and the mask, show at full opacity in the first frame drawn, so a pre-painted
// Login and React's, which replaces it, are both opaque from the start and nothing blinks.
export const popupCss = `
.mkt-popup-panel {
  position: relative;
  inline-size: min(100%, 420px);
  box-sizing: border-box;
}
.mkt-popup-embedded {
  display: block;
  padding: var(--mkt-space-4, 16px);
  background: var(--mkt-color-background, #fff);
  border: 1px solid var(--mkt-color-border, #d9dbe3);
  border-radius: var(--mkt-radius, 8px);
}
.mkt-fade {
  animation: mkt-fade-in var(--mkt-fade-duration, 160ms) ease-out;
}
.mkt-screen-frame:focus { outline: none; }
@keyframes mkt-fade-in {
  from { opacity: 0; }
  to { opacity: 1; }
}
@media (prefers-reduced-motion: reduce) {
  .mkt-fade { animation: none; }
}
.mkt-screen { display: flex; flex-direction: column; gap: var(--mkt-space-3, 12px); }
.mkt-screen__title { margin: 0; font-size: 1.25em; font-weight: 700; text-wrap: balance; }
.mkt-title-row { display: flex; gap: var(--mkt-space-2, 8px); align-items: center; }
.mkt-title-row .mkt-screen__title { flex: 1; min-inline-size: 0; }
.mkt-screen-failed__actions { display: flex; gap: var(--mkt-space-3, 12px); }
.mkt-screen-failed__actions > * { flex: 1; }
.mkt-last-used { display: inline-block; margin-inline-start: var(--mkt-space-2, 8px); padding: 0 6px; border-radius: 999px; background: var(--mkt-color-last-used, #fde7d9); color: var(--mkt-color-text, #1f2937); font-size: 11px; font-weight: 600; line-height: 1.7; white-space: nowrap; vertical-align: middle; }
`;
