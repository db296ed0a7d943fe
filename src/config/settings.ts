/**
 * Page-wide runtime configuration (`configure()`), merged over defaults. An element's own env,
 * region and language are its context (src/context/): its attributes win over what is configured
 * here, which wins over the hng cookie and the defaults. Elements never write this configuration.
 */
import type { MemberConfig } from './member-config.ts';

export type { MemberConfig, ScriptUrls } from './member-config.ts';
import { DEFAULT_REGION, getRegion, isEnvironment, isRegionCode, type Environment, type RegionCode } from './regions.ts';
import { pageParsed } from './page-parsed.ts';


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
  settle();
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

let settled = false;
let settle!: () => void;
/**
 * Settles once the page's configuration is: when configure() has been called, or when the
 * document's deferred scripts have run without a call (DOMContentLoaded). Elements resolve their
 * context and make their first call only after it: a page's deferred config script may still be
 * on its way, and the defaults (production SG) would send a pre, daily or sandbox storefront's
 * shoppers and cookies to production.
 */
export const configSettled = new Promise<void>((resolve) => {
  settle = () => {
    settled = true;
    resolve();
  };
});
if (typeof document === 'undefined') settle();
else void pageParsed().then(settle);

/** Whether configSettled has settled (no await needed). */
export const isConfigSettled = (): boolean => settled;

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
