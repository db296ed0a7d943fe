export const spinnerCss = /* css */ `
.mkt-spinner {
  display: inline-block;
  inline-size: 1em;
  block-size: 1em;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: mkt-spin 0.8s linear infinite;
  flex: none;
}
@keyframes mkt-spin {
  to {
    transform: rotate(360deg);
  }
}
`;
