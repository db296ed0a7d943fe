// What the sandbox's HTTP tests ask of a running sandbox besides its calls: its hooks, and a
// password encrypted the way the widget encrypts it.
import { constants, publicEncrypt } from 'node:crypto';

/** @param {() => string} base the sandbox's origin, once it is listening */
export function sandboxHttp(base) {
  /** @type {string | undefined} */
  let publicKeyPem;
  return {
    /** Encrypts like the widget does: RSA PKCS#1 v1.5 with the configured public key, base64. */
    async encryptPassword(/** @type {string} */ password) {
      publicKeyPem ??= (await (await fetch(`${base()}/__sandbox/config`)).json()).rsaPublicKey;
      return publicEncrypt({ key: /** @type {string} */ (publicKeyPem), padding: constants.RSA_PKCS1_PADDING }, Buffer.from(password, 'utf8')).toString('base64');
    },

    /**
     * @param {string} method
     * @param {string} path
     * @param {unknown} [body]
     */
    async hook(method, path, body) {
      const response = await fetch(base() + path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
  };
}

/**
 * Signs `loginName` in over HTTP as a browser of its own would (its own session cookie and
 * anti-forgery token): a second device for journeys whose driver has one browser profile.
 * Answers that device's `currentUser` check.
 * @param {string} base the sandbox's origin
 * @param {string} loginName
 * @param {string} password
 */
export async function signInElsewhere(base, loginName, password) {
  const cookies = new Map();
  const call = async (path, init = {}) => {
    const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(base + path, { ...init, headers: { 'x-i18n-regionID': 'SG', 'X-Requested-With': 'XMLHttpRequest', origin: base, ...(cookie ? { cookie } : {}), ...init.headers } });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response.json();
  };
  const token = (await call('/user/api/getCsrfToken')).module.token;
  const encryptPassword = await sandboxHttp(() => base).encryptPassword(password);
  const body = JSON.stringify({ loginName, encryptPassword, cookieExpiredTime: '3D', _csrf: token });
  const answer = await call('/user/api/login', { method: 'POST', headers: { 'content-type': 'application/json', 'X-CSRF-TOKEN': token }, body });
  if (answer.module?.loginSuccess !== true) throw new Error(`the second device's login failed: ${JSON.stringify(answer)}`);
  return { signedIn: async () => (await call('/user/api/currentUser')).success };
}
