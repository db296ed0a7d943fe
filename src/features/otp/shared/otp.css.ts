/** Layout of the one-time-code screens (rendered as a <style> inside the popup's shadow root). */
// .mkt-visually-hidden comes with the kit's theme sheet.
// The text-only buttons (.mkt-otp-screen__link) are at least 24 px tall: WCAG 2.5.8 target size.
export const otpCss = `
.mkt-otp-screen { position: relative; }
.mkt-otp-screen__text { margin: 0; color: var(--mkt-color-muted, #4b5563); }
.mkt-otp-screen__channels { display: flex; flex-direction: column; gap: var(--mkt-space-2, 8px); }
.mkt-otp-screen__waiting { display: flex; align-items: center; justify-content: center; min-block-size: var(--mkt-touch-target, 44px); margin: 0; color: var(--mkt-color-primary, #c2410c); }
.mkt-otp-screen__channel { display: inline-flex; align-items: center; justify-content: center; gap: var(--mkt-space-2, 8px); }
.mkt-otp-screen__row { display: flex; flex-wrap: wrap; gap: var(--mkt-space-2, 8px); align-items: center; }
.mkt-otp-screen__link { display: inline-flex; align-items: center; justify-content: center; min-block-size: var(--mkt-touch-target, 24px); background: none; border: 0; padding: 0; font: inherit; color: var(--mkt-color-link, #1d4ed8); text-decoration: underline; cursor: pointer; }
.mkt-otp-screen__link:disabled { color: var(--mkt-color-muted, #4b5563); cursor: default; text-decoration: none; }
.mkt-otp-screen__code { font-size: 1.4em; font-weight: 700; letter-spacing: 0.08em; }
.mkt-otp-screen__section-title { margin: 0; font-size: 1em; font-weight: 600; text-wrap: balance; }
`;
