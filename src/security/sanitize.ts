/**
 * Server texts that carry markup (SPEC §2 Qrcode instructions: bold, red and blue highlights,
 * links) pass through DOMPurify with a tiny allow-list before anything renders them.
 *
 * - Tags: b, strong, br, span (class limited to our highlight classes), a (href only).
 *   Every other element is dropped and its text kept; script, style, iframe, svg, math,
 *   template and the like are dropped with their content (DOMPurify's default).
 * - Links must pass the jump-URL allow-list (SPEC §5) or lose the link and become plain text;
 *   the ones kept open in a new tab with rel="noopener noreferrer".
 * - The hooks live on a private DOMPurify instance, so a host page's own DOMPurify keeps its
 *   configuration and hooks.
 *
 * Trusted Types: with `require-trusted-types-for 'script'`, the page's CSP must allow our policy:
 *   `trusted-types mkt-markup` (add `'allow-duplicates'` if two copies of the package can load).
 * The policy only wraps this module's sanitiser output; it refuses anything else.
 *
 * CSP reports: Chromium reports a `script-src-attr` violation as soon as ANY parser (DOMPurify's
 * inert DOMParser document included) creates an on* attribute, although nothing can run there.
 * So handler attributes are renamed before DOMPurify parses (event-handler-attributes.ts); a
 * hostile `<img onerror>` then costs the host page no violation report.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { defuseReportingMarkup } from './event-handler-attributes.ts';
import { validateJumpUrl } from './url-allowlist.ts';

export const MARKUP_TRUSTED_TYPES_POLICY = 'mkt-markup';
/** The only classes a server text may put on a span (red and blue highlights). */
export const MARKUP_HIGHLIGHT_CLASSES = ['mkt-hl-red', 'mkt-hl-blue'] as const;

const ALLOWED_TAGS = ['b', 'strong', 'br', 'span', 'a'];
const ATTRIBUTES_BY_TAG: Readonly<Record<string, readonly string[]>> = { a: ['href'], span: ['class'] };

/** The slice of the Trusted Types API we use (not every TypeScript DOM lib declares it). */
interface MarkupPolicy {
  createHTML(input: string): TrustedHTML;
}
interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML(input: string): string }): MarkupPolicy;
}

function trustedTypesFactory(): TrustedTypesFactory | undefined {
  if (typeof window === 'undefined') return undefined;
  return (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
}

let purifier: Purifier | null = null;
/** undefined: not tried yet; null: Trusted Types absent, or the page's CSP refused our policy name. */
let policy: MarkupPolicy | null | undefined;
/** Depth of sanitiser calls in progress; the policy wraps strings only while this is positive. */
let sanitizing = 0;

function getPolicy(): MarkupPolicy | null {
  if (policy !== undefined) return policy;
  const factory = trustedTypesFactory();
  policy = null;
  if (!factory) return policy;
  try {
    policy = factory.createPolicy(MARKUP_TRUSTED_TYPES_POLICY, {
      createHTML(input: string): string {
        if (sanitizing === 0) throw new TypeError(`${MARKUP_TRUSTED_TYPES_POLICY} only wraps sanitised markup`);
        return input;
      },
    });
  } catch {
    // The CSP does not list our policy name (or a second copy already made it): stay on text.
    policy = null;
  }
  return policy;
}

/**
 * Replace an element by its children: "everything else becomes text" without losing the words.
 * The children go AFTER the element, so DOMPurify's node iterator still visits (sanitises) them.
 */
function unwrap(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  const next = element.nextSibling;
  while (element.firstChild) parent.insertBefore(element.firstChild, next);
  parent.removeChild(element);
}

function createPurifier(): Purifier {
  const instance = DOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    if (!(ATTRIBUTES_BY_TAG[tag] ?? []).includes(data.attrName)) {
      data.keepAttr = false;
      return;
    }
    if (data.attrName === 'class') {
      const kept = data.attrValue
        .split(/\s+/)
        .filter((name) => (MARKUP_HIGHLIGHT_CLASSES as readonly string[]).includes(name));
      data.attrValue = [...new Set(kept)].join(' ');
      if (data.attrValue === '') data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const anchor = node as Element;
    const jump = validateJumpUrl(anchor.getAttribute('href') ?? '');
    if (!jump.ok) {
      unwrap(anchor);
      return;
    }
    anchor.setAttribute('href', jump.url);
    anchor.setAttribute('rel', 'noopener noreferrer');
    anchor.setAttribute('target', '_blank');
  });
  return instance;
}

function config(trustedPolicy: MarkupPolicy | null): Config {
  return {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'class'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    KEEP_CONTENT: true,
    // Our own policy (or none): DOMPurify must not create its 'dompurify' policy, which a strict
    // CSP would refuse with a violation report.
    TRUSTED_TYPES_POLICY: trustedPolicy,
    RETURN_TRUSTED_TYPE: trustedPolicy !== null,
  } as Config;
}

function run(html: string): string | TrustedHTML {
  purifier ??= createPurifier();
  const trustedPolicy = getPolicy();
  sanitizing++;
  try {
    const markup = defuseReportingMarkup(typeof html === 'string' ? html : '');
    return purifier.sanitize(markup, config(trustedPolicy));
  } finally {
    sanitizing--;
  }
}

/**
 * Sanitised markup ready for an HTML sink such as React's dangerouslySetInnerHTML: TrustedHTML
 * where the browser has Trusted Types, a string elsewhere, and null when Trusted Types exist but
 * our policy could not be created (the caller should then render text only).
 */
export function sanitizeMarkupForSink(html: string): TrustedHTML | string | null {
  const trustedPolicy = getPolicy();
  if (trustedTypesFactory() && trustedPolicy === null) return null;
  return run(html);
}
