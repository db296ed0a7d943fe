/**
 * Renders a server text that carries markup (SPEC §2: bold, red and blue highlights, links).
 * The ONLY component allowed to use dangerouslySetInnerHTML (eslint enforces it); the HTML it
 * receives has been through the sanitiser of src/security/sanitize.ts first.
 */
import { useMemo } from 'react';
import { sanitizeMarkupForSink } from '../../security/sanitize.ts';

export interface MarkupProps {
  /** Server-provided text with markup. Anything outside the allow-list is shown as text or dropped. */
  html: string;
  className?: string;
  /** CSS part name, so host pages can style the text from outside the shadow root. */
  part?: string;
}

/** Crude tag strip for the text-only fallback: React escapes the result, so it is never parsed as HTML. */
function textOnly(html: string): string {
  return html.replace(/<[^>]*>/g, '');
}

export function Markup({ html, className, part }: MarkupProps) {
  const safe = useMemo(() => sanitizeMarkupForSink(html), [html]);
  if (safe === null) {
    // Trusted Types are enforced but the CSP refused our policy: text is all we may render.
    return (
      <span className={className} part={part}>
        {textOnly(html)}
      </span>
    );
  }
  return <span className={className} part={part} dangerouslySetInnerHTML={{ __html: safe }} />;
}
