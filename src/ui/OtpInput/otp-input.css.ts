export const otpInputCss = /* css */ `
.mkt-otp__boxes {
  display: flex;
  justify-content: center;
  gap: var(--mkt-space-2);
}
.mkt-otp__box {
  inline-size: 44px;
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
  display: none;
}
`;
