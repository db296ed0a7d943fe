/**
 * The login result of SPEC §3 as host pages see it: the session id, refresh token, cookies and
 * every token are left out (no secret ever reaches a DOM event).
 */
export interface PublicLoginResult {
  userId?: string | number;
  loginType?: string;
  loginSuccess?: boolean;
  hasPhone?: boolean;
  hasEmail?: boolean;
  oauthType?: string;
  isAutoRegister?: boolean;
  isEmailOptional?: boolean;
  isExclusiveFan?: boolean;
  isShopOwner?: boolean;
  redirectUrl?: string;
  sessionExpiredTime?: number | string;
  user?: { id?: string | number; name?: string; email?: string; phone?: string; avatar?: string };
}

const SAFE_KEYS = [
  'userId', 'loginType', 'loginSuccess', 'hasPhone', 'hasEmail', 'oauthType', 'isAutoRegister',
  'isEmailOptional', 'isExclusiveFan', 'isShopOwner', 'redirectUrl', 'sessionExpiredTime',
] as const;

/** Copy only the fields a host page may see (an allow-list, so new secret fields stay out). */
export function toPublicLoginResult(result: Record<string, unknown> | undefined | null): PublicLoginResult {
  const out: Record<string, unknown> = {};
  if (!result) return out;
  for (const key of SAFE_KEYS) if (result[key] !== undefined) out[key] = result[key];
  const user = result.user as Record<string, unknown> | undefined;
  if (user && typeof user === 'object') {
    out.user = { id: user.id, name: user.name, email: user.email, phone: user.phone, avatar: user.avatar };
  }
  return out as PublicLoginResult;
}
