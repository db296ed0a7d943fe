/** Layout of the Login screen; colours and sizes come from the kit's --mkt-* tokens. */
// (Comments stay out of the CSS strings: they would ship.) .mkt-login__link is at least 24 px tall,
// even in the small QR-link type (WCAG 2.5.8 target size).
export const loginCss = `
.mkt-login__header {
  display: flex;
  align-items: center;
  gap: var(--mkt-space-2, 8px);
  /* Room for the dialog's close button in the inline-end corner; the QR entry sits beside it. */
  padding-inline-end: var(--mkt-space-6, 32px);
}
.mkt-login__header .mkt-screen__title { flex: 1; min-inline-size: 0; }
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
.mkt-login__qr {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: max(36px, var(--mkt-touch-target));
  block-size: max(36px, var(--mkt-touch-target));
  padding: 0;
  border: 1px solid var(--mkt-color-border);
  border-radius: var(--mkt-radius);
  background: var(--mkt-color-background);
  color: var(--mkt-color-link);
  cursor: pointer;
}
.mkt-login__qr:hover { border-color: var(--mkt-color-link); }
.mkt-login__header .mkt-tooltip { max-inline-size: 240px; }
.mkt-login__signup { margin: 0; text-align: center; }
`;
