/**
 * The single next-step router used by every login flow (SPEC §4 "Next-step actions after
 * login/verify"): password, OTP, QR, third-party and reset. Plain TypeScript: the popup passes
 * its stack, an `announce` that fires the cancelable `mkt-next-step`, and a `navigate`.
 */
import type { LoginNextStepActionData } from '../api/index.ts';
import type { ScreenName } from '../stores/popup.ts';

/** Scene marker passed to ResetPassword when a login asks for a new password (SPEC §4). */
export const COMPLETE_PASSWORD_SCENE = 'completePasswordForLogin';

/** The SPEC §3 action data, plus whatever else the server sends (passed on in `mkt-next-step`). */
export interface NextStepData extends LoginNextStepActionData {
  [key: string]: unknown;
}

/** The parts of a login result the router reads (SPEC §3). */
export interface LoginOutcome {
  loginNextStepAction?: string | null;
  loginNextStepActionData?: NextStepData | null;
  completePasswordToken?: string;
  toRegisterToken?: string;
  userId?: string | number;
  user?: { id?: string | number } | null;
  [key: string]: unknown;
}

export interface NextStepContext {
  push(screen: ScreenName, params?: Record<string, unknown>): void;
  replace(screen: ScreenName, params?: Record<string, unknown>): void;
  /** Fires `mkt-next-step`; false when a listener cancelled it. */
  announce(detail: { action: string; url?: string; data: Record<string, unknown> }): boolean;
  /** Leaves the page (already allow-listed URLs only). */
  navigate(url: string): void;
  /** Checks an outbound URL against the jump-URL allow-list; undefined when refused. */
  allowJump(url: string | undefined): string | undefined;
  /** Builds the account-binding verify page URL (SPEC §4 OAUTH_* actions). */
  accountBindingUrl(data: NextStepData): string;
  /** Where a second verification returns to. */
  redirectAfterVerification(): string;
  /** No next step: close the popup with the response. */
  finish(result: LoginOutcome): void | Promise<void>;
}

export type NextStepResult =
  | { kind: 'finished' }
  | { kind: 'screen'; screen: ScreenName }
  | { kind: 'navigated'; url: string }
  | { kind: 'cancelled'; action: string }
  /** SPEC §5: the URL was missing ('URL is empty') or off the allow-list or malformed ('URL is illeagle'). */
  | { kind: 'refused'; action: string; error: 'URL is empty' | 'URL is illeagle' };

/**
 * SPEC §4 second verification (after a login here, after a reset code in forgot-password.ts): the
 * verify page gets where to come back (`redirect`), the token and its type. A relative URL
 * resolves against `base`; a malformed one throws a TypeError.
 */
/**
 * Where a verification page sends the shopper back to: this page without its query and fragment,
 * which may carry tokens, codes or personal data the verification host has no need for. The
 * page's own `redirect` target (SPEC §1 login redirect) is kept so the shopper still ends where
 * the login was meant to lead.
 */
export function returnUrlAfterVerification(pageUrl: string): string {
  const page = new URL(pageUrl);
  const back = new URL(page.origin + page.pathname);
  const redirect = page.searchParams.get('redirect');
  if (redirect !== null) back.searchParams.set('redirect', redirect);
  return back.href;
}

export function secondVerificationUrl(url: string, base: string, params: { redirect: string; token?: string; tokenType?: string }): string {
  const target = new URL(url, base);
  target.searchParams.set('redirect', params.redirect);
  if (params.token !== undefined) target.searchParams.set('token', params.token);
  if (params.tokenType !== undefined) target.searchParams.set('type', params.tokenType);
  return target.href;
}

/**
 * Next-step data fields that are credentials (complete-password, deletion, binding and
 * second-verification tokens are enough to set a password). They stay inside the widget unless
 * the host opts in with `configure({ exposeNextStepTokens: true })` to route next steps itself.
 */
const CREDENTIAL_FIELD = /token/i;

export function publicNextStepData(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !CREDENTIAL_FIELD.test(key)));
}

/** Route a login result to its next step. Every step is announced first and may be cancelled. */
export async function routeNextStep(result: LoginOutcome, ctx: NextStepContext): Promise<NextStepResult> {
  const action = result.loginNextStepAction ?? '';
  const data: NextStepData = { ...(result.loginNextStepActionData ?? {}) };

  const leave = (rawUrl: string | undefined): NextStepResult => {
    const url = ctx.allowJump(rawUrl);
    if (!url) return { kind: 'refused', action, error: rawUrl ? 'URL is illeagle' : 'URL is empty' };
    if (!ctx.announce({ action, url, data })) return { kind: 'cancelled', action };
    ctx.navigate(url);
    return { kind: 'navigated', url };
  };
  const show = (screen: ScreenName, how: 'push' | 'replace', params: Record<string, unknown>): NextStepResult => {
    if (!ctx.announce({ action, data })) return { kind: 'cancelled', action };
    ctx[how](screen, params);
    return { kind: 'screen', screen };
  };

  switch (action) {
    case 'JUMP_TO_URL':
      return leave(data.jumpUrl ?? data.url);
    case 'COMPLETE_PASSWORD_FOR_LOGIN':
      return show('reset-password', 'replace', {
        token: data.token ?? result.completePasswordToken,
        tokenType: data.tokenType,
        scene: COMPLETE_PASSWORD_SCENE,
      });
    case 'OAUTH_VERIFY_EMAIL_PASSWORD':
    case 'OAUTH_COMPLETE_PHONE_FOR_REGISTER':
      return leave(ctx.accountBindingUrl(data));
    case 'SECOND_VERIFICATION': {
      if (!data.url) return leave(undefined);
      let url: string;
      try {
        url = secondVerificationUrl(data.url, location.href, { redirect: ctx.redirectAfterVerification(), token: data.token, tokenType: data.tokenType });
      } catch {
        // A malformed URL (`http://[`) is refused like any other, never thrown at the screen.
        return { kind: 'refused', action, error: 'URL is illeagle' };
      }
      return leave(url);
    }
    case 'DELETION_COOL_CONFIRM':
      return leave(data.url);
    case 'COMPLETE_PROFILE':
      return show('profile-complete', 'replace', {
        userId: result.userId ?? result.user?.id,
        token: data.token ?? result.toRegisterToken,
      });
    case 'JUMP_TO_ADD_PHONE':
      return show('add-phone', 'push', { token: data.token ?? data.phoneToken, tokenType: data.tokenType ?? data.phoneTokenType });
    default:
      await ctx.finish(result);
      return { kind: 'finished' };
  }
}
