export const maskCss = /* css */ `
.mkt-mask {
  position: fixed;
  inset: 0;
  z-index: var(--mkt-z-index-dialog);
  display: flex;
  align-items: center;
  justify-content: center;
  padding: var(--mkt-space-4);
  background: var(--mkt-color-overlay);
  overscroll-behavior: contain;
  animation: mkt-fade-in 0.15s ease-out;
}
@keyframes mkt-fade-in {
  from {
    opacity: 0;
  }
}
`;
