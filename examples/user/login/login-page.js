// The demo's full-page login (/user/login): the embedded Login screen, then back to ?redirect=
// when it is a page of this site (anything else goes to the storefront: never an open redirect).
import { configureForSandbox } from '/sandbox-config.js';

const params = new URLSearchParams(location.search);
await configureForSandbox();

/** ?redirect= when it is a page of this origin, else the storefront. */
function returnTo() {
  try {
    const target = new URL(params.get('redirect') ?? '/', location.href);
    return target.origin === location.origin ? target.href : '/';
  } catch {
    return '/';
  }
}

document.getElementById('back').href = returnTo();
await import('/dist/esm/mkt-login-popup.js');
// With ?redirect= the widget itself goes there after the login (SPEC §2, allow-listed); a second
// navigation from here in the same moment would cut the first one short. Without one, the storefront.
if (!params.has('redirect')) {
  document.querySelector('mkt-login-popup').addEventListener('mkt-login-success', () => location.assign(returnTo()));
}
