/** `mkt-logout`: the visitor logged out (issue 19); the page stays, now anonymous. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LogoutDetail {}
export type LogoutEvent = CustomEvent<LogoutDetail>;
