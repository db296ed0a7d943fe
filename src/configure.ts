/**
 * `@mkt/member-elements/configure.js`: `configure()` and `getConfig()` alone. A page
 * that only configures the widget imports this, not the package entry: in a browser without a
 * bundler the entry pulls every module it re-exports (16 KB gzip before anyone clicked), this
 * pulls nothing the header does not load anyway. The regions and languages it accepts come with
 * it (a page's region and language pickers), from the same page-load code.
 */
export { configure, getConfig } from './config/settings.ts';
export type { MemberConfig, ScriptUrls } from './config/settings.ts';
export { REGIONS, REGION_CODES } from './config/regions.ts';
export type { Environment, Region, RegionCode } from './config/regions.ts';
export { LANGUAGES } from './i18n/languages.ts';
export type { Language } from './i18n/languages.ts';
