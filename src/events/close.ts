/** `mkt-close`: the popup closed, by the user or after a successful login. */
export interface CloseDetail {
  reason: 'user' | 'success';
}
export type CloseEvent = CustomEvent<CloseDetail>;
export const CLOSE = 'mkt-close';
