/** The answers of the account-security calls (wire protocol "Account security"), checked at the boundary. */
import * as v from 'valibot';
import { looseObject, object, OptString, Text } from '../../api/answer-schemas.ts';

const IsoTime = v.pipe(v.string(), v.isoTimestamp());
const Provider = v.picklist(['GOOGLE', 'FACEBOOK']);
const StepUpMethod = v.picklist(['password', 'passkey', 'otp']);

export const SecurityAccountSchema = looseObject({
  userId: Text,
  hasPassword: v.boolean(),
  /** What the shopper signs in with (the phone number, else the e-mail): password managers file the password under it. */
  loginName: OptString,
  phone: v.string(),
  providers: v.array(looseObject({ provider: Provider, linked: v.boolean(), email: OptString })),
  stepUp: looseObject({
    // A method or channel this build does not know is left out, not a reason to refuse the page.
    methods: v.pipe(v.array(v.string()), v.transform((list) => list.filter((item): item is v.InferOutput<typeof StepUpMethod> => v.is(StepUpMethod, item)))),
    channels: v.array(v.string()),
  }),
});

export const PasskeySchema = looseObject({ id: Text, name: v.string(), createdAt: IsoTime, lastUsedAt: v.nullish(IsoTime) });

export const PasskeyListSchema = looseObject({ passkeys: v.array(PasskeySchema) });

export const RenamedPasskeySchema = looseObject({ passkey: PasskeySchema });

export const SessionListSchema = looseObject({
  sessions: v.array(
    looseObject({ id: Text, browser: v.string(), os: v.string(), region: v.string(), createdAt: IsoTime, lastActiveAt: IsoTime, current: v.boolean() }),
  ),
});

export const ProofSchema = object({ proof: Text, expiresAt: IsoTime });

export const CodeSentSchema = looseObject({ countdown: v.pipe(v.number(), v.integer(), v.minValue(0)), target: v.string() });
