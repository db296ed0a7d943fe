/**
 * Run-time checks of what a page configures: `configure()`'s options and the `env`, `region` and
 * `lang` attributes. Pages written in plain JavaScript (CMS pages, tag managers) get no help from
 * the types, and without these checks a wrong value means production hosts or a throw on the
 * first submit. Each
 * wrong value gets one console error naming the option, the value given and what is allowed.
 *
 * Loaded only when something looks wrong (settings.ts configure(), element-context.ts), so a page
 * configured right pays nothing for it.
 */
import type { MemberConfig } from './member-config.ts';
import { ENVIRONMENTS, REGION_CODES, isEnvironment, isRegionCode } from './regions.ts';
import { LANGUAGES, toSupportedLanguage } from '../i18n/languages.ts';

interface Rule {
  /** What is allowed, for the message. */
  allowed: string;
  ok(value: unknown): boolean;
}

const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(', ');
const isString = (value: unknown): value is string => typeof value === 'string';
const isStringList = (value: unknown) => Array.isArray(value) && value.every(isString);

/** An origin as the hosts are given: scheme and host (and port), nothing after; '' is the page's own. */
function isOriginOrEmpty(value: unknown): boolean {
  if (value === '') return true;
  if (!isString(value)) return false;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value.replace(/\/$/, '');
  } catch {
    return false;
  }
}

const text: Rule = { allowed: 'a string', ok: isString };
const host: Rule = { allowed: 'an origin such as "https://member.example.com", or "" for the page\'s own', ok: isOriginOrEmpty };
const flag: Rule = { allowed: 'true or false', ok: (value) => typeof value === 'boolean' };
const textList: Rule = { allowed: 'an array of strings', ok: isStringList };
const SCRIPT_KEYS = ['google', 'facebook', 'oneTap', 'antiBot'];

/** One rule per option: a new option does not compile until it has one. */
const OPTION_RULES: { [K in keyof MemberConfig]-?: Rule } = {
  env: { allowed: `one of ${quoted(ENVIRONMENTS)}`, ok: isEnvironment },
  region: { allowed: `one of ${quoted(REGION_CODES)}`, ok: isRegionCode },
  lang: { allowed: `one of ${quoted(LANGUAGES)} (or a tag of one, such as "en-SG")`, ok: (value) => isString(value) && toSupportedLanguage(value) !== undefined },
  memberHost: host,
  gatewayHost: host,
  jsonpHost: host,
  rsaPublicKey: { allowed: 'the PEM (or base64) RSA public key as a string', ok: isString },
  googleClientId: text,
  googleClientIdGroupB: text,
  facebookAppId: text,
  qrClientId: text,
  scripts: {
    allowed: `an object of script URLs (${SCRIPT_KEYS.join(', ')})`,
    ok: (value) => typeof value === 'object' && value !== null && Object.entries(value).every(([key, url]) => SCRIPT_KEYS.includes(key) && isString(url)),
  },
  domains: textList,
  homeUrl: text,
  trustPageOrigin: flag,
  imageCdnHost: text,
  imageSourceHosts: textList,
  exposeNextStepTokens: flag,
  breachedPasswordRangeUrl: { allowed: 'the range API\'s URL up to the hash prefix, such as "https://api.pwnedpasswords.com/range/", or "" for no check', ok: isString },
  gatewayTimeoutMs: { allowed: 'a number of milliseconds above 0', ok: (value) => typeof value === 'number' && Number.isFinite(value) && value > 0 },
};

/** The attributes every element reads its context from, with what they allow. */
const ATTRIBUTE_RULES = { env: OPTION_RULES.env, region: OPTION_RULES.region, lang: OPTION_RULES.lang } as const;

const PREFIX = '[mkt-member-elements]';
/** Each wrong attribute value is named once per page, however often elements read it. */
const reportedAttributes = new Set<string>();

function shown(value: unknown): string {
  if (value === undefined) return 'undefined';
  if (typeof value === 'function') return 'a function';
  try {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 77)}...` : json;
  } catch {
    return String(value);
  }
}

/**
 * Names every wrong option of one configure() call in the console (one error each). Returns the
 * names of the wrong options.
 */
export function reportConfigProblems(options: unknown): string[] {
  if (typeof options !== 'object' || options === null) {
    console.error(`${PREFIX} configure() takes an object of options; it was given ${shown(options)}.`);
    return ['(options)'];
  }
  const wrong: string[] = [];
  for (const [name, value] of Object.entries(options)) {
    const rule = (OPTION_RULES as Record<string, Rule | undefined>)[name];
    if (!rule) {
      console.error(`${PREFIX} configure(): unknown option "${name}". Known options: ${Object.keys(OPTION_RULES).join(', ')}.`);
      wrong.push(name);
    } else if (!rule.ok(value)) {
      console.error(`${PREFIX} configure(): ${name} is ${shown(value)}; it must be ${rule.allowed}.`);
      wrong.push(name);
    }
  }
  return wrong;
}

/** Names each attribute of an element whose value we do not support (it then counts as absent). */
/** An element's own attributes, as the context resolves them (context/element-context.ts). */
export interface ContextSignals {
  env?: string | null;
  region?: string | null;
  lang?: string | null;
  /** The element's tag, to name it when an attribute is not supported. */
  tag?: string;
}

export function reportAttributeProblems(signals: ContextSignals): void {
  for (const name of ['env', 'region', 'lang'] as const) {
    const value = signals[name];
    const rule = ATTRIBUTE_RULES[name];
    const key = `${signals.tag} ${name} ${value}`;
    if (value == null || rule.ok(value) || reportedAttributes.has(key)) continue;
    reportedAttributes.add(key);
    console.error(`${PREFIX} <${signals.tag ?? 'element'} ${name}=${shown(value)}>: it must be ${rule.allowed}; the attribute is ignored.`);
  }
}

const reportedHosts = new Set<string>();

/**
 * A call is going to the default `option` host of its env and region on a page that configured other hosts
 * but not this one (host-use.ts noteHostUse). Said once per option: such a page almost always
 * forgot the option (a pre storefront would call production's member host otherwise).
 */
export function reportUnconfiguredHost(option: string): void {
  if (reportedHosts.has(option)) return;
  reportedHosts.add(option);
  console.warn(`${PREFIX} configure() named other hosts but not ${option}: a call goes to the default ${option} of its env and region. Pass ${option} to configure().`);
}
