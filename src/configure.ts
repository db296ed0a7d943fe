/**
 * `@mkt/member-elements/configure.js`: `configure()` and `getConfig()` alone (issue 17). A page
 * that only configures the widget imports this, not the package entry: in a browser without a
 * bundler the entry pulls every module it re-exports (16 KB gzip before anyone clicked), this
 * pulls nothing the header does not load anyway.
 */
export { configure, getConfig } from './config/settings.ts';
export type { MemberConfig, ScriptUrls } from './config/settings.ts';
