/**
 * Where the widget may send a user: redirect targets (SPEC §2) and outbound jump URLs (SPEC §5).
 *
 * Every decision is made on what the WHATWG URL parser (the browser's own) resolves the text to,
 * never on the raw text, so `//evil.com`, `https://www.mkt.sg@evil.com`, `https:\\evil.com` or
 * percent-encoded hosts cannot slip through a pattern. Raw whitespace, control characters and
 * backslashes are refused before parsing: the parser silently drops or rewrites them, which is
 * exactly how open-redirect payloads disguise their real host.
 */
import { PAYMENT_PARTNER_DOMAINS, REGIONS, SISTER_DOMAINS } from '../config/regions.ts';
import { getConfig, type MemberConfig } from '../config/settings.ts';

export interface RedirectOptions {
  /** Allowed registrable domains (subdomains included). Default: {@link ownDomains}. */
  domains?: readonly string[];
  /** Base for relative URLs. Default: the current page (`location.href`). */
  base?: string;
}

export type JumpUrlResult = { ok: true; url: string } | { ok: false; error: 'URL is empty' | 'URL is illeagle' };

/**
 * Raw characters refused before parsing: any Unicode whitespace, C0 and C1 controls, the
 * backslash, and invisible format characters (zero-width joiners, bidi marks, BOM).
 */
const UNSAFE_RAW_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\\\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]/u;

/** A registrable domain as configured: ASCII labels, at least two of them. */
const DOMAIN_SHAPE = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

/** Longest path kept in a monitoring report, so a report never carries a whole payload. */
const REPORTED_PATH_MAX_CHARS = 120;

/** Lower-case, strip a leading `.` or `*.`; null for anything that is not a plain domain name. */
function normaliseDomain(domain: string): string | null {
  const bare = domain.trim().toLowerCase().replace(/^\*?\./, '');
  return DOMAIN_SHAPE.test(bare) ? bare : null;
}

function normaliseDomains(domains: readonly string[]): string[] {
  const result = new Set<string>();
  for (const domain of domains) {
    const normalised = typeof domain === 'string' ? normaliseDomain(domain) : null;
    if (normalised) result.add(normalised);
  }
  return [...result];
}

interface DerivedDomains {
  /** The settings object these lists were derived from; configure() replaces it on every change. */
  from: Readonly<MemberConfig>;
  own: readonly string[];
  /** Own domains plus the payment partners' (SPEC §5 jump URLs). */
  jump: readonly string[];
}

let derived: DerivedDomains | undefined;

/** The normalised lists, derived once per configure() call rather than on every check. */
function derivedDomains(): DerivedDomains {
  const settings = getConfig();
  if (derived?.from !== settings) {
    const regionDomains = Object.values(REGIONS).map((region) => region.domain);
    const own = normaliseDomains([...regionDomains, ...SISTER_DOMAINS, ...settings.domains]);
    derived = { from: settings, own, jump: normaliseDomains([...own, ...PAYMENT_PARTNER_DOMAINS]) };
  }
  return derived;
}

/**
 * The product's own domains: every region's domain, the sister domains and the extra domains of
 * the runtime configuration (SPEC §2 "own country domains and sister domains").
 */
export function ownDomains(): string[] {
  return [...derivedDomains().own];
}

function hostIsListed(hostname: string, domains: readonly string[]): boolean {
  // Empty labels ('www..mkt.sg', '.mkt.sg') name no real host: refuse rather than guess.
  if (hostname.split('.').some((label) => label === '')) return false;
  return domains.some((domain) => hostname === domain || hostname.endsWith(`.${domain}`));
}

function currentPageHref(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/** The page's own origin, only when it is a real http(s) origin (never the opaque "null"). */
function currentPageOrigin(): string | null {
  if (typeof location === 'undefined') return null;
  return location.protocol === 'https:' || location.protocol === 'http:' ? location.origin : null;
}

function parse(url: string, base: string | undefined): URL | null {
  if (typeof url !== 'string' || url === '' || UNSAFE_RAW_CHARACTERS.test(url)) return null;
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/** The parsed URL when it is an allowed destination, else null. */
function resolveAllowed(url: string, domains: readonly string[], base: string | undefined): URL | null {
  const parsed = parse(url, base);
  if (!parsed) return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  // Opt-in (the local sandbox demo on http://localhost:PORT): the page's own origin as it is.
  if (getConfig().trustPageOrigin && parsed.origin === currentPageOrigin()) return parsed;
  // A non-default port means a different service than the storefront, even on our own host.
  if (parsed.port !== '') return null;
  const isHttps = parsed.protocol === 'https:';
  // Plain http is tolerated only back onto the page's own origin (a storefront served over http).
  const isOwnOrigin = parsed.protocol === 'http:' && parsed.origin === currentPageOrigin();
  if (!isHttps && !isOwnOrigin) return null;
  return hostIsListed(parsed.hostname, domains) ? parsed : null;
}

function allowedDomains(options: RedirectOptions): readonly string[] {
  return options.domains ? normaliseDomains(options.domains) : derivedDomains().own;
}

/**
 * SPEC §2: may the widget honour this `redirect` target? True only for a URL that parses
 * (relative ones against `base`) to https (or the page's own origin), without user-info, without
 * a port, on a listed domain or one of its subdomains. An empty string is never a target.
 */
export function isAllowedRedirect(url: string, options: RedirectOptions = {}): boolean {
  return resolveAllowed(url, allowedDomains(options), options.base ?? currentPageHref()) !== null;
}

/**
 * The absolute, parser-normalised form of `url` when it is an allowed redirect, else `fallback`
 * (e.g. '/user/account', SPEC §2 "otherwise the account dashboard or home").
 */
export function safeRedirectTarget(url: string | null | undefined, fallback: string, options: RedirectOptions = {}): string {
  if (typeof url !== 'string') return fallback;
  return resolveAllowed(url, allowedDomains(options), options.base ?? currentPageHref())?.href ?? fallback;
}

/**
 * A report that names where the URL pointed without its query, fragment or credentials (tokens
 * live there): scheme, host and path only, shortened; `[unparsable]` when it does not parse.
 */
function describeForMonitoring(url: string): string {
  const parsed = parse(url, currentPageHref());
  if (!parsed) return '[unparsable]';
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `${parsed.protocol}[opaque]`;
  return `${parsed.protocol}//${parsed.host}${parsed.pathname.slice(0, REPORTED_PATH_MAX_CHARS)}`;
}

/**
 * SPEC §5: outbound jump URLs must be on the product's own or a payment partner's domains (plus
 * `extraDomains`). Success returns the normalised absolute URL to navigate to.
 */
export function validateJumpUrl(url: string, extraDomains: readonly string[] = []): JumpUrlResult {
  if (typeof url !== 'string' || url.trim() === '') return { ok: false, error: 'URL is empty' };
  const { jump } = derivedDomains();
  const domains = extraDomains.length > 0 ? normaliseDomains([...jump, ...extraDomains]) : jump;
  const allowed = resolveAllowed(url, domains, currentPageHref());
  if (allowed) return { ok: true, url: allowed.href };
  // SPEC §5: a refused jump URL is reported to monitoring. The monitor module loads on demand and
  // never throws into its caller, so the navigation decision below does not wait for it.
  const report = { url: describeForMonitoring(url) };
  void import('../storefront/monitor.ts').then((monitor) => monitor.reportLoginDiagnostic('URL is illeagle', report));
  return { ok: false, error: 'URL is illeagle' };
}
