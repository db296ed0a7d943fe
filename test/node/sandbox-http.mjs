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
