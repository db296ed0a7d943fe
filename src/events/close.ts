import type { CloseReason } from '../stores/popup.ts';

/** `mkt-close`: the popup closed, by the user or after a successful login. */
export interface CloseDetail {
  reason: CloseReason;
}
export type CloseEvent = CustomEvent<CloseDetail>;
