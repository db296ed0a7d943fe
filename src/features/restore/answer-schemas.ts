/** The answer of the account-restore call (SPEC §5): a login result, when the server gives one. */
import * as v from 'valibot';
import { LoginResultSchema, object, opt } from '../../api/answer-schemas.ts';

export const RestoreAnswerSchema = v.pipe(
  v.nullish(object({ loginResponse: opt(LoginResultSchema) })),
  v.transform((value) => (value?.loginResponse ? { loginResponse: value.loginResponse } : {})),
);
