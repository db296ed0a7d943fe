/** The answer of the reset-password application (wire protocol). */
import * as v from 'valibot';
import { object, OptString, OptText, Text } from '../../api/answer-schemas.ts';

export const ResetApplicationSchema = v.pipe(
  object({ token: Text, type: OptText, tokenType: OptText, verifyUrl: OptString }),
  v.check((value) => Boolean(value.type ?? value.tokenType), 'a token type is required'),
  v.transform(({ token, type, tokenType, verifyUrl }) => ({ token, type: (type ?? tokenType) as string, ...(verifyUrl ? { verifyUrl } : {}) })),
);
