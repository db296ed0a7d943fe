/**
 * One constructable stylesheet for the whole kit, built once on first use and adopted by
 * every shadow root of ours: the browser parses the CSS a single time however many
 * elements the page holds (ARCHITECTURE "Theming"; TOOLCHAIN gotcha 9).
 */
import { themeCss } from './theme.css.ts';
import { scriptFontsCss } from './script-fonts.css.ts';
import { buttonCss } from './Button/button.css.ts';
import { dialogCss } from './Dialog/dialog.css.ts';
import { iconCss } from './Icon/icon.css.ts';
import { inputCss } from './Input/input.css.ts';
import { loadingCss } from './Loading/loading.css.ts';
import { maskCss } from './Mask/mask.css.ts';
import { popoverCss } from './Popover/popover.css.ts';
import { spinnerCss } from './Spinner/spinner.css.ts';
import { tabsCss } from './Tabs/tabs.css.ts';

/**
 * The CSS of the components every popup shows at once, theme tokens and isolation reset first.
 * The others (OtpInput, Checkbox, Select, DatePicker, Toast) bring their rules as a <style> of
 * their own, so the first open does not download them (first-open budget).
 */
export const UI_CSS = [
  themeCss,
  scriptFontsCss,
  spinnerCss,
  buttonCss,
  iconCss,
  maskCss,
  dialogCss,
  popoverCss,
  loadingCss,
  inputCss,
  tabsCss,
].join('\n');

let uiStyleSheet: CSSStyleSheet | undefined;
const extraSheets: CSSStyleSheet[] = [];

/** The shared sheet, parsed on the first call only. */
export function getUiStyleSheet(): CSSStyleSheet {
  if (!uiStyleSheet) {
    uiStyleSheet = new CSSStyleSheet();
    uiStyleSheet.replaceSync(UI_CSS);
  }
  return uiStyleSheet;
}

/**
 * Lets code outside the kit add its CSS to every root that adopts the kit, without this module
 * importing it. Register before rendering. (The popup adopts its screens' sheet itself, in
 * src/screens/popup-view.ts; the screens that load later bring theirs as a <style>.)
 */
export function registerUiStyles(css: string): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  extraSheets.push(sheet);
  return sheet;
}

/** Adds the kit's sheet(s) to a shadow root once, keeping the root's other sheets. */
export function adoptUiStyles(root: ShadowRoot): void {
  const wanted = [getUiStyleSheet(), ...extraSheets];
  const missing = wanted.filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length > 0) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...missing];
}
