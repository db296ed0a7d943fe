// The checkbox itself is the 24 px target of WCAG 2.5.8 (a margin around it would not be clickable).
export const checkboxCss = /* css */ `
.mkt-checkbox {
  margin-block-end: var(--mkt-space-3);
}
.mkt-checkbox__row {
  display: flex;
  align-items: flex-start;
  gap: var(--mkt-space-2);
}
.mkt-checkbox__input {
  flex: none;
  inline-size: var(--mkt-touch-target);
  block-size: var(--mkt-touch-target);
  margin: 0;
  accent-color: var(--mkt-color-primary);
  cursor: pointer;
}
.mkt-checkbox__label {
  min-block-size: var(--mkt-touch-target);
  padding-block-start: 1px;
  cursor: pointer;
}
.mkt-checkbox__error {
  margin: var(--mkt-space-1) 0 0;
  padding-inline-start: calc(24px + var(--mkt-space-2));
  color: var(--mkt-color-danger);
  font-size: var(--mkt-font-size-small);
}
`;
