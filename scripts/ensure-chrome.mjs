// Finds Debian's Chromium; installs it with apt-get when running as root; otherwise stops with
// a one-line instruction. No tool downloads a browser of its own. Also makes sure the fonts of
// our eleven languages are there (Thai, Bengali, Sinhala, Burmese, Devanagari, Urdu's Nastaliq
// and Chinese), so screenshots and layout tests see real glyphs, not boxes.
import { execSync } from 'node:child_process';
import { findChrome } from './chrome.mjs';

/** Debian packages with the fonts of every language we speak (SPEC §8 language list). */
const FONT_PACKAGES = ['fonts-noto-core', 'fonts-noto-cjk'];
/** fontconfig language tags that must have a font: th, bn, si, my, ne, ur, zh. */
const FONT_LANGUAGES = ['th', 'bn', 'si', 'my', 'ne', 'ur', 'zh-cn'];

function missingFontLanguages() {
  try {
    return FONT_LANGUAGES.filter((lang) => execSync(`fc-list :lang=${lang} family`, { encoding: 'utf8' }).trim() === '');
  } catch {
    return FONT_LANGUAGES; // no fontconfig tools yet
  }
}

function ensureFonts(isRoot) {
  const missing = missingFontLanguages();
  if (missing.length === 0) return;
  if (!isRoot) {
    console.warn(`No font for ${missing.join(', ')}: screenshots will show boxes (sudo apt-get install -y ${FONT_PACKAGES.join(' ')}).`);
    return;
  }
  console.log(`No font for ${missing.join(', ')}: installing ${FONT_PACKAGES.join(' ')} with apt-get ...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fontconfig ${FONT_PACKAGES.join(' ')}`, { stdio: 'inherit' });
}

export function ensureChrome() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  ensureFonts(isRoot);
  let chrome = findChrome();
  if (chrome) return chrome;
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
