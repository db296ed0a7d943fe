export const tabsCss = /* css */ `
.mkt-tabs__list {
  display: flex;
  gap: var(--mkt-space-2);
  border-block-end: 1px solid var(--mkt-color-border);
  margin-block-end: var(--mkt-space-4);
}
.mkt-tabs__tab {
  min-block-size: max(40px, var(--mkt-touch-target));
  padding-inline: var(--mkt-space-3);
  border: 0;
  border-block-end: 3px solid transparent;
  background: transparent;
  color: var(--mkt-color-muted);
  font-size: var(--mkt-font-size-large);
  font-weight: 600;
  cursor: pointer;
}
.mkt-tabs__tab--selected {
  border-block-end-color: var(--mkt-color-primary);
  color: var(--mkt-color-text);
}
.mkt-tabs__tab:disabled {
  cursor: not-allowed;
  opacity: 0.55;
}
.mkt-tabs__panel:focus-visible {
  outline-offset: 4px;
}
`;
