/**
 * Urdu, for the popup's root and the toast bubble: the one script whose letters the general UI
 * font of some platforms has but cannot join (Firefox on Linux: DejaVu Sans). For the other
 * scripts such a font has no letters at all and the browser falls back to a font that has them,
 * so the toast, which loads with every page where bytes count, carries this rule only.
 */
export const urduFontCss = /* css */ `
:is(.mkt-root, .mkt-toast):lang(ur) { --mkt-script-families: 'Noto Nastaliq Urdu','Noto Naskh Arabic',; }
.mkt-root, .mkt-toast {
  font-family: var(--mkt-script-families,) var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
`;
