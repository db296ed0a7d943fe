export const popoverCss = /* css */ `
.mkt-popover-anchor {
  position: relative;
  display: inline-block;
}
.mkt-popover {
  /* In the top layer (popover="manual"), placed by position.ts in viewport coordinates. */
  position: fixed;
  inset: auto;
  margin: 0;
  overflow: visible;
  z-index: var(--mkt-z-index-popover);
  display: block;
  inline-size: max-content;
  max-inline-size: 280px;
  padding: var(--mkt-space-3);
  border: 1px solid var(--mkt-color-border);
  border-radius: var(--mkt-radius);
  background: var(--mkt-color-background);
  color: var(--mkt-color-text);
  font-size: var(--mkt-font-size);
  font-weight: 400;
  line-height: var(--mkt-line-height);
  text-align: start;
  white-space: normal;
  box-shadow: 0 6px 24px rgba(0, 0, 0, 0.18);
  opacity: 1;
  transition: opacity 0.15s;
}
.mkt-popover--leaving {
  opacity: 0;
}
.mkt-tooltip {
  padding-block: var(--mkt-space-1);
  padding-inline: var(--mkt-space-2);
  border-color: var(--mkt-color-toast-background);
  background: var(--mkt-color-toast-background);
  color: var(--mkt-color-toast-text);
  font-size: var(--mkt-font-size-small);
}
`;
