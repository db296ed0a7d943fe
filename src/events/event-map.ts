import type { LoginSuccessEvent } from './login-success.ts';
import type { NextStepEvent } from './next-step.ts';
import type { CloseEvent } from './close.ts';
import type { ScreenChangeEvent } from './screen-change.ts';
import type { LogoutEvent } from './logout.ts';
import type { SecurityChangeEvent } from './security-change.ts';

/** Every `mkt-*` event with its type; also merged into the DOM's global event maps. */
export interface MktEventMap {
  'mkt-login-success': LoginSuccessEvent;
  'mkt-next-step': NextStepEvent;
  'mkt-close': CloseEvent;
  'mkt-screen-change': ScreenChangeEvent;
  'mkt-logout': LogoutEvent;
  'mkt-security-change': SecurityChangeEvent;
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends MktEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends MktEventMap {}
}
