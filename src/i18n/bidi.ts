/**
 * Unicode bidi isolates for values placed inside right-to-left text (Urdu). Without them
 * a phone number such as "+92 300 1234567" or a name in Latin letters reorders with the
 * surrounding Urdu words and reads scrambled.
 */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const FIRST_STRONG_ISOLATE = '\u2068';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** For values that are always left to right: phone numbers, codes, symbol lists. */
export function isolateLtr(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** For values of unknown direction (a user's name): the first strong letter decides. */
export function isolate(text: string): string {
  return `${FIRST_STRONG_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
