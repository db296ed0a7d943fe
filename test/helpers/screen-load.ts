/**
 * How long a test waits for a real popup's React screen to show. It arrives after the first open's
 * pause of input (300 ms), React's evaluation and the screens' modules, which the test server
 * serves unbundled, one request each: well under a second on an idle machine, several on a busy
 * two-core one. waitUntil's own default (1 s) is a fast machine's figure.
 */
export const SCREEN_LOAD = { timeout: 5000 };
