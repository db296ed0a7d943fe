/** The answers of the OTP feature's calls (SPEC §3), read at the api boundary like every answer. */
import * as v from 'valibot';
import { Count, lenientList, object, opt, OptString, OptText, TextList, withoutEmpty } from '../../api/answer-schemas.ts';

export const PhoneCheckSchema = object({ isValid: v.boolean() });

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
