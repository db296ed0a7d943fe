// Rollup plugin: minifies the CSS our modules carry as template literals, before TypeScript is
// stripped. Every template literal of a `*.css.ts` module, and every one marked `/* css */`
// elsewhere, is CSS; esbuild's CSS minifier drops the comments and the indentation (the
// page-load and first-open budgets pay for every byte). esbuild keeps the space after a custom
// property's colon (`--mkt-space-2: 8px`), which CSS trims from the value anyway (CSS Variables:
// leading and trailing whitespace is not part of it), so it goes too. A literal with `${` or a
// backslash is left as written: its text is not plain CSS.
import { transform } from 'esbuild';

const CSS_MODULE = /\.css\.ts$/;
const MARKED = /\/\* css \*\/\s*`([^`$\\]*)`/g;
const ANY = /`([^`$\\]*)`/g;
const CUSTOM_PROPERTY_COLON = /(--[\w-]+):\s+/g;

async function minifyLiterals(code, pattern) {
  const found = [...code.matchAll(pattern)];
  if (found.length === 0) return null;
  let out = '';
  let last = 0;
  for (const match of found) {
    const { code: css } = await transform(match[1], { loader: 'css', minify: true, target: 'chrome111' });
    out += `${code.slice(last, match.index)}\`${css.trim().replace(CUSTOM_PROPERTY_COLON, '$1:')}\``;
    last = match.index + match[0].length;
  }
  return out + code.slice(last);
}

export function minifyCssLiterals() {
  return {
    name: 'minify-css-literals',
    async transform(code, id) {
      if (id.includes('node_modules') || !/\.tsx?$/.test(id)) return null;
      const out = await minifyLiterals(code, CSS_MODULE.test(id) ? ANY : MARKED);
      return out === null ? null : { code: out, map: null };
    },
  };
}
