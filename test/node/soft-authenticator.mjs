// A platform authenticator in software, for the sandbox's relying-party tests: one ES256 key, a
// signature counter, user verified; it writes the CBOR and authenticator data a real one does.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';

/** The little CBOR a WebAuthn authenticator writes: unsigned and negative ints, bytes, text, maps. */
function cbor(value) {
  const head = (major, length) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    return Buffer.from([(major << 5) | 25, length >> 8, length & 255]);
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)])]);
}

export const b64url = (bytes) => Buffer.from(bytes).toString('base64url');
const sha256 = (data) => createHash('sha256').update(data).digest();

/** A platform authenticator in software: one ES256 key, a signature counter, user verified. */
export class SoftAuthenticator {
  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.coseKey = cbor(new Map([[1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x, 'base64url')], [-3, Buffer.from(jwk.y, 'base64url')]]));
    this.credentialId = randomBytes(16);
    this.counter = 0;
    this.userHandle = '';
  }

  /** The credential id, base64url. */
  get id() {
    return b64url(this.credentialId);
  }

  authData(rpId, attested) {
    const flags = 0x01 | 0x04 | (attested ? 0x40 : 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(this.counter);
    const parts = [sha256(rpId), Buffer.from([flags]), counter];
    if (attested) {
      const idLength = Buffer.from([0, this.credentialId.length]);
      parts.push(Buffer.alloc(16), idLength, this.credentialId, this.coseKey);
    }
    return Buffer.concat(parts);
  }

  create(options, origin) {
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin, crossOrigin: false }));
    const attestationObject = cbor({ fmt: 'none', attStmt: {}, authData: this.authData(options.rp.id, true) });
    this.userHandle = options.user.id;
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  get(options, origin, { counterStep = 1 } = {}) {
    this.counter += counterStep;
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin, crossOrigin: false }));
    const authenticatorData = this.authData(options.rpId, false);
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey);
    return {
      id: b64url(this.credentialId),
      rawId: b64url(this.credentialId),
      type: 'public-key',
      response: { clientDataJSON: b64url(clientDataJSON), authenticatorData: b64url(authenticatorData), signature: b64url(signature), userHandle: this.userHandle },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
