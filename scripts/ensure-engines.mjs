// Finds the other two engines the journeys of test/engines/ run in: Debian's Firefox ESR (driven
// over WebDriver BiDi, no geckodriver needed) and WebKitGTK (its WebDriver and MiniBrowser, which
// has no headless mode and so runs under a virtual X server). Installs them with apt-get when
// running as root, as ensure-chrome.mjs does for Chromium; otherwise stops with the command to run.
// No tool downloads a browser of its own.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const FIREFOX = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const XVFB_RUN = '/usr/bin/xvfb-run';
/** MiniBrowser: WebKitGTK's test browser, which WebKitWebDriver starts with --automation. */
export const MINIBROWSER_CANDIDATES = [
  process.env.MINIBROWSER_PATH,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
].filter(Boolean);

const PACKAGES = {
  firefox: { packages: ['firefox-esr'], present: () => existsSync(FIREFOX) },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb'],
    present: () => existsSync(WEBKIT_DRIVER) && existsSync(XVFB_RUN) && findMiniBrowser() !== undefined,
  },
};

export function findMiniBrowser() {
  return MINIBROWSER_CANDIDATES.find((path) => existsSync(path));
}

/** Makes sure the engines named (default both) are installed; exits with a hint when it cannot. */
export function ensureEngines(names = ['firefox', 'webkit']) {
  const missing = names.filter((name) => !PACKAGES[name].present());
  if (missing.length === 0) return;
  const packages = missing.flatMap((name) => PACKAGES[name].packages);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(`No ${missing.join(' or ')} found: sudo apt-get install -y ${packages.join(' ')}`);
    process.exit(1);
  }
  console.log(`No ${missing.join(' or ')} found: installing ${packages.join(' ')} with apt-get ...`);
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`, { stdio: 'inherit' });
  const still = missing.filter((name) => !PACKAGES[name].present());
  if (still.length > 0) {
    console.error(`apt-get finished but ${still.join(' and ')} still cannot be found.`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) ensureEngines();
