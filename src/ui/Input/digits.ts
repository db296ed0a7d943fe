/** Full-width digits U+FF10..U+FF19 (typed by CJK input methods) map to ASCII 0..9. */
const FULL_WIDTH_ZERO = 0xff10;
const FULL_WIDTH_NINE = 0xff19;
const ASCII_ZERO = 0x30;

export function toAsciiDigits(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += code >= FULL_WIDTH_ZERO && code <= FULL_WIDTH_NINE ? String.fromCharCode(code - FULL_WIDTH_ZERO + ASCII_ZERO) : char;
  }
  return out;
}

/** SPEC §5: digits-only mode keeps 0-9 (after mapping full-width digits) and drops the rest. */
export function onlyDigits(text: string): string {
  return toAsciiDigits(text).replace(/[^0-9]/g, '');
}
