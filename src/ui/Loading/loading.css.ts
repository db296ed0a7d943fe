export const loadingCss = /* css */ `
.mkt-loading {
  position: absolute;
  inset: 0;
  z-index: var(--mkt-z-index-loading);
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.7);
  color: var(--mkt-color-primary);
  opacity: 1;
  transition-property: opacity;
}
.mkt-loading--fullscreen {
  position: fixed;
}
.mkt-loading--hiding {
  opacity: 0;
  pointer-events: none;
}
.mkt-loading__spinner {
  inline-size: 32px;
  block-size: 32px;
  border-width: 3px;
}
`;
