/** The options of configure() (SPEC §1, §3, §7): a type of its own, so the checker and the settings share it. */
import type { Environment, RegionCode } from './regions.ts';

export interface ScriptUrls {
  google: string;
  facebook: string;
  oneTap: string;
  /** Optional anti-bot library; the gateway waits ANTI_BOT_WAIT_MS for it, then goes on. */
  antiBot?: string;
}

export interface MemberConfig {
  env: Environment;
  region: RegionCode;
  /** Explicit language; when absent it is resolved from the hng cookie and the region. */
  lang?: string;
  /** Origins (scheme + host [+ port]); empty string means the page's own origin. */
  memberHost: string;
  gatewayHost: string;
  jsonpHost: string;
  /** PEM (or bare base64) RSA public key used to encrypt passwords. */
  rsaPublicKey: string;
  googleClientId: string;
  /** Group B regions use their own third-party sign-in client id (SPEC §1). */
  googleClientIdGroupB: string;
  facebookAppId: string;
  /** Client id of the buyer app for QR login (SPEC §9). */
  qrClientId: string;
  scripts: ScriptUrls;
  /** Extra domains allowed for redirects and jump URLs. */
  domains: string[];
  /** Where the user goes after a reset success countdown (SPEC §2). */
  homeUrl: string;
  /**
   * Accept redirects and jump URLs onto the page's own origin whatever its port or scheme. Off in
   * production (ports are refused); the sandbox demo on http://localhost:PORT turns it on.
   */
  trustPageOrigin?: boolean;
  /** The one image CDN host known images are rewritten to (SPEC §9; default img.mktcdn.com). */
  imageCdnHost?: string;
  /** Hosts (and their subdomains) whose images may be rewritten; default the 12 country domains and the static/content-network domains. */
  imageSourceHosts?: string[];
  /**
   * Hosts that cancel `mkt-next-step` to route next steps themselves may need the step's tokens in
   * its `data`; off by default, so no page listener receives credentials.
   */
  exposeNextStepTokens?: boolean;
  /**
   * The breached-password range API a new password is checked against (Have I Been Pwned's range
   * protocol: `<url><first 5 hex of SHA-1>`). Default: the sandbox's own in the sandbox, else
   * https://api.pwnedpasswords.com/range/. '' turns the check off.
   */
  breachedPasswordRangeUrl?: string;
  /** Time limit override for gateway and member calls (journeys shorten it; SPEC §9 default 20000 ms). */
  gatewayTimeoutMs?: number;
}
