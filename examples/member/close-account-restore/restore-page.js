// Member page /member/close-account-restore of the demo: the login's DELETION_COOL_CONFIRM step
// leads here with ?token=; <mkt-restore-account> asks whether to restore and does it.
import { configure } from '/dist/esm/configure.js';

const params = new URLSearchParams(location.search);
const region = (params.get('region') || 'SG').toUpperCase();
// Journeys shorten the network time limit (?gatewayTimeoutMs=1500) to try timeouts quickly.
const gatewayTimeoutMs = Number(params.get('gatewayTimeoutMs'));

configure({
  env: 'sandbox',
  region,
  ...(Number.isInteger(gatewayTimeoutMs) && gatewayTimeoutMs > 0 ? { gatewayTimeoutMs } : {}),
  memberHost: '',
  gatewayHost: '',
  jsonpHost: '',
  trustPageOrigin: true,
});

await import('/dist/esm/mkt-restore-account.js');

const restore = document.querySelector('mkt-restore-account');
const token = params.get('token');
if (token) restore.setAttribute('token', token);

// Reopens the dialog after a Cancel (nothing happens without a token).
document.getElementById('restore-again').addEventListener('click', () => restore.open(token));
// Once restored, the account is usable again: back to the storefront.
restore.addEventListener('mkt-login-success', () => {
  document.getElementById('restore-again').disabled = true;
  // The page says what happened (issue 16: no dead end).
  document.getElementById('restore-title').textContent = 'Your account is restored';
  document.getElementById('restore-status').textContent = 'Welcome back. Your account works as before.';
});
