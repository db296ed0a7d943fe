/**
 * The sheets of a popup's shadow root, React-free: the kit's sheet and the screens' sheet (the
 * frame and the Login screen, which every first open shows). Each is constructed once per page
 * and adopted both by the pre-painted Login (prepaint/) and by the React view,
 * so the hand-over from one to the other parses no CSS.
 */
import { adoptUiStyles } from '../ui/styles.ts';
import { popupCss } from './popup.css.ts';
import { loginCss } from './Login/login.css.ts';

let screenSheet: CSSStyleSheet | undefined;

export function adoptPopupStyles(root: ShadowRoot): void {
  if (!screenSheet) {
    screenSheet = new CSSStyleSheet();
    screenSheet.replaceSync(`${popupCss}\n${loginCss}`);
  }
  if (root.adoptedStyleSheets.includes(screenSheet)) return;
  adoptUiStyles(root);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, screenSheet];
}
