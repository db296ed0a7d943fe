/** Layout of the Login screen; colours and sizes come from the kit's --mkt-* tokens. */
// (Comments stay out of the CSS strings: they would ship.) .mkt-login__link is at least 24 px tall,
// even in the small QR-link type (WCAG 2.5.8 target size).
export const loginCss = `
.mkt-login__header {
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--mkt-space-3, 12px);
  /* Room for the dialog's close button in the inline-end corner. */
  padding-inline-end: var(--mkt-space-6, 32px);
}
.mkt-login__form {
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--mkt-space-3, 12px);
  padding-block-start: var(--mkt-space-3, 12px);
}
.mkt-login__row { display: flex; gap: var(--mkt-space-2, 8px); }
.mkt-login__row--end { justify-content: flex-end; }
.mkt-login__link {
  display: inline-flex;
  align-items: center;
  min-block-size: var(--mkt-touch-target, 24px);
  padding: 0;
  border: 0;
  background: none;
  color: var(--mkt-color-link);
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
}
.mkt-login__qr { flex: none; white-space: nowrap; font-size: var(--mkt-font-size-small, 12px); }
/* The QR hint hangs from the link's end edge, so it stays inside the dialog in both directions. */
.mkt-login__header .mkt-popover--bottom {
  left: auto;
  inset-inline-end: 0;
  transform: none;
  max-inline-size: 220px;
}
.mkt-login__signup { margin: 0; text-align: center; }
`;
