export const inputCss = /* css */ `
.mkt-input {
  display: flex;
  flex-direction: column;
  gap: var(--mkt-space-1);
  margin-block-end: var(--mkt-space-3);
}
.mkt-input__label {
  font-weight: 600;
  color: var(--mkt-color-text);
}
.mkt-input__box {
  display: flex;
  align-items: center;
  min-block-size: 40px;
  border: 1px solid var(--mkt-color-border);
  border-radius: var(--mkt-radius);
  background: var(--mkt-color-background);
}
.mkt-input__box:focus-within {
  outline: var(--mkt-focus-ring-width) solid var(--mkt-focus-ring-color);
  outline-offset: 1px;
}
.mkt-input--invalid .mkt-input__box {
  border-color: var(--mkt-color-danger);
}
.mkt-input__prefix {
  padding-inline: var(--mkt-space-3);
  border-inline-end: 1px solid var(--mkt-color-border);
  color: var(--mkt-color-muted);
  white-space: nowrap;
  user-select: none;
}
.mkt-input__control {
  flex: 1;
  min-inline-size: 0;
  min-block-size: max(38px, var(--mkt-touch-target));
  padding-block: var(--mkt-space-2);
  padding-inline: var(--mkt-space-3);
  border: 0;
  border-radius: var(--mkt-radius);
  background: transparent;
  color: var(--mkt-color-text);
  font-size: var(--mkt-font-size);
  line-height: 1.4;
  text-align: start;
  appearance: none;
}
.mkt-input__control:focus,
.mkt-input__control:focus-visible {
  outline: none;
}
.mkt-input__control::placeholder {
  color: var(--mkt-color-muted);
  opacity: 1;
}
.mkt-input__suffix {
  display: flex;
  padding-inline-end: var(--mkt-space-1);
}
.mkt-input__toggle {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: max(32px, var(--mkt-touch-target));
  block-size: max(32px, var(--mkt-touch-target));
  padding: 0;
  border: 0;
  border-radius: var(--mkt-radius);
  background: transparent;
  color: var(--mkt-color-muted);
  cursor: pointer;
}
.mkt-input__hint,
.mkt-input__count {
  margin: 0;
  color: var(--mkt-color-muted);
  font-size: var(--mkt-font-size-small);
}
.mkt-input__count {
  text-align: end;
}
.mkt-input__error {
  margin: 0;
  color: var(--mkt-color-danger);
  font-size: var(--mkt-font-size-small);
}
/* Phones: 16 px text, so iOS does not zoom into a focused field. */
@media (max-width: 599.98px) {
  .mkt-input__control { font-size: max(16px, var(--mkt-font-size)); }
}
`;
