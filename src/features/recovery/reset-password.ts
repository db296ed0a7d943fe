/**
 * ResetPassword (SPEC §2, §4, §5): the new password is checked by the shared rule, encrypted and
 * sent with the reset token; then the user-id cookie, a jump URL, a closure cool-off URL, or the
 * success view whose 5-second countdown sends the user on. Plain TypeScript: no React, no DOM.
 */
import type { Api, LoginResult } from '../../api/index.ts';
import { RESET_SUCCESS_COUNTDOWN_SECONDS } from '../../config/constants.ts';
import { validateJumpUrl } from '../../security/url-allowlist.ts';
import { COMPLETE_PASSWORD_SCENE } from '../../flows/next-step.ts';
import { startCountdown as startWholeSecondCountdown, type CountdownOptions } from '../../flows/countdown.ts';
import { prepareNewPassword, type NewPasswordRefusal } from '../../flows/new-password.ts';
import { rememberUserId } from '../../flows/user-id-cookie.ts';

export type ResetApi = Pick<Api, 'resetPassword' | 'currentUser'>;

/** What ResetPassword is opened with (forgot-password flow, or the COMPLETE_PASSWORD_FOR_LOGIN step). */
export interface ResetPasswordParams {
  token?: string;
  tokenType?: string;
  /** 'completePasswordForLogin' when a login asked for a new password (SPEC §4). */
  scene?: string;
  /** Hide the back button (SPEC §2 "back button (can be hidden)"). */
  hideBack?: boolean;
  /** The login name the code was sent for: password managers learn whose password changed. */
  loginName?: string;
}

/** Reads the screen params defensively: they come from the stack, typed as unknown. */
export function readResetParams(params: Record<string, unknown>): ResetPasswordParams {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    token: text(params.token),
    tokenType: text(params.tokenType),
    scene: text(params.scene),
    hideBack: params.hideBack === true,
    loginName: text(params.loginName),
  };
}

/**
 * The back button is hidden when asked, and for the login's complete-password step: that login is
 * not finished, so there is nothing sensible to go back to.
 */
export function isBackHidden(params: ResetPasswordParams): boolean {
  return params.hideBack === true || params.scene === COMPLETE_PASSWORD_SCENE;
}

export type ResetOutcome =
  /** The password check, the token or the encryption failed: nothing was sent (new-password.ts). */
  | NewPasswordRefusal
  /** Leave the page: an allow-listed jump URL or the DELETION_COOL_CONFIRM url (SPEC §4). */
  | { kind: 'navigate'; url: string; action: 'JUMP_TO_URL' | 'DELETION_COOL_CONFIRM'; result: LoginResult }
  /** Show the success view. */
  | { kind: 'success'; result?: LoginResult };

export interface ResetDeps {
  api: ResetApi;
  signal?: AbortSignal;
  /** encryptPassword bound to the configured public key. */
  encrypt(password: string): Promise<string>;
  /** The breached-password check (src/flows/breached-password.ts). */
  isBreached(password: string): Promise<boolean>;
}

/**
 * SPEC §4 "Reset: confirm, then error toast or success". Server failures are thrown (ApiError) for
 * the screen's toast; everything the user typed stays where it was.
 */
export async function submitNewPassword(deps: ResetDeps, request: { token: string | undefined; password: string }): Promise<ResetOutcome> {
  const prepared = await prepareNewPassword(request.password, request.token, deps.encrypt, deps.isBreached);
  if (prepared.kind !== 'ready') return prepared;
  const result = await deps.api.resetPassword({ encryptPassword: prepared.encryptPassword, token: prepared.token }, { signal: deps.signal });
  // A failed lookup is not reported: the reset itself succeeded, the header asks the server later.
  await rememberUserId(deps.api, deps.signal);
  return nextAfterReset(result);
}

/** SPEC §4: a jump URL wins, then a DELETION_COOL_CONFIRM url, else the success view. URLs must pass the allow-list. */
export function nextAfterReset(result: LoginResult | undefined): ResetOutcome {
  if (!result) return { kind: 'success' };
  const data = result.loginNextStepActionData ?? {};
  if (data.jumpUrl) {
    const checked = validateJumpUrl(data.jumpUrl);
    if (checked.ok) return { kind: 'navigate', url: checked.url, action: 'JUMP_TO_URL', result };
  }
  if (result.loginNextStepAction === 'DELETION_COOL_CONFIRM' && data.url) {
    const checked = validateJumpUrl(data.url);
    if (checked.ok) return { kind: 'navigate', url: checked.url, action: 'DELETION_COOL_CONFIRM', result };
  }
  return { kind: 'success', result };
}

/** The 5-second reset-success countdown (SPEC §2, §9). Returns stop(). */
export function startCountdown(options: Omit<CountdownOptions, 'seconds'> & { seconds?: number }): () => void {
  return startWholeSecondCountdown({ seconds: RESET_SUCCESS_COUNTDOWN_SECONDS, ...options });
}

export interface LeaveDeps {
  /** The configured home / shipping address (SPEC §2). */
  homeUrl: string;
  /** True when the back button is hidden (SPEC §2). */
  backHidden: boolean;
  /** The parent window when the widget runs in a frame, else undefined. */
  parent?: { location: { href: string } };
  navigate(url: string): void;
  closePopup(): void;
}

/**
 * SPEC §2 leaving the success view: with the back button hidden and a parent window present the
 * parent is navigated; otherwise the popup closes and the page goes on to the home address.
 */
export function leaveAfterReset(deps: LeaveDeps): 'parent' | 'page' {
  if (deps.backHidden && deps.parent) {
    // A cross-origin parent's location may only be set through href (not assign()).
    deps.parent.location.href = deps.homeUrl;
    return 'parent';
  }
  deps.closePopup();
  deps.navigate(deps.homeUrl);
  return 'page';
}
