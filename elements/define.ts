/** Registers every element of the package (`@mkt/member-elements/define.js`). */
import './mkt-header-account.ts';
import './mkt-toast.ts';
import './mkt-login-popup.ts';
