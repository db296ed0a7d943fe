export const maskCss = /* css */ `
.mkt-mask {
  position: fixed;
  inset: 0;
  z-index: var(--mkt-z-index-dialog);
  display: flex;
  /* A fixed top edge, so it does not jump from screen to screen (a centred dialog would move
     with every change of height); room above for the QR hint. */
  align-items: flex-start;
  justify-content: center;
  padding: var(--mkt-space-4);
  padding-block-start: max(var(--mkt-space-4), 12vh);
  background: var(--mkt-color-overlay);
  overscroll-behavior: contain;
}
`;
