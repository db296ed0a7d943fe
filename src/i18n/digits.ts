/**
 * Digits typed in any numbering system our users' keyboards produce, read as ASCII 0-9
 * (SPEC §5 digits-only inputs: phone numbers and codes). One implementation for the UI kit's
 * inputs and the flows' checks, so what a field keeps is what the flow validates: an Urdu,
 * Bengali, Nepali, Sinhala, Thai or Burmese keyboard's digits count, as do full-width ones.
 */

/** Zero of each decimal run: full-width, Arabic-Indic, Extended Arabic-Indic (Urdu), Devanagari, Bengali, Sinhala Lith, Thai, Myanmar. */
const DIGIT_ZEROS = [0xff10, 0x0660, 0x06f0, 0x0966, 0x09e6, 0x0de6, 0x0e50, 0x1040];
const DIGIT_RUN = 10;

function toAsciiDigit(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  for (const zero of DIGIT_ZEROS) {
    if (code >= zero && code < zero + DIGIT_RUN) return String(code - zero);
  }
  return character;
}

/** Maps every known digit to ASCII and leaves other characters as they are. */
export function toAsciiDigits(text: string): string {
  let out = '';
  for (const character of text) out += toAsciiDigit(character);
  return out;
}

/** Keeps only digits, mapped to ASCII 0-9; anything else (spaces, +, letters) is dropped. */
export function onlyDigits(text: string): string {
  if (typeof text !== 'string') return '';
  return toAsciiDigits(text).replace(/[^0-9]/g, '');
}
