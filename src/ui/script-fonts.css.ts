/**
 * Font stacks by language, for the scripts a general UI font draws badly or not at all (the
 * regions' languages of SPEC §1 and §3: Urdu, Thai, Bengali, Sinhala, Burmese, Nepali, and Khmer
 * for KH in the region configuration).
 *
 * Why each script's own family comes before `system-ui`: `system-ui` is whatever the platform
 * calls its UI font, and a browser falls back past it only for letters it lacks. Firefox on Linux
 * maps `system-ui` to DejaVu Sans, which has Arabic letters but not Urdu's joining, so Urdu came
 * out broken ("نہیں" drawn as "ن٥یں", ے detached) although Noto Nastaliq Urdu sat further down
 * the stack. Urdu asks for Nastaliq first, then Naskh where Nastaliq is missing. These families
 * carry no Latin letters (some carry digits), so Latin words keep the general stack after them.
 *
 * The stacks go in front of `--mkt-font-family`, so a host page's own family still follows. The
 * fallback inside var() is the general stack for the toast bubble, which has no theme tokens.
 * One literal for the popup's root and the toast bubble (both carry the shopper's lang): the
 * build minifies plain CSS literals only.
 */
export const scriptFontsCss = /* css */ `
:is(.mkt-root, .mkt-toast):lang(ur) {
  font-family: 'Noto Nastaliq Urdu', 'Noto Naskh Arabic', 'Noto Naskh Arabic UI', var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
:is(.mkt-root, .mkt-toast):lang(th) {
  font-family: 'Noto Sans Thai', 'Noto Sans Thai UI', var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
:is(.mkt-root, .mkt-toast):lang(bn) {
  font-family: 'Noto Sans Bengali', 'Noto Sans Bengali UI', var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
:is(.mkt-root, .mkt-toast):lang(si) {
  font-family: 'Noto Sans Sinhala', 'Noto Sans Sinhala UI', var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
:is(.mkt-root, .mkt-toast):lang(my) {
  font-family: 'Noto Sans Myanmar', 'Noto Sans Myanmar UI', var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
/* Nepali is written in Devanagari. */
:is(.mkt-root, .mkt-toast):lang(ne) {
  font-family: 'Noto Sans Devanagari', 'Noto Sans Devanagari UI', var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
:is(.mkt-root, .mkt-toast):lang(km) {
  font-family: 'Noto Sans Khmer', 'Noto Sans Khmer UI', var(--mkt-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif);
}
`;
