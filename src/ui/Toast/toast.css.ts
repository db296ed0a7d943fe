/** Shared by the React <Toast> and the lit <mkt-toast>: one look, no React in the element. */
export const toastCss = /* css */ `
.mkt-toast-region {
  position: fixed;
  inset-inline: 0;
  inset-block-end: var(--mkt-space-6);
  z-index: var(--mkt-z-index-toast);
  display: flex;
  justify-content: center;
  padding-inline: var(--mkt-space-4);
  pointer-events: none;
}
.mkt-toast {
  max-inline-size: min(480px, 100%);
  padding-block: var(--mkt-space-3);
  padding-inline: var(--mkt-space-4);
  border-radius: var(--mkt-radius);
  background: var(--mkt-color-toast-background);
  color: var(--mkt-color-toast-text);
  font-size: var(--mkt-font-size);
  line-height: var(--mkt-line-height);
  text-align: center;
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.25);
  pointer-events: auto;
  animation: mkt-toast-in 0.2s ease-out;
}
@keyframes mkt-toast-in {
  from {
    opacity: 0;
    transform: translateY(8px);
  }
}
`;
