import type { ScreenName } from '../stores/popup.ts';

/** `mkt-screen-change`: the popup shows another screen. */
export interface ScreenChangeDetail {
  screen: ScreenName;
}
export type ScreenChangeEvent = CustomEvent<ScreenChangeDetail>;
