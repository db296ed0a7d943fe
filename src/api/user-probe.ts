/**
 * The header's page-load question "who is logged in?" (SPEC §4: get-user returns an id), asked
 * with a quiet GET that loads neither the full client nor its error catalogue (issue 9 page-load
 * budget): any failure simply means "not known to be logged in". The answer is read by hand,
 * field by field (texts only when they are strings), for the same budget.
 */
import type { ElementContext } from '../context/element-context.ts';
import { quietGatewayAnswer, quietGatewayGet } from './quiet-gateway.ts';

export interface ProbedUser {
  id: string;
  name?: string;
  email?: string;
  phone?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** Asks the hosts of `context` (the header's), with its language and region headers (SPEC §3). */
export async function probeCurrentUser(context: ElementContext, signal?: AbortSignal): Promise<ProbedUser | undefined> {
  return readProbedUser(await quietGatewayGet(context, 'getUser', signal));
}

/** SPEC §8 keys with which the gateway says "nobody is logged in". */
const NOBODY_KEYS = ['SESSION_EXPIRED', 'SID_INVALID', 'AUTH_REJECT', 'NEED_LOGIN', 'FAIL_SYS_SESSION_EXPIRED'];

/**
 * Issue 19: who is logged in, telling "nobody" (the gateway says so) from "unknown" (no answer):
 * a user, `null` for nobody, undefined when the question got no answer.
 */
export async function probeSession(context: ElementContext): Promise<ProbedUser | null | undefined> {
  const answer = await quietGatewayAnswer(context, 'getUser');
  if (!answer) return undefined;
  if (answer.ret.startsWith('SUCCESS')) return readProbedUser(answer.data);
  return NOBODY_KEYS.some((key) => answer.ret.startsWith(key)) ? null : undefined;
}

function readProbedUser(data: unknown): ProbedUser | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const user = data as Record<string, unknown>;
  const id = typeof user.id === 'number' ? String(user.id) : text(user.id);
  return id ? { id, name: text(user.name), email: text(user.email), phone: text(user.phone) } : undefined;
}
