/**
 * Page-wide runtime configuration (`configure()`), merged over defaults. An element's own env,
 * region and language are its context (src/context/): its attributes win over what is configured
 * here, which wins over the hng cookie and the defaults. Elements never write this configuration.
 */
import { DEFAULT_REGION, getRegion, isEnvironment, isRegionCode, type Environment, type RegionCode } from './regions.ts';

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
  /** Time limit override for gateway and member calls (journeys shorten it; SPEC §9 default 20000 ms). */
  gatewayTimeoutMs?: number;
}

export function sandboxDefaults(origin = ''): Partial<MemberConfig> {
  return {
    env: 'sandbox',
    memberHost: origin,
    gatewayHost: origin,
    jsonpHost: origin,
    scripts: {
      google: `${origin}/__sandbox/scripts/google.js`,
      facebook: `${origin}/__sandbox/scripts/facebook.js`,
      oneTap: `${origin}/__sandbox/scripts/google.js`,
    },
  };
}

/** The hosts of an environment and region (sandbox: the page's own origin). */
export function hostsFor(env: Environment, region: RegionCode): Pick<MemberConfig, 'memberHost' | 'gatewayHost' | 'jsonpHost'> {
  if (env === 'sandbox') return { memberHost: '', gatewayHost: '', jsonpHost: '' };
  const hosts = getRegion(region).hosts[env];
  return {
    memberHost: `https://${hosts.member}`,
    gatewayHost: `https://${hosts.gateway}`,
    jsonpHost: 'https://g.mkt-static.com',
  };
}

const DEFAULTS: MemberConfig = {
  env: 'production',
  region: DEFAULT_REGION,
  ...hostsFor('production', DEFAULT_REGION),
  rsaPublicKey: '',
  googleClientId: '',
  googleClientIdGroupB: '',
  facebookAppId: '',
  qrClientId: 'mkt-buyer-app',
  scripts: {
    google: 'https://accounts.google.com/gsi/client',
    facebook: 'https://connect.facebook.net/en_US/sdk.js',
    oneTap: 'https://accounts.google.com/gsi/client',
  },
  domains: [],
  homeUrl: '/',
};

let current: MemberConfig = { ...DEFAULTS };
/** What configure() was given, so a default (SG, production hosts) is not mistaken for a choice. */
let configured: Partial<MemberConfig> = {};

/**
 * Merge options into the configuration. Host defaults follow env/region unless given. A wrong env
 * or region is not applied, so it can neither break the hosts nor pass silently for production.
 * Anything that looks wrong (a type other than the default's, an option given as undefined, a
 * dropped env or region) loads src/config/config-check.ts, which names each wrong option in the
 * console (and any unknown one beside it); a page configured right loads nothing more.
 */
export function configure(options: Partial<MemberConfig>): MemberConfig {
  const given = { ...options };
  if (given.env !== undefined && !isEnvironment(given.env)) delete given.env;
  if (given.region !== undefined && !isRegionCode(given.region)) delete given.region;
  const looksWrong = Object.entries(options ?? {}).some(([key, value]) =>
    key in DEFAULTS ? typeof value !== typeof DEFAULTS[key as keyof MemberConfig] || !(key in given) : value === undefined,
  );
  if (looksWrong) void import('./config-check.ts').then((check) => check.reportConfigProblems(options));
  const env = given.env ?? current.env;
  const region = given.region ?? current.region;
  const hostsChanged = given.env !== undefined || given.region !== undefined;
  current = {
    ...current,
    ...(hostsChanged ? hostsFor(env, region) : {}),
    ...given,
    scripts: { ...current.scripts, ...given.scripts },
  };
  configured = { ...configured, ...given };
  return current;
}

export function getConfig(): Readonly<MemberConfig> {
  return current;
}

/** A value configure() was explicitly given (undefined when only the default applies). */
export function configuredValue<K extends keyof MemberConfig>(key: K): MemberConfig[K] | undefined {
  return configured[key];
}

/** Back to defaults (tests). */
export function resetConfig(): void {
  current = { ...DEFAULTS, scripts: { ...DEFAULTS.scripts } };
  configured = {};
}
