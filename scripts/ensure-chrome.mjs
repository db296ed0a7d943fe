// Finds Debian's Chromium; installs it with apt-get when running as root; otherwise stops with
// a one-line instruction. No tool downloads a browser of its own.
import { execSync } from 'node:child_process';
import { findChrome } from './chrome.mjs';

export function ensureChrome() {
  let chrome = findChrome();
  if (chrome) return chrome;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error('No Chromium found: install Debian\'s chromium (sudo apt-get install -y chromium) or set CHROME_PATH.');
    process.exit(1);
  }
  console.log('No Chromium found: installing Debian\'s chromium with apt-get ...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' });
  chrome = findChrome();
  if (!chrome) {
    console.error('apt-get finished but no Chromium was found at /usr/bin/chromium; set CHROME_PATH.');
    process.exit(1);
  }
  return chrome;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChrome());
