/**
 * The shapes of the answers of SPEC §3 and the wire protocol, checked at the api boundary with
 * valibot: flows and screens only ever get values of their declared types. An answer
 * that does not match is a 'malformed' ApiError naming the call and the first failing path; the
 * client reports it to monitoring and the shopper sees SPEC §8's generic "Network error, please
 * try again later".
 *
 * Leniency is deliberate and narrow, each case from answers seen in the field:
 * - ids and counts may come as numbers or as strings; null means "not given";
 * - list items of an unknown shape (a channel `7`) are skipped, not fatal;
 * The provider list is read by hand (provider-names.ts): Login reads it before this module loads.
 * - QR polling values that cannot be read pass as NaN: the QR flow has safe defaults (SPEC §4).
 */
import * as v from 'valibot';
import { ApiError } from './errors.ts';

// --- building blocks ---

/** A required id or text: a non-empty string, or a finite number read as its decimal text. */
const Text = v.pipe(v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite())]), v.transform(String));

/** An optional text: absent, null and '' all mean "not given". */
const OptText = v.pipe(
  v.nullish(v.union([v.string(), v.pipe(v.number(), v.finite())])),
  v.transform((value) => (value === null || value === undefined || value === '' ? undefined : String(value))),
);

/** An optional text that must be a string when given (names, addresses, URLs); '' is "not given". */
const OptString = v.pipe(v.nullish(v.string()), v.transform((value) => value || undefined));

/**
 * A JSON object, not an array: valibot's object schemas take any non-null object, and an array
 * where an object belongs is a broken answer.
 */
const JsonObject = v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'an object is required');

/** `v.object(entries)` for JSON objects only (unknown keys dropped). */
function object<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(JsonObject, v.object(entries));
}

/** `v.looseObject(entries)` for JSON objects only (unknown keys kept, "__proto__" never). */
function looseObject<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(JsonObject, v.looseObject(entries));
}

/** An optional value of `schema`; null means "not given". */
function opt<S extends v.GenericSchema>(schema: S) {
  return v.pipe(v.nullish(schema), v.transform((value): v.InferOutput<S> | undefined => value ?? undefined));
}

/** A count sent as a number or as a numeric string ("6"). */
const Count = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.decimal(), v.transform(Number))]);

/** A list of names, sent as an array or a comma-separated string; items that are not text are dropped. */
const TextList = v.union([
  v.pipe(v.string(), v.transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))),
  v.pipe(v.array(v.unknown()), v.transform((items) => items.filter((item): item is string => typeof item === 'string'))),
]);

/** A list whose items that do not match `item` are skipped (see the file comment). */
function lenientList<S extends v.GenericSchema>(item: S) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((items) => items.flatMap((value) => {
      const result = v.safeParse(item, value);
      return result.success ? [result.output as v.InferOutput<S>] : [];
    })),
  );
}

// --- envelopes ---

/** SPEC §3 member envelope: `{ success, errorCode?: { key, displayMessage? }, module? }`. */
export const MemberEnvelopeSchema = looseObject({
  success: v.boolean(),
  errorCode: opt(object({ key: v.string(), displayMessage: v.pipe(v.nullish(v.string()), v.transform((text) => text || undefined)) })),
  module: v.optional(v.unknown()),
});

/** Wire protocol gateway answer: `{ ret: ["KEY::message", ...], data? }`. */
export const GatewayAnswerSchema = looseObject({
  ret: v.pipe(v.array(v.string()), v.minLength(1)),
  data: opt(v.union([v.array(v.unknown()), JsonObject])),
});

/** SPEC §7 anti-forgery token answer, see `readCsrfAnswer` for the checks on its values. */
export const CsrfSchema = object({
  parameterName: v.pipe(
    v.string(),
    // A form-field name of its own: never one of the fields a call sends (a parameterName of
    // "encryptPassword" would overwrite the encrypted password in the body).
    v.regex(/^[A-Za-z_][\w-]{0,63}$/),
  ),
  // Header-safe: visible ASCII only, so a CR/LF or non-Latin-1 token cannot poison every later POST.
  token: v.pipe(v.string(), v.regex(/^[\x21-\x7e]{1,512}$/)),
});

// --- entities (SPEC §3) ---

/** Paths of display-only fields that fell back while the current answer was read (readAnswer drains it). */
const displayFallbacks: string[] = [];
let onDisplayFallback: ((report: { call: string; path: string }) => void) | undefined;

/** Who hears of a display-only field that fell back (monitoring); undefined: nobody. */
export function setDisplayFallbackListener(listener: typeof onDisplayFallback): void {
  onDisplayFallback = listener;
}

/**
 * A field only shown, never acted on (a name, an avatar): a value of the wrong type reads as
 * absent, so the header shows its fallback label, instead of refusing the whole answer after the
 * server has already opened the session; readAnswer reports the path.
 */
function displayOnly<S extends v.GenericSchema>(path: string, schema: S) {
  // optional: an absent field stays absent (no key with undefined in the output).
  return v.optional(
    v.fallback(schema, () => {
      displayFallbacks.push(path);
      return undefined as v.InferOutput<S>;
    }),
  );
}

export const UserSchema = looseObject({
  id: Text,
  name: displayOnly('user.name', OptString),
  avatar: displayOnly('user.avatar', OptString),
  email: OptString,
  contactEmail: displayOnly('user.contactEmail', OptString),
  phone: OptText,
  phonePrefixCode: OptText,
  birthday: displayOnly('user.birthday', OptString),
  // '' (the sandbox and older accounts) or a value we do not know is "not given", never fatal:
  // no flow acts on it, and a login must not fail over it.
  gender: v.fallback(opt(v.picklist(['male', 'female'])), undefined),
  emailConfirmed: opt(v.boolean()),
  hasPassword: opt(v.boolean()),
});

const NextStepDataSchema = object({
  url: OptString,
  token: OptText,
  tokenType: OptText,
  jumpUrl: OptString,
  phoneToken: OptText,
  phoneTokenType: OptText,
});

const LoginResultFields = {
  user: opt(UserSchema),
  userId: OptText,
  loginType: OptText,
  loginNextStepAction: OptText,
  loginNextStepActionData: opt(NextStepDataSchema),
  needCompletePassword: opt(v.boolean()),
  completePasswordToken: OptText,
  completeEmailToken: OptText,
  toRegisterToken: OptText,
  oauthType: OptText,
  oauthUserEmail: OptString,
  oauthUserName: OptString,
  redirectUrl: OptString,
  isAutoRegister: opt(v.boolean()),
  hasPhone: opt(v.boolean()),
  hasEmail: opt(v.boolean()),
};

/** SPEC §3: the login result is the module, or module.loginResponseDTO. */
export const LoginResultSchema = v.pipe(
  looseObject({ loginResponseDTO: v.optional(v.unknown()) }),
  v.transform((module) => (module.loginResponseDTO && typeof module.loginResponseDTO === 'object' ? module.loginResponseDTO : module)),
  looseObject(LoginResultFields),
);

export const CurrentUserSchema = object({ id: Text });

export const PhoneCheckSchema = object({ isValid: v.boolean() });

export const VerificationSchema = v.pipe(
  object({ token: Text, tokenType: OptText, type: OptText, verifyUrl: OptString }),
  v.check((value) => Boolean(value.tokenType ?? value.type), 'a token type is required'),
  v.transform(({ token, tokenType, type, verifyUrl }) => ({ token, tokenType: (tokenType ?? type) as string, ...(verifyUrl ? { verifyUrl } : {}) })),
);

/** SPEC §3 send-code answer; codeLength may come as a string. */
export const SendCodeSchema = v.pipe(
  v.nullish(
    object({
      registered: opt(v.boolean()),
      codeLength: opt(Count),
      token: OptText,
      tokenType: OptText,
      smsUplinkCode: OptText,
      smsUplinkTargetPhone: OptString,
    }),
  ),
  v.transform((value) => withoutEmpty(value ?? {})),
);

/** SPEC §3 channel item: a name, or `{ deliveryType | type, buttonContent | text, icon }`. */
const ChannelSchema = v.union([
  v.pipe(v.string(), v.nonEmpty(), v.transform((deliveryType) => ({ deliveryType }))),
  v.pipe(
    object({
      deliveryType: OptText,
      type: OptText,
      buttonContent: OptString,
      text: OptString,
      icon: OptString,
      supportOneClickVerify: opt(v.boolean()),
    }),
    v.check((item) => Boolean(item.deliveryType ?? item.type)),
    v.transform((item) =>
      withoutEmpty({
        deliveryType: (item.deliveryType ?? item.type) as string,
        text: item.buttonContent ?? item.text,
        icon: item.icon,
        supportOneClickVerify: item.supportOneClickVerify,
      }),
    ),
  ),
]);

export const ChannelListSchema = v.pipe(
  object({
    result: opt(lenientList(ChannelSchema)),
    channels: opt(lenientList(ChannelSchema)),
    codeLength: v.fallback(opt(Count), undefined),
    notAvailableChannel: opt(TextList),
    smsUplinkSupport: opt(v.boolean()),
  }),
  v.check((value) => value.result !== undefined || value.channels !== undefined, 'a result array is required'),
  v.transform(({ result, channels, ...rest }) => withoutEmpty({ channels: (result ?? channels) as NonNullable<typeof result>, ...rest })),
);

export const ChannelLimitSchema = object({ availableChannel: v.fallback(opt(TextList), undefined) });

const PollingValue = v.fallback(opt(Count), undefined);

export const QrCodeUrlSchema = v.pipe(
  object({ expire: PollingValue, interval: PollingValue, qrLoginUrl: v.pipe(v.string(), v.nonEmpty()), requestId: Text }),
  v.transform(({ expire, interval, ...rest }) => ({ expire: expire ?? Number.NaN, interval: interval ?? Number.NaN, ...rest })),
);

export const QrStatusSchema = v.pipe(
  object({ status: Text, scanned: opt(v.boolean()), token: OptText }),
  v.transform((value) => withoutEmpty(value)),
);

export const ResetApplicationSchema = v.pipe(
  object({ token: Text, type: OptText, tokenType: OptText, verifyUrl: OptString }),
  v.check((value) => Boolean(value.type ?? value.tokenType), 'a token type is required'),
  v.transform(({ token, type, tokenType, verifyUrl }) => ({ token, type: (type ?? tokenType) as string, ...(verifyUrl ? { verifyUrl } : {}) })),
);

export const RestoreAnswerSchema = v.pipe(
  v.nullish(object({ loginResponse: opt(LoginResultSchema) })),
  v.transform((value) => (value?.loginResponse ? { loginResponse: value.loginResponse } : {})),
);

// --- passkeys ---

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

const RiskText = v.fallback(v.optional(v.string()), undefined);

/**
 * SPEC §4 risk step-up data (the data of a PL-USER-RISK refusal). Field by field: a text that is
 * not text (`alertSummary: { text }` would blank the popup) is dropped and the screen's own
 * words stand in, so the step-up still works.
 */
export const RiskDataSchema = v.fallback(
  v.pipe(
    object({
      alertTitle: RiskText,
      alertSummary: RiskText,
      cancelButtonText: RiskText,
      confirmButtonText: RiskText,
      popupTitle: RiskText,
      popupContent: RiskText,
      smsUplinkButtonText: RiskText,
      smsUplinkSupport: v.fallback(opt(v.boolean()), undefined),
      experimentalBucket: v.fallback(opt(v.union([v.pipe(v.number(), v.finite()), v.string()])), undefined),
    }),
    v.transform((value) => withoutEmpty(value)),
  ),
  {},
);

// --- reading ---

/** Drops the keys whose value is undefined, so answers compare and spread cleanly. */
function withoutEmpty<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as { [K in keyof T]: Exclude<T[K], undefined> };
}

/** Where an answer first failed its schema, as a dot path ('user.id'), or '' for the whole answer. */
export function failedPath(issues: readonly v.BaseIssue<unknown>[]): string {
  return v.getDotPath(issues[0]) ?? '';
}

/**
 * The answer of `call` read through `schema`, or a 'malformed' ApiError carrying the call's name
 * and the failed path (never the values: they may hold personal data).
 */
export function readAnswer<S extends v.GenericSchema>(call: string, schema: S, value: unknown): v.InferOutput<S> {
  displayFallbacks.length = 0;
  const result = v.safeParse(schema, value);
  // A union may read the same field more than once: each path is reported once.
  for (const path of new Set(displayFallbacks.splice(0))) onDisplayFallback?.({ call, path });
  if (result.success) return result.output;
  const path = failedPath(result.issues);
  throw new ApiError('malformed', `The ${call} answer has the wrong shape${path ? ` at ${path}` : ''}`, { call, path });
}
