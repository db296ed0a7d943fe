/**
 * A tab shown again asks who is logged in. Only a clear "nobody" from the gateway logs
 * the header out (clearing the user-id cookie); no answer changes nothing. At most every 5 s, so
 * switching tabs back and forth makes no burst of calls.
 */
import { quietGatewayAnswer } from '../api/quiet-gateway.ts';
import { readProbedUser, type ProbedUser } from '../api/user-probe.ts';
import type { ElementContext } from '../context/element-context.ts';
import { SESSION_RECHECK_MIN_INTERVAL_MS } from '../config/constants.ts';
import { LOGIN_REQUIRED_KEYS } from '../api/errors.ts';
import { $session, forgetSession, setUser } from '../stores/session.ts';


/** SPEC §8 keys with which the gateway says "nobody is logged in". */
const NOBODY_KEYS = [...LOGIN_REQUIRED_KEYS, 'FAIL_SYS_SESSION_EXPIRED'];

/** A user, `null` when the gateway says nobody is logged in, undefined when no answer came. */
async function probeSession(context: ElementContext): Promise<ProbedUser | null | undefined> {
  const answer = await quietGatewayAnswer(context, 'getUser');
  if (!answer) return undefined;
  if (answer.ret.startsWith('SUCCESS')) return readProbedUser(answer.data);
  return NOBODY_KEYS.some((key) => answer.ret.startsWith(key)) ? null : undefined;
}
let last: number | undefined;

/** `since`: when the page last asked (its first lookup), so a fresh page does not ask again at once. */
export async function recheckSession(context: ElementContext, since: number): Promise<void> {
  const now = Date.now();
  if (now - (last ?? since) < SESSION_RECHECK_MIN_INTERVAL_MS) return;
  last = now;
  const user = await probeSession(context);
  if (user) setUser(user);
  else if (user === null && $session.get().status === 'logged-in') forgetSession();
}
