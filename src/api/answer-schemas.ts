/**
 * The shapes of the answers of SPEC §3 and the wire protocol, checked at the api boundary with
 * valibot: flows and screens only ever get values of their declared types. An answer
 * that does not match is a 'malformed' ApiError naming the call and the first failing path; the
 * client reports it to monitoring and the shopper sees SPEC §8's generic "Network error, please
 * try again later".
 *
 * Here: the building blocks, the envelopes, and the answers of the core calls (calls.ts). A
 * feature's answers are read by schemas next to its api slice, built from the same blocks.
 *
 * Leniency is deliberate and narrow, each case from answers seen in the field:
 * - ids and counts may come as numbers or as strings; null means "not given";
 * - list items of an unknown shape (a channel `7`) are skipped, not fatal.
 * The provider list is read by hand (provider-names.ts): Login reads it before this module loads.
 */
import * as v from 'valibot';
import { ApiError } from './errors.ts';

// --- building blocks ---

/** A required id or text: a non-empty string, or a finite number read as its decimal text. */
export const Text = v.pipe(v.union([v.pipe(v.string(), v.nonEmpty()), v.pipe(v.number(), v.finite())]), v.transform(String));

/** An optional text: absent, null and '' all mean "not given". */
export const OptText = v.pipe(
  v.nullish(v.union([v.string(), v.pipe(v.number(), v.finite())])),
  v.transform((value) => (value === null || value === undefined || value === '' ? undefined : String(value))),
);

/** An optional text that must be a string when given (names, addresses, URLs); '' is "not given". */
export const OptString = v.pipe(v.nullish(v.string()), v.transform((value) => value || undefined));

/**
 * A JSON object, not an array: valibot's object schemas take any non-null object, and an array
 * where an object belongs is a broken answer.
 */
const JsonObject = v.custom<Record<string, unknown>>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), 'an object is required');

/** `v.object(entries)` for JSON objects only (unknown keys dropped). */
export function object<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(JsonObject, v.object(entries));
}

/** `v.looseObject(entries)` for JSON objects only (unknown keys kept, "__proto__" never). */
export function looseObject<E extends v.ObjectEntries>(entries: E) {
  return v.pipe(JsonObject, v.looseObject(entries));
}

/** An optional value of `schema`; null means "not given". */
export function opt<S extends v.GenericSchema>(schema: S) {
  return v.pipe(v.nullish(schema), v.transform((value): v.InferOutput<S> | undefined => value ?? undefined));
}

/** A count sent as a number or as a numeric string ("6"). */
export const Count = v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.decimal(), v.transform(Number))]);

/** A list of names, sent as an array or a comma-separated string; items that are not text are dropped. */
export const TextList = v.union([
  v.pipe(v.string(), v.transform((value) => value.split(',').map((s) => s.trim()).filter(Boolean))),
  v.pipe(v.array(v.unknown()), v.transform((items) => items.filter((item): item is string => typeof item === 'string'))),
]);

/** A list whose items that do not match `item` are skipped (see the file comment). */
export function lenientList<S extends v.GenericSchema>(item: S) {
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

// --- reading ---

/** Drops the keys whose value is undefined, so answers compare and spread cleanly. */
export function withoutEmpty<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], undefined> } {
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
