// <mkt-account-security> on /account.html as a shopper meets it, in English, Thai and Urdu, at
// 1280x800 and 360x740: axe-core (WCAG 2.0-2.2 A/AA, through the shadow roots) finds no violation
// of any impact signed out, signed in, with the password form and its rule hints, a confirmation,
// the step-up dialog and a toast showing; and each section, the signed-out state and the step-up
// look as their committed baselines (test/e2e/baselines/, visual-helpers.mjs).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useDemo } from './harness.mjs';
import { LANGUAGES, SIZES, shot } from './visual-helpers.mjs';

const AXE_SOURCE = readFileSync(new URL('../../node_modules/axe-core/axe.min.js', import.meta.url), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PHONE = '91234567';
const PASSWORD = 'Mkt@2024go';
const SECTIONS = ['passkeys', 'password', 'linked', 'devices'];

const demo = useDemo();
const security = (page, selector) => page.locator(`mkt-account-security ${selector}`);

/** axe on the page's elements of ours: the element, the header (when no modal covers it), the toast. */
async function axeViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    const hosts = ['mkt-account-security', 'mkt-header-account', 'mkt-toast', 'mkt-login-popup'].filter((selector) => document.querySelector(selector));
    const results = await window.axe.run({ include: hosts.map((host) => [host]) }, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `    ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`).join('\n')}`);
  }, WCAG_TAGS);
}

for (const lang of LANGUAGES) {
  for (const [size, options] of Object.entries(SIZES)) {
    test(`account security passes axe and looks as its baselines: ${lang}, ${size}`, async () => {
      const context = await demo.browser.newContext({ ...options, deviceScaleFactor: 1, reducedMotion: 'reduce' });
      const page = await context.newPage();
      const failures = [];
      const check = async (what) => {
        const violations = await axeViolations(page);
        if (violations.length) failures.push(`${what}: axe found ${violations.length} violation(s):\n${violations.join('\n')}`);
      };
      try {
        await page.goto(new URL(`/account.html?lang=${lang}`, demo.url).href);
        await security(page, '[part~="log-in"]').waitFor();
        await check('signed out');
        await shot(page, `account-security-signed-out-${lang}-${size}`);

        await page.locator('mkt-header-account [part="login-link"]').click();
        await page.locator('mkt-login-popup input[autocomplete~="username"]').fill(PHONE);
        await page.locator('mkt-login-popup input[autocomplete="current-password"]').fill(PASSWORD);
        await page.locator('mkt-login-popup [part~="login-submit"]').click();
        await security(page, '[data-section="devices"]').waitFor();
        await page.locator('mkt-login-popup [data-screen]').waitFor({ state: 'detached' });
        await check('signed in');
        for (const name of SECTIONS) {
          await security(page, `[data-section="${name}"]`).scrollIntoViewIfNeeded();
          await shot(page, `account-security-${name}-${lang}-${size}`);
        }

        // The password form with its rule hints ticking, as typed.
        await security(page, '[part~="change-password"]').click();
        await security(page, 'input[name="new-password"]').fill('abc');
        await check('password form with hints');
        // With "Sign out of other devices", ticked, under the hints.
        await security(page, 'input[name="sign-out-others"]').scrollIntoViewIfNeeded();
        await shot(page, `account-security-password-form-${lang}-${size}`);

        // Unlink Google: the confirmation, then the step-up over the page.
        await security(page, '[data-provider="GOOGLE"] button').click();
        await security(page, '[part~="dialog"]').waitFor();
        await check('confirmation');
        await security(page, '[part~="dialog"] [part~="button"]').last().click();
        await security(page, '[part="step-up"]').waitFor();
        await check('step-up');
        await shot(page, `account-security-step-up-${lang}-${size}`);
        await security(page, '[part="step-up-password"] input').fill(PASSWORD);
        await security(page, '[part="step-up-password"] button[type="submit"]').click();
        await page.locator('mkt-toast [part="toast"]').waitFor();
        await check('toast');
        assert.deepEqual(failures, []);
      } finally {
        await context.close();
      }
    });
  }
}
