// Answers Hanko Elements' API calls in the browser context (Playwright routing), so <hanko-auth>
// draws its login form with no Hanko backend. hanko-elements 2.x has no `/.well-known/config`
// call: <hanko-auth> starts the "login" flow with POST <api>/login and renders the state it gets
// back; `login_init` with a `continue_with_login_identifier` action that takes an e-mail is its
// first form (an e-mail field and a Continue button).
export const HANKO_API_PATH = '/hanko-api';

const LOGIN_INIT_STATE = {
  name: 'login_init',
  status: 200,
  payload: {},
  csrf_token: 'bench-csrf',
  actions: {
    continue_with_login_identifier: {
      action: 'continue_with_login_identifier',
      href: `${HANKO_API_PATH}/login?action=continue_with_login_identifier%40bench`,
      inputs: {
        email: { name: 'email', type: 'email', required: true, min_length: 3, max_length: 120, hidden: false },
      },
      description: 'Enter an identifier to log in.',
    },
  },
};

const json = (route, status, body) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

/** @param {import('playwright-core').BrowserContext} context */
export async function routeHankoApi(context) {
  await context.route(`**${HANKO_API_PATH}/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname.endsWith('/login')) return json(route, 200, LOGIN_INIT_STATE);
    if (pathname.endsWith('/sessions/validate')) return json(route, 200, { is_valid: false });
    if (pathname.endsWith('/me')) return json(route, 401, { code: 401, message: 'Unauthorized' });
    return json(route, 404, { code: 404, message: 'Not found' });
  });
}
