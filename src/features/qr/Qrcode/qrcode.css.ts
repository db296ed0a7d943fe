/** Layout of the Qrcode screen (SPEC §2), rendered inside the popup's shadow root. */
// The header leaves room for the dialog's close button in the inline-end corner, which would
// otherwise cover the computer icon (comments stay out of the CSS string: they would ship).
// The code's box is 120 px (SPEC §9) whatever its bitmap: the QR library writes the bitmap's own
// size into the canvas's inline style when a long URL needs more modules than fit, and
// only an !important rule keeps the box, so the code is never wider than the dialog.
export const qrcodeCss = `
.mkt-qr__header {
  display: flex; align-items: flex-start; justify-content: space-between; gap: var(--mkt-space-2, 8px);
  padding-inline-end: var(--mkt-space-6, 32px);
}
.mkt-qr__computer {
  flex: none; display: inline-flex; padding: var(--mkt-space-1, 4px); border: 0; border-radius: var(--mkt-radius, 6px);
  background: transparent; color: var(--mkt-color-muted, #4b5563); cursor: pointer;
}
.mkt-qr__computer:hover { color: var(--mkt-color-primary, #c2410c); }
.mkt-qr__computer:focus-visible { outline: var(--mkt-focus-ring-width, 2px) solid var(--mkt-focus-ring-color, #1d4ed8); outline-offset: var(--mkt-focus-ring-offset, 2px); }
.mkt-qr__instructions { color: var(--mkt-color-muted, #4b5563); }
.mkt-qr__instructions .mkt-hl-red { color: var(--mkt-color-danger, #b91c1c); font-weight: 600; }
.mkt-qr__instructions .mkt-hl-blue { color: var(--mkt-color-link, #1d4ed8); font-weight: 600; }
.mkt-qr__body { display: flex; align-items: center; justify-content: center; gap: var(--mkt-space-5, 24px); }
.mkt-qr__frame {
  position: relative; display: grid; place-items: center;
  inline-size: 120px; block-size: 120px; background: #fff;
}
.mkt-qr__code { display: block; inline-size: 120px !important; block-size: 120px !important; image-rendering: pixelated; }
.mkt-qr__overlay {
  position: absolute; inset: 0; margin: 0; display: flex; flex-direction: column; align-items: center; justify-content: center;
  gap: var(--mkt-space-1, 4px); padding: var(--mkt-space-2, 8px); text-align: center;
  background: rgb(255 255 255 / 0.94); color: var(--mkt-color-text, #1f2937); font-size: var(--mkt-font-size-small, 12px);
}
.mkt-qr__overlay svg { color: var(--mkt-color-success, #15803d); }
.mkt-qr__illustration { color: var(--mkt-color-muted, #4b5563); }
.mkt-qr__error { display: flex; flex-direction: column; align-items: center; gap: var(--mkt-space-2, 8px); text-align: center; }
.mkt-qr__error p { margin: 0; }
.mkt-qr__error-text { color: var(--mkt-color-danger, #b91c1c); }
.mkt-qr__error-hint { color: var(--mkt-color-muted, #4b5563); }
`;
