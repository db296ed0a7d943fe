export const selectCss = /* css */ `
.mkt-select {
  position: relative;
  display: flex;
  flex-direction: column;
  gap: var(--mkt-space-1);
  margin-block-end: var(--mkt-space-3);
}
.mkt-select__label {
  font-weight: 600;
}
.mkt-select__trigger {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--mkt-space-2);
  min-block-size: max(40px, var(--mkt-touch-target));
  padding-inline: var(--mkt-space-3);
  border: 1px solid var(--mkt-color-border);
  border-radius: var(--mkt-radius);
  background: var(--mkt-color-background);
  cursor: pointer;
  user-select: none;
}
.mkt-select__trigger[aria-disabled='true'] {
  cursor: not-allowed;
  opacity: 0.55;
}
.mkt-select--invalid .mkt-select__trigger {
  border-color: var(--mkt-color-danger);
}
.mkt-select__placeholder {
  color: var(--mkt-color-muted);
}
.mkt-select__arrow {
  inline-size: 8px;
  block-size: 8px;
  border-right: 2px solid currentColor;
  border-bottom: 2px solid currentColor;
  transform: translateY(-2px) rotate(45deg);
}
.mkt-select__list {
  /* In the top layer (popover="manual"), placed under the field by position.ts. */
  position: fixed;
  inset: auto;
  z-index: var(--mkt-z-index-popover);
  box-sizing: border-box;
  margin: 0;
  color: var(--mkt-color-text);
  font: inherit;
  padding: var(--mkt-space-1) 0;
  overflow-y: auto;
  border: 1px solid var(--mkt-color-border);
  border-radius: var(--mkt-radius);
  background: var(--mkt-color-background);
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
  list-style: none;
}
.mkt-select__option {
  display: flex;
  align-items: center;
  padding-inline: var(--mkt-space-3);
  cursor: pointer;
}
.mkt-select__option--active {
  background: var(--mkt-color-surface);
}
.mkt-select__option--selected {
  font-weight: 700;
}
.mkt-select__option[aria-disabled='true'] {
  color: var(--mkt-color-muted);
  cursor: not-allowed;
}
.mkt-select__error {
  margin: 0;
  color: var(--mkt-color-danger);
  font-size: var(--mkt-font-size-small);
}
`;
