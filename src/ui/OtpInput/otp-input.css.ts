// Code boxes are 44 px when there is room, narrower on a 320 px screen or at 200% zoom (WCAG 1.4.10
// reflow), never under the 24 px target size (WCAG 2.5.8). The empty error takes no room but stays
// in the accessibility tree: display: none would remove the live region, and its first message
// might not be announced.
export const otpInputCss = /* css */ `
.mkt-otp__boxes {
  display: flex;
  justify-content: center;
  gap: var(--mkt-space-2);
}
.mkt-otp__box {
  flex: 0 1 44px;
  inline-size: 44px;
  min-inline-size: var(--mkt-touch-target);
  block-size: 48px;
  padding: 0;
  border: 1px solid var(--mkt-color-border);
  border-radius: var(--mkt-radius);
  background: var(--mkt-color-background);
  color: var(--mkt-color-text);
  font-size: var(--mkt-font-size-title);
  font-variant-numeric: tabular-nums;
  text-align: center;
  caret-color: var(--mkt-color-primary);
}
.mkt-otp__box:focus {
  border-color: var(--mkt-color-primary);
}
.mkt-otp--invalid .mkt-otp__box {
  border-color: var(--mkt-color-danger);
}
.mkt-otp__error {
  margin: var(--mkt-space-2) 0 0;
  color: var(--mkt-color-danger);
  font-size: var(--mkt-font-size-small);
  text-align: center;
}
.mkt-otp__error:empty {
  margin: 0;
}
`;
