/**
 * Member routes that only the account menu links to. The menu loads on its first use, so these
 * stay out of the page-load header's routes (member-routes.ts, page-load budget).
 */
/** The account page's sign-in and security section (`<mkt-account-security>`). */
export const ACCOUNT_SECURITY_PATH = '/user/account-security';
