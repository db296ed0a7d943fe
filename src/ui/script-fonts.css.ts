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
 * build minifies plain CSS literals only. Each language names its families once, in a custom
 * property ending in a comma, which the one font-family rule puts in front of the general stack
 * (empty for the other languages): the toast loads with the page, where bytes count.
 */
/**
 * Urdu's rule (urdu-font.css.ts, which the toast also uses) and the other scripts' families, for
 * the popup (loaded with the first open).
 */
import { urduFontCss } from './urdu-font.css.ts';

export const scriptFontsCss = urduFontCss + /* css */ `
.mkt-root:lang(th) { --mkt-script-families: 'Noto Sans Thai',; }
.mkt-root:lang(bn) { --mkt-script-families: 'Noto Sans Bengali',; }
.mkt-root:lang(si) { --mkt-script-families: 'Noto Sans Sinhala',; }
.mkt-root:lang(my) { --mkt-script-families: 'Noto Sans Myanmar',; }
/* Nepali is written in Devanagari. */
.mkt-root:lang(ne) { --mkt-script-families: 'Noto Sans Devanagari',; }
.mkt-root:lang(km) { --mkt-script-families: 'Noto Sans Khmer',; }
`;
