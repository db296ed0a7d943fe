import { configure } from '@mkt/member-elements';
import '@mkt/member-elements/mkt-login-popup.js';
configure({ env: 'sandbox' });
const p = document.createElement('mkt-login-popup');
p.open('login');
document.addEventListener('mkt-login-success', (e) => e.detail.isNewUser);
