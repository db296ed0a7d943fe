/**
 * The answers of the QR login calls (SPEC §4). Polling values that cannot be read pass as NaN:
 * the QR flow has safe defaults.
 */
import * as v from 'valibot';
import { Count, object, opt, OptText, Text, withoutEmpty } from '../../api/answer-schemas.ts';

const PollingValue = v.fallback(opt(Count), undefined);

export const QrCodeUrlSchema = v.pipe(
  object({ expire: PollingValue, interval: PollingValue, qrLoginUrl: v.pipe(v.string(), v.nonEmpty()), requestId: Text }),
  v.transform(({ expire, interval, ...rest }) => ({ expire: expire ?? Number.NaN, interval: interval ?? Number.NaN, ...rest })),
);

export const QrStatusSchema = v.pipe(
  object({ status: Text, scanned: opt(v.boolean()), token: OptText }),
  v.transform((value) => withoutEmpty(value)),
);
