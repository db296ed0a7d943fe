/**
 * Design tokens and the isolation reset shared by every shadow root of the package.
 *
 * Tokens are CSS custom properties on `:host`, so a host page restyles us from outside
 * (`mkt-login-popup { --mkt-color-primary: #0a58ca }`) without touching our code.
 * Custom properties are the only thing that crosses the shadow boundary on purpose.
 *
 * The regional 'mybiz' reseller theme (SPEC §6: group B regions and MM) applies either
 * through the host attribute `theme="mybiz"` or the class `mkt-theme-mybiz` on any element
 * inside our root (the Loading and Dialog `theme` props use the class).
 *
 * The defaults are declared on our element's own host. A popup's screens live one shadow root
 * deeper (the pre-painted Login's host, <mkt-popup-view>): those hosts declare none, so the
 * values a page gives the element reach the screens by inheritance. They are the hosts that
 * forward parts (`exportparts`), which is what the selector tells them by: the first open has no
 * bytes for a longer one. An element of ours that a page gives `exportparts` itself has to get
 * the tokens it uses from the page (the theming guide says so).
 *
 * Colours are chosen for WCAG AA: every text colour below reaches at least 4.5:1 on the
 * background and surface colours (checked by the axe tests of the gallery).
 */
export const themeCss = /* css */ `
:host(:not([exportparts])) {
  /* colours */
  --mkt-color-primary: #c2410c;
  --mkt-color-primary-hover: #9a3412;
  --mkt-color-on-primary: #ffffff;
  --mkt-color-secondary: #334155;
  --mkt-color-secondary-hover: #1e293b;
  --mkt-color-on-secondary: #ffffff;
  --mkt-color-danger: #b91c1c;
  --mkt-color-success: #15803d;
  --mkt-color-text: #1f2937;
  --mkt-color-muted: #4b5563;
  --mkt-color-border: #6b7280;
  --mkt-color-background: #ffffff;
  --mkt-color-surface: #f3f4f6;
  /* Links and the focus ring speak the brand: orange-800 reads 7:1 on white. */
  --mkt-color-link: #9a3412;
  --mkt-color-overlay: rgba(17, 24, 39, 0.55);
  --mkt-color-toast-background: #1f2937;
  --mkt-color-toast-text: #ffffff;
  /* shape and type */
  --mkt-radius: 6px;
  --mkt-radius-large: 12px;
  /* Each script's own family comes first by language (script-fonts.css.ts). */
  --mkt-font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif;
  --mkt-font-size: 14px;
  --mkt-font-size-small: 12px;
  --mkt-font-size-large: 16px;
  --mkt-font-size-title: 20px;
  --mkt-line-height: 1.5;
  /* spacing scale */
  --mkt-space-1: 4px;
  --mkt-space-2: 8px;
  --mkt-space-3: 12px;
  --mkt-space-4: 16px;
  --mkt-space-5: 24px;
  --mkt-space-6: 32px;
  /* layers */
  --mkt-z-index-popover: 2147483000;
  --mkt-z-index-dialog: 2147483100;
  --mkt-z-index-loading: 2147483200;
  --mkt-z-index-toast: 2147483300;
  /* focus ring */
  --mkt-focus-ring-color: #c2410c;
  --mkt-focus-ring-width: 2px;
  --mkt-focus-ring-offset: 2px;
  /* WCAG 2.2 target size minimum */
  --mkt-touch-target: 24px;

  /* Host defaults only: a host page may still position, size or hide the element itself. */
  display: block;
}

/* A thumb needs 44 x 44 CSS px (WCAG 2.5.5); every control's size follows this token. The
   selector is the defaults' own, to outweigh them. */
@media (pointer: coarse) {
  :host(:not([exportparts])) { --mkt-touch-target: 44px; }
}

/* Line height by script (docs/design.md): taller stacks and Nastaliq need more room. */
.mkt-root:lang(th), .mkt-root:lang(bn), .mkt-root:lang(ne), .mkt-root:lang(si) { --mkt-line-height: 1.65; }
.mkt-root:lang(my) { --mkt-line-height: 1.8; }
.mkt-root:lang(ur) { --mkt-line-height: 2.1; }

/* Regional reseller theme (SPEC §6). */
:host([theme='mybiz']),
.mkt-theme-mybiz {
  --mkt-color-primary: #0b6e4f;
  --mkt-color-primary-hover: #064e3b;
  --mkt-color-secondary: #1e3a5f;
  --mkt-color-secondary-hover: #102a43;
  --mkt-color-link: #0b6e4f;
  --mkt-focus-ring-color: #0b6e4f;
}

:host([hidden]) {
  display: none;
}

/*
 * Isolation reset. Page rules never match inside our shadow tree; the only way host CSS leaks
 * in is inheritance through the host element (even '* { color: red !important }' on the page
 * reaches us that way). Every top-level element of our roots therefore sets each inherited
 * property explicitly, so nothing below inherits from the page.
 */
:host > *,
.mkt-root {
  color: var(--mkt-color-text);
  font-family: var(--mkt-font-family);
  font-size: var(--mkt-font-size);
  font-style: normal;
  font-weight: 400;
  font-variant: normal;
  font-stretch: normal;
  line-height: var(--mkt-line-height);
  letter-spacing: normal;
  word-spacing: normal;
  text-align: start;
  text-indent: 0;
  text-transform: none;
  text-shadow: none;
  white-space: normal;
  word-break: normal;
  overflow-wrap: break-word;
  visibility: visible;
  cursor: auto;
  list-style: none;
  quotes: auto;
  -webkit-font-smoothing: antialiased;
  -webkit-text-fill-color: currentColor;
  /* Less common inherited properties a page reset may still set (examples/hostile.css). */
  -webkit-text-stroke: 0;
  font-kerning: auto;
  font-feature-settings: normal;
  font-variation-settings: normal;
  font-size-adjust: none;
  font-synthesis: weight style;
  text-underline-offset: auto;
  text-underline-position: auto;
  text-emphasis: none;
  text-rendering: auto;
  hyphens: manual;
  tab-size: 8;
  line-break: auto;
  caret-color: auto;
  accent-color: auto;
  color-scheme: light;
  writing-mode: horizontal-tb;
  pointer-events: auto;
  border-collapse: separate;
  border-spacing: 0;
}

*,
*::before,
*::after {
  box-sizing: border-box;
}

button,
input,
select,
textarea {
  font: inherit;
  color: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  margin: 0;
}

:focus-visible {
  outline: var(--mkt-focus-ring-width) solid var(--mkt-focus-ring-color);
  outline-offset: var(--mkt-focus-ring-offset);
}

a {
  color: var(--mkt-color-link);
  text-decoration: underline;
}

[hidden] {
  display: none !important;
}

.mkt-visually-hidden {
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
}

@media (prefers-reduced-motion: reduce) {
  *,
  *::before,
  *::after {
    animation-duration: 1ms !important;
    transition-duration: 1ms !important;
  }
}
`;
