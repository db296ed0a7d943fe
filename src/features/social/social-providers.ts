/**
 * Which third-party sign-in buttons show (SPEC §3 third-party list). Kept apart from
 * third-party.ts so the Login screen loads the sign-in machinery only when a button is used.
 */
import type { Api, OAuthType } from '../../api/index.ts';

/** The providers this widget signs in with (SPEC §1; the mock lists' APPLE, ZALO, LINE are not offered). */
export const SOCIAL_PROVIDERS: readonly OAuthType[] = ['GOOGLE', 'FACEBOOK'];
export type SocialProvider = OAuthType;

/** Which buttons show (SPEC §3: GOOGLE and/or FACEBOOK; an empty list on failure). */
export async function loadSocialProviders(api: Pick<Api, 'webSiteIdSupport3rd'>, signal: AbortSignal): Promise<SocialProvider[]> {
  try {
    const names = await api.webSiteIdSupport3rd({ signal });
    return SOCIAL_PROVIDERS.filter((provider) => names.includes(provider));
  } catch {
    return [];
  }
}

