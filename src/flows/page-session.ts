/** Loaded by the header after it first renders: asks who is logged in (cookie, then get-user). */
import { probeCurrentUser } from '../api/user-probe.ts';
import { bootstrapSession } from './session.ts';

export function bootstrapPageSession(): Promise<void> {
  return bootstrapSession(() => probeCurrentUser());
}
