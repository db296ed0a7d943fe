/** The answers of the passkey calls (wire protocol *(ours)*): options reach WebAuthn only in this shape. */
import * as v from 'valibot';
import { looseObject, object, opt, OptString, OptText, Text } from '../../api/answer-schemas.ts';

/** A WebAuthn binary field as the server sends it: base64url, no padding. */
const Base64Url = v.pipe(v.string(), v.nonEmpty(), v.regex(/^[\w-]+$/));
const Descriptors = opt(v.array(looseObject({ id: Base64Url, type: v.string(), transports: opt(v.array(v.string())) })));
const Timeout = opt(v.pipe(v.number(), v.finite(), v.minValue(0)));

export const PasskeyRequestOptionsSchema = looseObject({
  challenge: Base64Url,
  rpId: OptString,
  timeout: Timeout,
  userVerification: OptString,
  allowCredentials: Descriptors,
});

export const PasskeyCreationOptionsSchema = looseObject({
  challenge: Base64Url,
  rp: looseObject({ name: v.string(), id: OptString }),
  user: looseObject({ id: Base64Url, name: v.string(), displayName: v.string() }),
  pubKeyCredParams: v.array(looseObject({ type: v.string(), alg: v.pipe(v.number(), v.integer()) })),
  timeout: Timeout,
  excludeCredentials: Descriptors,
  authenticatorSelection: opt(looseObject({})),
  attestation: OptString,
});

export const PasskeyRegistrationSchema = object({ credentialId: Text, createdAt: OptText });
