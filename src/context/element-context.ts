/**
 * One context per element instance: the environment, region, language, writing
 * direction and theme an element speaks, derived in this one place by one rule. Screens read it,
 * the api client receives it, and request headers come from it. Nothing here writes page-wide
 * configuration, so two elements with different regions on one page never overwrite each other.
 */
import { DEFAULT_REGION, getRegion, isEnvironment, type Environment, type Region, type RegionCode } from '../config/regions.ts';
import { configuredValue, getConfig, hostsFor, type MemberConfig } from '../config/settings.ts';
import { FALLBACK_LANGUAGE, directionOf, toSupportedLanguage, type Language, type TextDirection } from '../i18n/languages.ts';
import { readHngCookie, toRegion } from '../storefront/hng-cookie.ts';
import type { ContextSignals } from '../config/config-check.ts';

/** SPEC §6: the mybiz reseller theme for group B regions and MM, the default theme elsewhere. */
export type ElementTheme = 'default' | 'mybiz';

export interface ElementContext {
  env: Environment;
  region: RegionCode;
  language: Language;
  dir: TextDirection;
  theme: ElementTheme;
}

/** What an element says about itself: its attributes (absent ones are null or undefined). */
export type { ContextSignals } from '../config/config-check.ts';

/**
 * The rule, for each field: the element's attribute, then configure(), then the hng cookie
 * (SPEC §3 `REGION|lang`), then the region's first language (language only), then the SPEC §1
 * defaults (SG, en). A value we do not support (lang="km", region="XX") counts as absent.
 */
export function resolveContext(signals: ContextSignals = {}): ElementContext {
  const cookie = readHngCookie();
  const config = getConfig();
  const env = isEnvironment(signals.env) ? signals.env : config.env;
  const region = toRegion(signals.region) ?? toRegion(configuredValue('region')) ?? cookie?.region ?? DEFAULT_REGION;
  const language =
    toSupportedLanguage(signals.lang) ??
    toSupportedLanguage(configuredValue('lang')) ??
    cookie?.language ??
    toSupportedLanguage(getRegion(region).languages[0]) ??
    FALLBACK_LANGUAGE;
  // A value we do not support counts as absent, and the console names it (config-check.ts):
  // `env="prod"` must not pass silently for production.
  if ((signals.env != null && env !== signals.env) || (signals.region != null && !toRegion(signals.region)) || (signals.lang != null && !toSupportedLanguage(signals.lang))) {
    void import('../config/config-check.ts').then((check) => check.reportAttributeProblems(signals));
  }
  return { env, region, language, dir: directionOf(language), theme: getRegion(region).mybizTheme ? 'mybiz' : 'default' };
}

/**
 * The configuration one element's calls use: configure()'s page-wide values (keys, domains,
 * scripts) with this element's environment and region, and the hosts that follow from them unless
 * configure() named hosts explicitly.
 */
export function configForContext(context: ElementContext): Readonly<MemberConfig> {
  const config = getConfig();
  const hosts = hostsFor(context.env, context.region);
  return {
    ...config,
    env: context.env,
    region: context.region,
    lang: context.language,
    memberHost: configuredValue('memberHost') ?? hosts.memberHost,
    gatewayHost: configuredValue('gatewayHost') ?? hosts.gatewayHost,
    jsonpHost: configuredValue('jsonpHost') ?? hosts.jsonpHost,
  };
}

/**
 * SPEC §3 `x-i18n-language`: the region's own tag for its language where it has one (MY + en ->
 * en-MY, as the marketplace's pages send it), else the base language (MY + zh -> zh, TH -> th).
 */
export function requestLanguageTag(context: Pick<ElementContext, 'language'> & { region: Region | RegionCode }): string {
  const region = typeof context.region === 'string' ? getRegion(context.region) : context.region;
  return region.languages.find((tag) => toSupportedLanguage(tag) === context.language) ?? context.language;
}
