/**
 * The header's page-load question "who is logged in?" (SPEC §4: get-user returns an id), asked
 * with a quiet GET that loads neither the full client nor its error catalogue (page-load
 * budget): any failure simply means "not known to be logged in". The answer is read by hand,
 * field by field (texts only when they are strings), for the same budget.
 */
import type { ElementContext } from '../context/element-context.ts';
import { quietGatewayGet } from './quiet-gateway.ts';

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

/** The user in a getUser answer's data, read by hand (texts only when they are strings). */
export function readProbedUser(data: unknown): ProbedUser | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const user = data as Record<string, unknown>;
  const id = typeof user.id === 'number' ? String(user.id) : text(user.id);
  return id ? { id, name: text(user.name), email: text(user.email), phone: text(user.phone) } : undefined;
}
