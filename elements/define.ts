/** Registers every element of the package (`@mkt/member-elements/define.js`). */
import './mkt-header-account.ts';
import './mkt-toast.ts';
import './mkt-login-popup.ts';
import './mkt-qr-login.ts';
import './mkt-restore-account.ts';
import './mkt-account-security.ts';
