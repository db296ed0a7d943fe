// Close comes first in the markup (first in the tab order, as it is drawn in the top corner): it
// stacks above the positioned screen content that follows it.
export const dialogCss = /* css */ `
.mkt-dialog {
  position: relative;
  inline-size: min(400px, 100%);
  max-block-size: calc(100vh - max(var(--mkt-space-4), 12vh) - var(--mkt-space-4));
  overflow: auto;
  padding: var(--mkt-space-5);
  border-radius: var(--mkt-radius-large);
  background: var(--mkt-color-background);
  color: var(--mkt-color-text);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
}
.mkt-dialog:focus {
  outline: none;
}
.mkt-dialog__title {
  margin: 0 0 var(--mkt-space-2);
  padding-inline-end: var(--mkt-space-5);
  font-size: var(--mkt-font-size-large);
  font-weight: 700;
  /* A step under the text's own line height, which each script sets (Urdu's Nastaliq needs 2.1). */
  line-height: calc(var(--mkt-line-height) - 0.1);
  text-wrap: balance;
}
.mkt-dialog__desc {
  margin: 0 0 var(--mkt-space-4);
  color: var(--mkt-color-muted);
}
.mkt-dialog__body {
  margin-block-end: var(--mkt-space-4);
}
.mkt-dialog__actions {
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--mkt-space-2);
}
.mkt-dialog__close {
  position: absolute;
  z-index: 1;
  inset-block-start: var(--mkt-space-2);
  inset-inline-end: var(--mkt-space-2);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: max(32px, var(--mkt-touch-target));
  block-size: max(32px, var(--mkt-touch-target));
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: var(--mkt-color-muted);
  cursor: pointer;
}
.mkt-dialog__close:hover {
  background: var(--mkt-color-surface);
}
/*
 * Phones: below 600 px the dialog is a bottom sheet, full width, inside the safe area,
 * above the on-screen keyboard (--mkt-keyboard-inset, set from visualViewport by the Mask) and
 * never taller than what the keyboard leaves, less 96 px at the top: the toast shows there on a
 * phone while a dialog is open (toast.css.ts), over the page, never over the sheet's title, Close or
 * buttons.
 */
@media (max-width: 599.98px) {
  .mkt-mask {
    align-items: flex-end;
    padding: 0;
    padding-block-end: var(--mkt-keyboard-inset, 0px);
  }
  .mkt-dialog {
    inline-size: 100%;
    max-block-size: calc(var(--mkt-visible-height, 100dvh) - 96px);
    padding-block-end: calc(var(--mkt-space-5) + env(safe-area-inset-bottom, 0px));
    padding-inline: calc(var(--mkt-space-4) + env(safe-area-inset-left, 0px)) calc(var(--mkt-space-4) + env(safe-area-inset-right, 0px));
    border-end-start-radius: 0;
    border-end-end-radius: 0;
    overscroll-behavior: contain;
  }
}
`;
