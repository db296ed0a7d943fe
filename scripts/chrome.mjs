// Where Debian's Chromium lives, and the flags every launcher uses (root needs --no-sandbox;
// the closed network needs background networking off). No tool downloads a browser of its own.
import { existsSync } from 'node:fs';

export const chromeArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
];

/** @returns {string | undefined} */
export function findChrome() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  return candidates.find((p) => existsSync(p));
}
