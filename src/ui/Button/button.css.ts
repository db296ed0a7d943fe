export const buttonCss = /* css */ `
.mkt-button {
  --_bg: var(--mkt-color-primary);
  --_bg-hover: var(--mkt-color-primary-hover);
  --_fg: var(--mkt-color-on-primary);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--mkt-space-2);
  min-block-size: max(40px, var(--mkt-touch-target));
  min-inline-size: var(--mkt-touch-target);
  padding-block: var(--mkt-space-2);
  padding-inline: var(--mkt-space-4);
  border: 1px solid var(--_bg);
  border-radius: var(--mkt-radius);
  background: var(--_bg);
  color: var(--_fg);
  font-size: var(--mkt-font-size);
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  user-select: none;
  transition: background-color 0.15s, border-color 0.15s, color 0.15s;
}
.mkt-button--secondary {
  --_bg: var(--mkt-color-secondary);
  --_bg-hover: var(--mkt-color-secondary-hover);
  --_fg: var(--mkt-color-on-secondary);
}
.mkt-button--solid:hover:not(:disabled) {
  background: var(--_bg-hover);
  border-color: var(--_bg-hover);
}
.mkt-button--outline {
  background: var(--mkt-color-background);
  color: var(--_bg);
}
.mkt-button--text {
  background: transparent;
  border-color: transparent;
  color: var(--_bg);
}
.mkt-button--outline:hover:not(:disabled),
.mkt-button--text:hover:not(:disabled) {
  color: var(--_bg-hover);
  background: var(--mkt-color-surface);
}
.mkt-button--small {
  min-block-size: max(32px, var(--mkt-touch-target));
  padding-inline: var(--mkt-space-3);
  font-size: var(--mkt-font-size-small);
}
.mkt-button--large {
  min-block-size: 48px;
  padding-inline: var(--mkt-space-5);
  font-size: var(--mkt-font-size-large);
}
.mkt-button--block {
  display: flex;
  inline-size: 100%;
}
.mkt-button:disabled {
  cursor: not-allowed;
  opacity: 0.55;
}
/*
 * aria-busy, not a class: the pre-painted Login's copy marks a press the same way (paint-login.ts).
 * No fading: the label must keep its contrast while busy.
 */
.mkt-button[aria-busy='true'] {
  cursor: progress;
}
`;
