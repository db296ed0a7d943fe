/** `mkt-logout`: the visitor logged out; the page stays, anonymous. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LogoutDetail {}
export type LogoutEvent = CustomEvent<LogoutDetail>;
