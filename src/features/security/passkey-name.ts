/**
 * The rule of a passkey's name, checked at the field before anything is sent (the server checks it
 * again): 1 to 64 characters once trimmed, counted as code points, and no control or format
 * characters (a bidi override would make the name read differently from what it is) but the
 * zero-width joiner and non-joiner, which Sinhala, Urdu and emoji need in ordinary words.
 */
export const PASSKEY_NAME_MAX = 64;

export function cleanPasskeyName(name: string): string | undefined {
  const trimmed = name.trim();
  const length = [...trimmed].length;
  if (length < 1 || length > PASSKEY_NAME_MAX || /\p{Cc}|(?![\u200C\u200D])\p{Cf}/u.test(trimmed)) return undefined;
  return trimmed;
}
