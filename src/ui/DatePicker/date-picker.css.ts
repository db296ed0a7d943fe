export const datePickerCss = /* css */ `
.mkt-date-picker {
  margin-block-end: var(--mkt-space-3);
}
.mkt-date-picker__label {
  display: block;
  margin-block-end: var(--mkt-space-1);
  font-weight: 600;
}
.mkt-date-picker__fields {
  display: grid;
  grid-template-columns: 1fr 1.4fr 1fr;
  gap: var(--mkt-space-2);
}
.mkt-date-picker__fields > .mkt-select {
  margin-block-end: 0;
}
.mkt-date-picker__error {
  margin: var(--mkt-space-1) 0 0;
  color: var(--mkt-color-danger);
  font-size: var(--mkt-font-size-small);
}
`;
