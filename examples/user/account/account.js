// The demo account dashboard: the widget configured for the local sandbox API (as on the
// storefront page), and a greeting with the visitor's name once the header knows it.
import { configureForSandbox } from '/sandbox-config.js';

await configureForSandbox();

// The account page asks the sandbox who is logged in (GET /user/api/currentUser).
const answer = await fetch('/user/api/currentUser', { credentials: 'include' }).then((r) => r.json()).catch(() => undefined);
if (answer?.success && answer.module?.id) {
  document.getElementById('account-greeting').textContent = `Welcome back. You are logged in (member ${answer.module.id}).`;
}
